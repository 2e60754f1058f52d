// The chat both pages share: the message list with clear roles, the typing indicator, failures
// with retry, the sticky composer and a polite live region that announces each finished reply once.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { advisorMaxMessageLength } from '@cc/shared-contract';
import { apiErrorMessageKey } from '@cc/shared-auth/api-errors';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonLink, VisuallyHidden, media } from '@cc/shared-ui';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { plainText } from './plain-text';
import type { ChatMessage } from './types';
import { useAutoScroll } from './useAutoScroll';
import type { ChatState } from './useChatStream';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.3; transform: translateY(0); }
  40% { opacity: 1; transform: translateY(-3px); }
`;

const Typing = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 12px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  span[aria-hidden] {
    display: inline-flex;
    gap: 4px;
  }
  span[aria-hidden] i {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: currentColor;
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span[aria-hidden] i:nth-child(2) {
    animation-delay: 0.15s;
  }
  span[aria-hidden] i:nth-child(3) {
    animation-delay: 0.3s;
  }
  ${media.reducedMotion} {
    span[aria-hidden] i {
      animation: none;
      opacity: 0.7;
    }
  }
`;

/** Sticks to the bottom of the viewport (and of the visible area above a phone's keyboard). */
const Dock = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  margin-top: 16px;
  padding: 12px 0 max(12px, env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.bg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const JumpRow = styled.div`
  display: flex;
  justify-content: center;
`;

const cannotRetry = new Set(['message_empty', 'message_too_long', 'conversation_too_long', 'summary_missing']);

interface ChatViewProps {
  chat: ChatState;
  /** Accessible name of the message list. */
  label: string;
  /** Above the messages: the AI disclosure, starter suggestions. */
  before?: ReactNode;
  /** In the dock above the composer: premium actions, the role-play banner. */
  dock?: ReactNode;
  /** Offered when the conversation has reached its limit. */
  onNewConversation?: () => void;
  summaryActions?: (message: ChatMessage) => ReactNode;
  placeholder?: string;
}

export function ChatView({ chat, label, before, dock, onNewConversation, summaryActions, placeholder }: ChatViewProps) {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const location = useLocation();
  const [language] = useLanguage();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const lastContent = chat.messages.at(-1)?.content.length ?? 0;
  const { showJump, jump } = useAutoScroll(
    endRef,
    `${chat.messages.length}:${lastContent}:${chat.streaming}`,
    chat.messages.length > 0,
  );
  const focusInput = () => inputRef.current?.focus();
  // A control that started the turn and then left the page (a suggestion) takes focus with it:
  // it goes back to the message box rather than to the top of the page.
  useEffect(() => {
    if (chat.streaming && (!document.activeElement || document.activeElement === document.body)) {
      inputRef.current?.focus();
    }
  }, [chat.streaming]);
  const failure = chat.failure;
  const errorCode = failure?.error.code;
  const sessionLost = errorCode === 'invalid_guest_token' || errorCode === 'not_authenticated';

  return (
    <div data-testid="chat">
      {before}
      <section aria-label={label}>
        <List data-testid="chat-messages">
          {chat.messages.map((message) =>
            message.id === chat.streamingId && !message.content ? null : (
              <MessageItem
                key={message.id}
                message={message}
                streaming={message.id === chat.streamingId}
                summaryActions={summaryActions}
              />
            ),
          )}
        </List>
        {chat.streaming && (
          <Typing data-testid="typing-indicator">
            <span aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            {t('chat.typing')}
          </Typing>
        )}
      </section>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {chat.announcement ? t('chat.announce', { text: plainText(chat.announcement) }) : ''}
      </VisuallyHidden>
      <Dock>
        {showJump && (
          <JumpRow>
            <Button $variant="secondary" onClick={jump}>
              {t('chat.jumpToLatest')}
            </Button>
          </JumpRow>
        )}
        {failure && (
          <Alert
            tone="error"
            data-testid="chat-error"
            actions={
              <>
                {!cannotRetry.has(failure.error.code) && !sessionLost && (
                  <Button
                    onClick={() => {
                      chat.retry();
                      focusInput();
                    }}
                  >
                    {t('errors.retry')}
                  </Button>
                )}
                {errorCode === 'conversation_too_long' && onNewConversation && (
                  <Button onClick={onNewConversation}>{t('errors.newConversation')}</Button>
                )}
                {sessionLost && (
                  <ButtonLink to="/auth" state={{ from: `${location.pathname}${location.search}` }}>
                    {t('errors.signIn')}
                  </ButtonLink>
                )}
                <Button $variant="ghost" onClick={chat.dismissFailure}>
                  {t('errors.dismiss')}
                </Button>
              </>
            }
          >
            <p>
              {errorCode === 'message_too_long'
                ? t('composer.tooLong', { max: new Intl.NumberFormat(language).format(advisorMaxMessageLength) })
                : t(apiErrorMessageKey(failure.error))}
            </p>
          </Alert>
        )}
        {dock}
        <Composer
          ref={inputRef}
          value={chat.draft}
          onChange={chat.setDraft}
          streaming={chat.streaming}
          placeholder={placeholder}
          onSend={() => {
            chat.sendDraft();
            focusInput();
          }}
          onStop={() => {
            chat.stop();
            focusInput();
          }}
        />
      </Dock>
      <div ref={endRef} />
    </div>
  );
}
