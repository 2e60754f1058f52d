// The message thread of a case between the client and the assigned expert, used by both sides:
// the list (oldest first, newest at the bottom, kept in view), an announcement of each message
// from the other side for screen readers, and the input. Messages are marked read when the
// thread is on screen; a failed send keeps the typed text and says why.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { VisuallyHidden } from '@cc/shared-ui';
import { Alert, MessageComposer, QueryState } from '@cc/shared-ui/forms';
import { caseMessageMaxLength, useCaseMessages, useMarkRead, useSendMessage, type CaseMessage } from './api';
import { formatMessageTime } from './format';
import './texts';

const Thread = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
  }
`;

/** The one scroll area of the thread; reachable by keyboard (it scrolls). */
const Log = styled.div`
  max-height: min(60vh, 520px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(85%, 560px);
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $own }) => ($own ? theme.color.accentSoft : theme.color.surface)};
  border: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.color.textMuted};
  display: flex;
  gap: 8px;
  margin-bottom: 2px !important;
`;

const Body = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Whether `element` is on screen in a visible tab (assumed when the browser cannot tell). */
function useSeen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  const [pageVisible, setPageVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onVisibility = () => setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
      observer.observe(element);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [element]);
  return onScreen && pageVisible;
}

/** The first words of a message for the announcement. */
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}…` : text);

interface MessageThreadProps {
  caseId: string;
  /** The other side's name (own messages are "Du"). */
  otherName: string;
  /** Whether the case allows writing (angenommen, terminiert); otherwise the thread is read-only. */
  canWrite: boolean;
  /** Read-only: say when writing is possible (not for a case that has ended). Default true. */
  showClosedNote?: boolean;
}

export function MessageThread({ caseId, otherName, canWrite, showClosedNote = true }: MessageThreadProps) {
  const { t } = useTranslation(['expert', 'apiErrors']);
  const [language] = useLanguage();
  const id = useId();
  const messages = useCaseMessages(caseId);
  const send = useSendMessage(caseId);
  const markRead = useMarkRead(caseId);
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [log, setLog] = useState<HTMLDivElement | null>(null);
  const known = useRef<Set<string> | null>(null);
  const seen = useSeen(log);
  const list = messages.data;

  // Each message from the other side that arrives after the first load is announced once.
  useEffect(() => {
    if (!list) return;
    if (known.current === null) {
      known.current = new Set(list.map((message) => message.id));
      return;
    }
    const fresh = list.filter((message) => !known.current!.has(message.id));
    for (const message of fresh) known.current.add(message.id);
    const incoming = fresh.filter((message) => !message.mine);
    const last = incoming[incoming.length - 1];
    if (last) setAnnouncement(t('case.thread.newMessage', { name: otherName, text: excerpt(last.body) }));
  }, [list, otherName, t]);

  // The newest message stays in view at the bottom.
  const count = list?.length ?? 0;
  useLayoutEffect(() => {
    if (log) log.scrollTop = log.scrollHeight;
  }, [log, count]);

  // What the other side wrote counts as read once the thread is on screen.
  const latestUnread = list?.filter((message) => !message.mine && message.read_at === null).at(-1)?.id;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (latestUnread && seen) markAsRead();
  }, [latestUnread, seen, markAsRead]);

  // A failed refetch keeps the messages already loaded on screen.
  const content = (
    <QueryState
      query={{
        isPending: messages.isPending,
        isError: messages.isError && !list,
        data: list,
        refetch: messages.refetch,
      }}
      loading={t('case.thread.loading')}
      spinnerSize={18}
      error={<p>{t('case.thread.loadFailed')}</p>}
      retry={t('case.thread.retry')}
      isEmpty={(loaded) => loaded.length === 0}
      empty={<Muted>{t(canWrite ? 'case.thread.empty' : 'case.thread.emptyReadOnly')}</Muted>}
    >
      {(loaded) => (
        <Log ref={setLog} tabIndex={0} role="region" aria-label={t('case.thread.listLabel')}>
          <List data-testid="message-thread-list">
            {loaded.map((message: CaseMessage) => {
              const own = message.mine;
              const unread = !own && message.read_at === null;
              return (
                <Item key={message.id} $own={own} data-testid="message-item" data-sender={message.sender}>
                  <Meta>
                    <strong>{own ? t('case.thread.you') : otherName}</strong>
                    <time dateTime={message.created_at}>{formatMessageTime(message.created_at, language)}</time>
                    {unread && <span>· {t('case.thread.unread')}</span>}
                  </Meta>
                  <Body>{message.body}</Body>
                </Item>
              );
            })}
          </List>
        </Log>
      )}
    </QueryState>
  );

  const titleId = `${id}-title`;
  return (
    <Thread aria-labelledby={titleId} data-testid="message-thread">
      <h2 id={titleId}>{t('case.thread.title')}</h2>
      {content}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="message-announcer">
        {announcement}
      </VisuallyHidden>
      {canWrite ? (
        <MessageComposer
          value={text}
          onChange={setText}
          onSend={() => send.mutate(text.trim(), { onSuccess: () => setText('') })}
          label={t('case.thread.inputLabel')}
          sendKey="mod-enter"
          keyHint={t('case.thread.sendHint')}
          maxLength={caseMessageMaxLength}
          locale={language}
          counter={(count, max) => t('case.thread.counter', { count, max })}
          tooLong={(count, max) => t('case.thread.tooLong', { count, max })}
          emptyError={t('case.thread.emptyError')}
          sendLabel={t('case.thread.send')}
          sending={send.isPending}
          sendingLabel={t('case.thread.sending')}
          inputTestId="message-input"
          sendTestId="message-send"
          counterTestId="message-counter"
        >
          {send.isError && (
            <Alert tone="error" data-testid="message-send-error">
              <p>{apiErrorText(t, send.error)}</p>
              <p>{t('case.thread.sendFailed')}</p>
            </Alert>
          )}
        </MessageComposer>
      ) : (
        showClosedNote && <Muted data-testid="message-thread-closed">{t('case.thread.closed')}</Muted>
      )}
    </Thread>
  );
}
