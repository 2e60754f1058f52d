import styled from 'styled-components';
import { Container } from '@cc/shared-ui';

/** Plain content pages of the shell (404, terms, dashboard, sign-in). */
export const PageSection = styled(Container)`
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  max-width: 860px;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.6rem);
    color: ${({ theme }) => theme.color.primary};
  }
  h2 {
    font-size: 1.3rem;
    margin-top: 1.6em;
  }
`;
