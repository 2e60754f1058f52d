import styled from 'styled-components';
import { media } from '@cc/shared-ui';

/**
 * A row of links drawn as pills, the current one filled (`aria-current="page"`): the portal's
 * navigation (`neutral`: text on the surface) and the review queue's status filters (`primary`:
 * outlined in the primary colour). The `ul` of the links; the caller wraps it in its `nav`.
 */
export const PillLinks = styled.ul<{ $tone: 'neutral' | 'primary' }>`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primary : theme.color.border)};
    color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primary : theme.color.text)};
    ${({ theme, $tone }) => ($tone === 'neutral' ? `background: ${theme.color.surface};` : '')}
    text-decoration: none;
    font-weight: 600;
  }
  ${({ theme, $tone }) => ($tone === 'neutral' ? `a:hover { background: ${theme.color.surfaceMuted}; }` : '')}
  /* Compact on phones, so the page's heading stays near the top. */
  ${media.mobile} {
    a {
      min-height: 36px;
      padding: 0 12px;
      font-size: 0.9rem;
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;
