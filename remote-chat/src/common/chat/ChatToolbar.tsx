// New conversation, copy and export of the transcript, delete (after a confirmation).
import { useRef, useState } from 'react';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonRow, showToast } from '@cc/shared-ui';
import { downloadText, transcriptFileName, transcriptMarkdown } from './transcript';
import type { ChatMessage } from './types';

interface ChatToolbarProps {
  messages: ChatMessage[];
  title: string;
  onNew: () => void;
  onDelete: () => Promise<void> | void;
}

export function ChatToolbar({ messages, title, onNew, onDelete }: ChatToolbarProps) {
  const { t } = useTranslation('chat');
  const [language] = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const empty = messages.every((message) => !message.content && !message.summary);

  const markdown = () =>
    transcriptMarkdown(messages, {
      title,
      exported: t('transcript.exported', {
        date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date()),
      }),
      you: t('chat.you'),
      advisor: t('chat.advisor'),
      summary: {
        title: t('summary.title'),
        situation: t('summary.situation'),
        interests: t('summary.interests'),
        options: t('summary.options'),
        nextSteps: t('summary.nextSteps'),
      },
    });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdown());
      void showToast(t('transcript.copied'), 'success');
    } catch {
      void showToast(t('transcript.copyFailed'), 'error');
    }
  };

  const remove = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onDelete();
      setConfirming(false);
      void showToast(t('transcript.deleted'), 'success');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="chat-toolbar">
      <ButtonRow>
        <Button $variant="secondary" onClick={onNew}>
          {t('transcript.new')}
        </Button>
        <Button $variant="ghost" aria-disabled={empty} onClick={() => !empty && void copy()}>
          {t('transcript.copy')}
        </Button>
        <Button
          $variant="ghost"
          aria-disabled={empty}
          onClick={() => !empty && downloadText(transcriptFileName(title), markdown())}
        >
          {t('transcript.export')}
        </Button>
        <Button ref={deleteButton} $variant="ghost" aria-disabled={empty} onClick={() => !empty && setConfirming(true)}>
          {t('transcript.delete')}
        </Button>
      </ButtonRow>
      {confirming && (
        <div style={{ marginTop: 12 }}>
          <Alert
            tone="info"
            data-testid="chat-delete-confirm"
            actions={
              <>
                <Button $variant="danger" aria-disabled={busy} onClick={() => !busy && void remove()}>
                  {t('transcript.confirmYes')}
                </Button>
                <Button
                  $variant="ghost"
                  onClick={() => {
                    setConfirming(false);
                    deleteButton.current?.focus();
                  }}
                >
                  {t('transcript.cancel')}
                </Button>
              </>
            }
          >
            <p>{t('transcript.confirm')}</p>
            {failed && <p role="alert">{t('transcript.deleteFailed')}</p>}
          </Alert>
        </div>
      )}
    </div>
  );
}
