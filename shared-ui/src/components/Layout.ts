import styled from 'styled-components';
import { media } from '../theme';

/** Centres page content at the product's reading width. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(6)};
  /* One padding on phones for every card, so stacked cards (the dashboard's widgets from four
     apps) line their texts up, and a 320 px screen keeps room for the text. */
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/**
 * A card that is a section of its own: a dashboard widget or a part of a page. One column with
 * even gaps; its heading row is a SplitRow (title, action at the end).
 */
export const SectionCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  /* && outranks the page's own heading margins (the shell's PageSection gives every h2 a top
     margin): a widget's title sits at its card's top, level with its action, on every page. */
  && h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

export type BadgeTone = 'accent' | 'success' | 'neutral' | 'premium';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.6;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) =>
    ({
      accent: `background: ${theme.color.accent}; color: ${theme.color.onAccent};`,
      success: `background: #dff3e8; color: ${theme.color.success};`,
      neutral: `background: ${theme.color.surfaceMuted}; color: ${theme.color.textMuted};`,
      premium: `background: ${theme.color.primary}; color: ${theme.color.onPrimary};`,
    })[$tone]}
`;

/** A plain list whose entries are separated by a hairline (conversations, results, memory items). */
export const DividedList = styled.ul<{ $rowPadding?: number }>`
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
  > li {
    padding: ${({ $rowPadding = 12 }) => $rowPadding}px 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** An entry's text on the left and its actions on the right, wrapping below each other when narrow. */
export const SplitRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  p {
    margin: 0;
  }
`;
