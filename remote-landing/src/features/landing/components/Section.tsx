import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, media } from '@cc/shared-ui';

type Tone = 'plain' | 'muted';

// Below the hero, off screen on a first visit: the browser styles, lays out and paints a band only
// when it comes near the viewport. The app's swap for the snapshot (one task) then does that work
// for the hero alone instead of the whole page (Total Blocking Time). `auto` keeps a band's last
// rendered height, so scrolling back does not jump; the estimate only sizes the scrollbar before.
const Band = styled.section<{ $tone: Tone }>`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 900px;
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.color.surfaceMuted : theme.color.bg)};
  padding: ${({ theme }) => `${theme.space(14)} 0`};
  ${media.desktop} {
    padding: ${({ theme }) => `${theme.space(20)} 0`};
  }
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
