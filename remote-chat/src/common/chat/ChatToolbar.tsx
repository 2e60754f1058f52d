// New conversation, and behind a compact "⋯" menu copy and export of the transcript and delete
// (after a confirmation): one short row, also on a phone.
import { useSyncExternalStore, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, DropdownMenu, IconButton, media, MenuItem, showToast, theme } from '@cc/shared-ui';
import { ConfirmPanel, fileSlug, saveWithToast } from '@cc/shared-ui/forms';
import { transcriptMarkdown } from './transcript';
import type { ChatMessage } from './types';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  button[aria-haspopup][aria-disabled='true'] {
    opacity: 0.5;
  }
`;

/** On a phone the title and both buttons do not fit one row: "new" moves into the menu. */
const NewButton = styled(Button)`
  ${media.mobile} {
    display: none;
  }
`;

const phoneQuery = `(max-width: ${theme.breakpoint.mobile - 0.02}px)`;
const phoneMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia(phoneQuery) : null);

/** Whether the phone layout applies (the menu then offers "new" itself; hidden items would trap arrow keys). */
function usePhone(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = phoneMedia();
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    () => phoneMedia()?.matches ?? false,
  );
}

/** The delete confirmation takes the title bar's whole width. */
const Confirm = styled.div`
  flex-basis: 100%;
`;

const Dots = styled.span`
  font-size: 1.5rem;
  line-height: 1;
`;

interface ChatToolbarProps {
  messages: ChatMessage[];
  title: string;
  onNew: () => void;
  onDelete: () => Promise<void> | void;
}

export function ChatToolbar({ messages, title, onNew, onDelete }: ChatToolbarProps) {
  const { t } = useTranslation('chat');
  const [language] = useLanguage();
  const phone = usePhone();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const empty = messages.every((message) => !message.content && !message.summary);

  const markdown = () =>
    transcriptMarkdown(messages, {
      title,
      exported: t('transcript.exported', {
        date: formatDateTime(new Date(), language, { dateStyle: 'long' }),
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

  // The browser saves the file without a word (or asks where, in its own dialog): the toast says
  // that it happened and under which name, as copy and delete say theirs. The name is the title's
  // (letters, digits and dashes) and the date, in the page's language.
  const save = () => {
    const fileName = t('transcript.file', {
      title: fileSlug(title) || t('transcript.fileFallback'),
      date: new Date().toISOString().slice(0, 10),
    });
    const file = new Blob([markdown()], { type: 'text/markdown;charset=utf-8' });
    void saveWithToast(file, fileName, {
      saved: t('transcript.saved', { file: fileName }),
      failed: t('transcript.saveFailed'),
    });
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
    <>
      <Row data-testid="chat-toolbar">
        <NewButton $variant="secondary" onClick={onNew}>
          {t('transcript.new')}
        </NewButton>
        <DropdownMenu
          align="end"
          label={t('transcript.more')}
          renderTrigger={({ onClick, ...trigger }) => (
            <IconButton
              {...trigger}
              $variant="outline"
              aria-label={t('transcript.more')}
              aria-disabled={empty}
              title={t('transcript.more')}
              data-testid="chat-more"
              onClick={() => !empty && onClick()}
            >
              <Dots aria-hidden="true">⋯</Dots>
            </IconButton>
          )}
        >
          {phone && <MenuItem onSelect={onNew}>{t('transcript.new')}</MenuItem>}
          <MenuItem onSelect={() => void copy()}>{t('transcript.copy')}</MenuItem>
          <MenuItem onSelect={save}>{t('transcript.export')}</MenuItem>
          <MenuItem tone="danger" onSelect={() => setConfirming(true)}>
            {t('transcript.delete')}
          </MenuItem>
        </DropdownMenu>
      </Row>
      {confirming && (
        <Confirm>
          <ConfirmPanel
            data-testid="chat-delete-confirm"
            confirmLabel={t('transcript.confirmYes')}
            cancelLabel={t('transcript.cancel')}
            pending={busy}
            error={failed ? t('transcript.deleteFailed') : undefined}
            onConfirm={() => void remove()}
            onCancel={() => setConfirming(false)}
          >
            <p>{t('transcript.confirm')}</p>
          </ConfirmPanel>
        </Confirm>
      )}
    </>
  );
}
