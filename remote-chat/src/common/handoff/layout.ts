// Where both advisors put the way to a human: the action row in the chat's dock and the sheet the
// handoff form opens in.
import styled from 'styled-components';
import { media } from '@cc/shared-ui';

/**
 * The chat's actions in one row. On a phone too: side by side, their whole labels wrapping inside
 * the button in a smaller type, never cut or scrolled away. The German handoff label is short
 * ("Mit Fachleuten sprechen", three words on three lines at most beside "Zusammenfassung" and
 * "Gespräch üben"): the earlier "Mit einer Expertin / einem Experten sprechen" wrapped to five
 * lines there and made the row twice as tall. Three full-width rows left the premium chat's message
 * list about 370 of a 390x844 phone's 844 px. The columns are as wide as their longest word at
 * least (`auto`, not equal thirds): a third of 390 px is narrower than "Zusammenfassung", which
 * broke as "Zusammenfa-ssung". Words break only between them (no hyphens, and `break-word`, which,
 * unlike `anywhere`, does not make a word's letters the column's minimum). A pill's round ends
 * leave a three-line label no room at its sides (the German handoff label drew a circle with its
 * words touching the edge), so on a phone the buttons are rounded tiles.
 */
export const ActionRow = styled.div`
  display: flex;
  gap: 8px;
  padding: 2px;
  margin: -2px;
  button {
    flex: none;
    min-height: 40px;
    padding: 0 14px;
    font-size: 0.95rem;
    white-space: nowrap;
  }
  ${media.mobile} {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: auto;
    gap: 6px;
    button {
      min-height: 44px;
      padding: 6px 8px;
      border-radius: ${({ theme }) => theme.radius.md};
      font-size: 0.8rem;
      /* 16 px lines (0.8rem x 1.25): a label of one, two or three lines makes a row of whole
         pixels, so the message list above it ends on a whole pixel too (1.2 left it 0.03 px short
         and a control scrolled to its edge was cut by that much). */
      line-height: 1.25;
      white-space: normal;
      text-align: center;
      hyphens: manual;
      overflow-wrap: break-word;
    }
  }
  /* Below 360 px three columns cannot hold "Zusammenfassung" and two more whole words side by side
     (the row ran 60 px past a 320 px phone): the actions wrap onto rows of their own instead, each
     label whole and as wide as the row allows. */
  @media (max-width: 359px) {
    display: flex;
    flex-wrap: wrap;
    button {
      flex: 1 1 auto;
    }
  }
`;

/** The handoff form: in the page on wider screens, a full-height sheet over it on a phone. */
export const HandoffSheet = styled.div`
  margin-top: 16px;
  ${media.mobile} {
    position: fixed;
    inset: 0;
    z-index: 1200;
    margin: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 12px 12px calc(12px + env(safe-area-inset-bottom));
    background: ${({ theme }) => theme.color.bg};
  }
`;
