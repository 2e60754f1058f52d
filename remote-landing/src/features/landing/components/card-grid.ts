import styled from 'styled-components';
import { media } from '@cc/shared-ui';

/**
 * A landing section's cards as a list: one column on phones, `$desktop` columns from the desktop
 * width and `$wide` (default the same) on wide screens (the tools: 2 then 3; the voices: 3).
 */
export const CardGrid = styled.ul<{ $desktop: number; $wide?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.desktop} {
    grid-template-columns: repeat(${({ $desktop }) => $desktop}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
  }
  ${({ $desktop, $wide = $desktop }) =>
    $wide === $desktop ? '' : `${media.wide} { grid-template-columns: repeat(${$wide}, minmax(0, 1fr)); }`}
`;
