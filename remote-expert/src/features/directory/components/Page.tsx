import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DocumentTitle } from '@cc/shared-i18n';
import { Container } from '@cc/shared-ui';

const Section = styled(Container)`
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.5rem);
    color: ${({ theme }) => theme.color.primary};
    margin: 0 0 12px;
    overflow-wrap: anywhere;
  }
  .lead {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0 0 24px;
    max-width: 720px;
  }
`;

interface PageProps {
  /** The h1; its text is the document title too. */
  title?: string;
  /**
   * The document title where there is no heading to take it from (a loading or failed view); a
   * view whose h1 it renders itself calls `useDocumentTitle` beside it instead.
   */
  documentTitle?: string;
  lead?: ReactNode;
  /** Narrow pages (the request form) read better at a form's width. */
  narrow?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A page of the directory: its heading and lead, then the content. */
export function Page({ title, documentTitle, lead, narrow = false, children, 'data-testid': testId }: PageProps) {
  const titled = documentTitle ?? title;
  return (
    <Section style={narrow ? { maxWidth: 760 } : undefined} data-testid={testId}>
      {titled && <DocumentTitle text={titled} />}
      {title && <h1>{title}</h1>}
      {lead && <p className="lead">{lead}</p>}
      {children}
    </Section>
  );
}
