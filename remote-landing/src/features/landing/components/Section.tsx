import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@cc/shared-ui';
import { bandBelowHero } from './band';

type Tone = 'plain' | 'muted';

const Band = styled.section<{ $tone: Tone }>`
  ${bandBelowHero(900)}
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.color.surfaceMuted : theme.color.bg)};
`;

const Header = styled.header`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  text-align: center;
  h2 {
    font-size: clamp(1.6rem, 3.2vw, 2.2rem);
    color: ${({ theme }) => theme.color.primary};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
    text-wrap: balance;
    font-size: 1.08rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

interface LandingSectionProps {
  /** Id of the section's h2; the section is labelled by it. */
  headingId: string;
  title: string;
  lead?: ReactNode;
  tone?: Tone;
  testId: string;
  children: ReactNode;
}

/** A full-width band of the landing page with a centred h2 and optional lead. */
export function LandingSection({ headingId, title, lead, tone = 'plain', testId, children }: LandingSectionProps) {
  return (
    <Band aria-labelledby={headingId} data-testid={testId} $tone={tone}>
      <Container>
        <Header>
          <h2 id={headingId}>{title}</h2>
          {lead && <p>{lead}</p>}
        </Header>
        {children}
      </Container>
    </Band>
  );
}
