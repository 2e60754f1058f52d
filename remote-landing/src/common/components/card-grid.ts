import styled from 'styled-components';
import { media } from '@cc/shared-ui';

/**
 * Cards as a list: one column on phones, `$desktop` columns from the desktop width and `$wide`
 * (default the same) on wide screens (the landing's tools: 2 then 3; its voices and the premium
 * offers: 3). The gap widens to `$desktopGap` theme steps from the desktop width (default 6; the
 * premium offers keep 5).
 */
export const CardGrid = styled.ul<{ $desktop: number; $wide?: number; $desktopGap?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.desktop} {
    grid-template-columns: repeat(${({ $desktop }) => $desktop}, minmax(0, 1fr));
    gap: ${({ theme, $desktopGap = 6 }) => theme.space($desktopGap)};
  }
  ${({ $desktop, $wide = $desktop }) =>
    $wide === $desktop ? '' : `${media.wide} { grid-template-columns: repeat(${$wide}, minmax(0, 1fr)); }`}
`;
