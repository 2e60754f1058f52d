import styled from 'styled-components';
import { Container } from '@cc/shared-ui';

/** A chat page: the reading width of the product, room for the sticky composer on phones. */
export const ChatPage = styled(Container)`
  max-width: 860px;
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  /* The header stays on screen; the chat fills at least the rest of the visible height. */
  min-height: calc(100dvh - 68px);
  h1 {
    font-size: clamp(1.7rem, 4.5vw, 2.4rem);
    color: ${({ theme }) => theme.color.primary};
    margin-bottom: 0.3em;
  }
  .lead {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
