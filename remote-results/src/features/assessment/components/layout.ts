// The frame every view of the runner shares: the page, its small title above the progress on
// the question and finish steps, and the row of back / next buttons.
import styled from 'styled-components';
import { Container } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';

export const Page = styled(Container)`
  max-width: 820px;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  h1 {
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
    color: ${({ theme }) => theme.color.primary};
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  .lead {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** On the question steps the page keeps its title as the one h1, small above the progress. */
export const CompactTitle = styled.h1`
  && {
    font-size: 1.1rem;
    margin-bottom: 12px;
  }
`;

export const Nav = styled(ButtonRow)`
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space(6)};
`;
