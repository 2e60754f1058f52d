import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { Button, Container } from '@cc/shared-ui';
import './texts';

/**
 * Print view of a tool page: the shell's header, footer and navigation, and everything marked
 * `data-print="hide"` disappear; `data-print="only"` blocks (compact tables) appear only on paper.
 */
const PrintStyles = createGlobalStyle`
  [data-print='only'] { display: none; }
  @media print {
    header, footer, nav, [data-print='hide'] { display: none !important; }
    [data-print='only'] { display: block; }
    table[data-print='only'] { display: table; }
    body { background: #fff; }
    a { color: inherit; text-decoration: none; }
    section, table, figure { break-inside: avoid; }
  }
`;

const ToolSection = styled(Container)`
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  max-width: 960px;
  h1 {
    font-size: clamp(1.9rem, 4.5vw, 2.6rem);
    color: ${({ theme }) => theme.color.primary};
  }
  h2 {
    font-size: 1.5rem;
    margin-top: ${({ theme }) => theme.space(2)};
  }
  .lead {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media print {
    padding: 0;
    max-width: none;
  }
`;

export function PrintButton() {
  const { t } = useTranslation('results');
  return (
    <Button $variant="secondary" onClick={() => window.print()} data-print="hide" data-testid="print-button">
      {t('tool.print')}
    </Button>
  );
}

/** Heading, lead and the page's content, with the print styles. */
export function ToolPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <ToolSection>
      <PrintStyles />
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </ToolSection>
  );
}
