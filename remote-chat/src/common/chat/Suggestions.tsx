// The openers of an empty chat, in its dock above the actions and the composer (ChatView's
// `starters`): in the scroll area under the intro and the AI note they were cut off by the dock
// at 1280×800, 1366×768 and on a 390×844 phone. Compact, so the log keeps room: one column on a
// phone, two beside each other on a wider screen.
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { Button, media } from '@cc/shared-ui';

/** Openers to start with; their texts live under `suggestions.items`. */
export const suggestionKeys = ['cofounder', 'meetings', 'equity', 'workload'] as const;

/**
 * On a short screen (a small phone, a phone with its keyboard open) the openers scroll within a
 * part of the height rather than push the dock past the page; on a screen 768 px high or more
 * (a laptop, a 390×844 phone) they fit whole.
 * The padding keeps a focused card's outline inside the scroll box.
 */
const Section = styled.section`
  max-height: 45dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 3px;
  margin: -3px;
  h2 {
    margin: 0 0 6px;
    font-size: 0.95rem;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  button {
    width: 100%;
    height: 100%;
    min-height: 44px;
    justify-content: flex-start;
    text-align: left;
    font-weight: 500;
    font-size: 0.95rem;
    line-height: 1.35;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export function Suggestions({ onPick, disabled }: { onPick: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Section aria-labelledby="chat-suggestions-title" data-testid="chat-suggestions">
      <h2 id="chat-suggestions-title">{t('suggestions.title')}</h2>
      <Grid>
        {suggestionKeys.map((key) => (
          <li key={key}>
            <Button
              $variant="secondary"
              aria-disabled={disabled}
              onClick={() => !disabled && onPick(t(`suggestions.items.${key}`))}
            >
              {t(`suggestions.items.${key}`)}
            </Button>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
