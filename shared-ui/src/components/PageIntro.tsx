import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from './Button';
import { Container } from './Layout';

const Section = styled(Container)`
  padding-top: ${({ theme }) => theme.space(14)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  max-width: 820px;
  h1 {
    font-size: clamp(1.9rem, 4.5vw, 2.8rem);
    color: ${({ theme }) => theme.color.primary};
  }
  .lead {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
`;

export interface PageIntroLink {
  label: string;
  to?: string;
  href?: string;
}

interface PageIntroProps {
  title: string;
  lead: string;
  children?: ReactNode;
  links?: PageIntroLink[];
}

/** A page's heading, lead text and ways onward; used by pages whose tool is still to come. */
export function PageIntro({ title, lead, children, links = [] }: PageIntroProps) {
  return (
    <Section>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      {links.length > 0 && (
        <Actions>
          {links.map((link, index) =>
            link.to ? (
              <ButtonLink key={link.label} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
                {link.label}
              </ButtonLink>
            ) : (
              <ButtonLink key={link.label} href={link.href ?? '#'} variant={index === 0 ? 'primary' : 'secondary'}>
                {link.label}
              </ButtonLink>
            ),
          )}
        </Actions>
      )}
    </Section>
  );
}
