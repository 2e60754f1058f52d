// What the advisor remembers of earlier sessions (their summaries), each with "forget", and all.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useTranslation } from '@cc/shared-i18n';
import { Button, DividedList } from '@cc/shared-ui';
import { ButtonRow, ConfirmPanel, QueryState } from '@cc/shared-ui/forms';
import { useForgetMemory, useMemory } from '../api/conversations';

const List = styled(DividedList).attrs({ $rowPadding: 10 })`
  p {
    margin: 0 0 4px;
  }
`;

export function MemoryPanel({ open }: { open: boolean }) {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const memory = useMemory(open);
  const forget = useForgetMemory();
  const [confirmAll, setConfirmAll] = useState(false);
  // The confirmation takes the button's place; by the id it gives focus back to the button rendered anew.
  const forgetAllId = useId();
  const errorText = (error: unknown) => apiErrorText(t, error);

  if (!open) return null;
  return (
    <QueryState
      query={memory}
      loading={t('memory.loading')}
      spinnerSize={18}
      error={<p>{errorText(memory.error)}</p>}
      retry={t('errors.retry')}
    >
      {(items) => (
        <div data-testid="memory-panel">
          <p>{t('memory.intro')}</p>
          {items.length === 0 ? (
            <p data-testid="memory-empty">{t('memory.empty')}</p>
          ) : (
            <>
              <List>
                {items.map((item) => (
                  <li key={item.conversation_id}>
                    <p>
                      <strong>{item.title}</strong>
                    </p>
                    <p>{item.summary.situation}</p>
                    <Button
                      $variant="ghost"
                      aria-disabled={forget.isPending}
                      onClick={() => !forget.isPending && forget.mutate(item.conversation_id)}
                      aria-label={t('memory.forgetLabel', { title: item.title })}
                    >
                      {t('memory.forget')}
                    </Button>
                  </li>
                ))}
              </List>
              {confirmAll ? (
                <ConfirmPanel
                  confirmLabel={t('memory.confirmYes')}
                  cancelLabel={t('transcript.cancel')}
                  pending={forget.isPending}
                  onConfirm={() => forget.mutate(null, { onSuccess: () => setConfirmAll(false) })}
                  onCancel={() => setConfirmAll(false)}
                >
                  <p>{t('memory.confirmAll')}</p>
                </ConfirmPanel>
              ) : (
                <ButtonRow style={{ marginTop: 8 }}>
                  <Button id={forgetAllId} $variant="ghost" onClick={() => setConfirmAll(true)}>
                    {t('memory.forgetAll')}
                  </Button>
                </ButtonRow>
              )}
            </>
          )}
          {forget.isError && <p role="alert">{errorText(forget.error)}</p>}
        </div>
      )}
    </QueryState>
  );
}
