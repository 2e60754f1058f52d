import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';

/** Openers to start with; their texts live under `suggestions.items`. */
export const suggestionKeys = ['cofounder', 'meetings', 'equity', 'workload'] as const;

const Grid = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: 8px;
  button {
    width: 100%;
    height: 100%;
    justify-content: flex-start;
    text-align: left;
    font-weight: 500;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export function Suggestions({ onPick, disabled }: { onPick: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <section aria-labelledby="chat-suggestions-title" data-testid="chat-suggestions" style={{ marginBottom: 20 }}>
      <h2 id="chat-suggestions-title" style={{ fontSize: '1.05rem' }}>
        {t('suggestions.title')}
      </h2>
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
    </section>
  );
}
