// The openers of an empty chat (#25), right under the page's intro: further down the scroll
// area, under the AI note (and the premium panels), the dock cut them off at 1280x800 and a
// 390x844 phone showed none; in the dock with their whole sentences (172bb7c, reverted) they left
// the phone's message list 264 px. A card shows a short label and sends the whole sentence
// (`suggestions.items`), which keeps them to one row on a laptop and two on a phone, so the AI
// note still starts on the first screen.
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { Button, media } from '@cc/shared-ui';

/** Openers to start with: `suggestions.labels` on the card, `suggestions.items` is what it sends. */
export const suggestionKeys = ['cofounder', 'meetings', 'equity', 'workload'] as const;

const Section = styled.section`
  margin: 0 0 20px;
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
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px;
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 8px;
  }
  button {
    width: 100%;
    height: 100%;
    min-height: 44px;
    justify-content: flex-start;
    text-align: left;
    font-weight: 500;
    font-size: 0.95rem;
    line-height: 1.3;
    padding: 6px 12px;
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
              {t(`suggestions.labels.${key}`)}
            </Button>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
