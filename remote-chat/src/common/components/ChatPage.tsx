import styled, { css } from 'styled-components';
import { Container } from '@cc/shared-ui';

/** The shell's sticky header (its minimum height, the shell's property): the chat fills the visible height below it. */
const headerHeight = 'var(--kk-header-height, 68px)';

/**
 * A chat page: the reading width of the product. With `$frame` it is a messenger: exactly the
 * visible height below the header (`dvh`: without the space a phone's browser bars or keyboard
 * take), a title bar, and the chat's own scroll area with the composer under it; the page
 * itself does not scroll until the footer.
 */
export const ChatPage = styled(Container)<{ $frame?: boolean }>`
  max-width: 860px;
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  min-height: calc(100dvh - ${headerHeight});
  h1 {
    font-size: clamp(1.7rem, 4.5vw, 2.4rem);
    color: ${({ theme }) => theme.color.primary};
    margin-bottom: 0.3em;
  }
  .lead {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ $frame }) =>
    $frame &&
    css`
      display: flex;
      flex-direction: column;
      height: calc(100dvh - ${headerHeight});
      /* Landscape phones with the keyboard open: rather a page that scrolls than no messages. */
      min-height: 340px;
      padding-top: ${({ theme }) => theme.space(3)};
      padding-bottom: 0;
      h1 {
        font-size: clamp(1.3rem, 3.6vw, 1.7rem);
        margin: 0;
      }
    `}
`;

/** The chat's heading and its actions in one row (they wrap under it only when cramped). */
export const TitleBar = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 12px;
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/** Introductory text at the top of the chat's scroll area. */
export const ChatIntro = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  p {
    margin: 0 0 0.5em;
  }
`;
