import { css } from 'styled-components';
import { media } from '@cc/shared-ui';

/**
 * A full-width band of the start page below the hero (Section, ClosingCta). Off screen on a first
 * visit: the browser styles, lays out and paints a band only when it comes near the viewport. The
 * app's swap for the snapshot (one task) then does that work for the hero alone instead of the
 * whole page (Total Blocking Time). `auto` keeps a band's last rendered height, so scrolling back
 * does not jump; `estimatedHeight` (px) only sizes the scrollbar before.
 */
export const bandBelowHero = (estimatedHeight: number) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight}px;
  padding: ${({ theme }) => `${theme.space(14)} 0`};
  ${media.desktop} {
    padding: ${({ theme }) => `${theme.space(20)} 0`};
  }
`;
