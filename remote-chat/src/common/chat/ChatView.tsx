// The chat both pages share, laid out like a messenger: one scroll area (the AI disclosure at its
// top, then the messages with clear roles and the typing indicator) and below it the dock with
// failures and retry, the page's actions and the composer, always on screen. A polite live region
// announces each finished reply once.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { advisorHandoffPath, advisorMaxMessageLength } from '@cc/shared-contract';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, VisuallyHidden, media } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import { plainText } from './plain-text';
import type { ChatMessage } from './types';
import { useAutoScroll } from './useAutoScroll';
import { useClearOfFocus } from './useClearOfFocus';
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

/** Fills the rest of the chat page: the log takes what the dock leaves. */
const Frame = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

/** The bottom padding of the chat's scroll area (a form in it that sticks to its bottom needs it). */
export const logPaddingBottom = 16;

/** The one scroll area of the chat; scrolling it never drags the page along. */
const Log = styled.section`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 4px ${logPaddingBottom}px;
  margin: 0 -4px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: -2px;
  }
`;

/** Below the log: failures, the page's actions and the composer (above a phone's home bar). */
const Dock = styled.div`
  flex: none;
  position: relative;
  padding: 10px 0 max(12px, env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.bg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Floats just above the dock, over the end of the log; steps aside (`$covering`) from what it would cover. */
const JumpRow = styled.div<{ $covering: boolean }>`
  position: absolute;
  visibility: ${({ $covering }) => ($covering ? 'hidden' : 'visible')};
  left: 0;
  right: 0;
  bottom: calc(100% + 8px);
  display: flex;
  justify-content: center;
  pointer-events: none;
  button {
    pointer-events: auto;
    box-shadow: ${({ theme }) => theme.shadow.popover};
  }
`;

const cannotRetry = new Set(['message_empty', 'message_too_long', 'conversation_too_long', 'summary_missing']);

interface ChatViewProps {
  chat: ChatState;
  /** Accessible name of the message list. */
  label: string;
  /** At the top of the scroll area: the AI disclosure, starter suggestions. */
  before?: ReactNode;
  /** At the end of the scroll area, after the messages: forms the page opens (role-play, handoff). */
  after?: ReactNode;
  /** In the dock above the composer: premium actions, the role-play banner. */
  dock?: ReactNode;
  /** Offered when the conversation has reached its limit. */
  onNewConversation?: () => void;
  summaryActions?: (message: ChatMessage) => ReactNode;
  placeholder?: string;
  /**
   * The page's own handoff (its action row offers it): a reply's "talk to an expert" link opens
   * it here instead of leaving the conversation for the premium page.
   */
  onHandoff?: () => void;
  /**
   * While the page's handoff form is open the composer steps aside: on a 1280×720 screen it took a
   * sixth of the height from the form and put a second send button beside the form's. The draft
   * stays in the chat's state and is back when the form closes.
   */
  composerHidden?: boolean;
}

/** A plain click (no new tab or window asked for) on a link to the handoff. */
const isHandoffClick = (event: MouseEvent) =>
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  event.target instanceof Element &&
  event.target.closest('a')?.getAttribute('href') === advisorHandoffPath;

export function ChatView({
  chat,
  label,
  before,
  after,
  dock,
  onNewConversation,
  summaryActions,
  placeholder,
  onHandoff,
  composerHidden = false,
}: ChatViewProps) {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const location = useLocation();
  const [language] = useLanguage();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLElement>(null);
  const lastContent = chat.messages.at(-1)?.content.length ?? 0;
  const { showJump, jump } = useAutoScroll(
    logRef,
    `${chat.messages.length}:${lastContent}:${chat.streaming}:${chat.failure ? 1 : 0}`,
    chat.messages.length > 0,
  );
  const jumpRef = useRef<HTMLDivElement>(null);
  const jumpCovers = useClearOfFocus(logRef, jumpRef, showJump);
  const focusInput = () => inputRef.current?.focus();
  // The chat fills the visible height below the header: a page reached from a scrolled one (the
  // guest form) would otherwise start at the footer with the chat above the screen.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, []);
  // A control that started the turn and then left the page (a suggestion) takes focus with it:
  // it goes back to the message box rather than to the top of the page.
  useEffect(() => {
    if (!chat.streaming) return;
    if (!document.activeElement || document.activeElement === document.body) inputRef.current?.focus();
    // Whoever starts a turn (sending, a suggestion, a summary) wants to see it and the reply.
    jump();
  }, [chat.streaming, jump]);
  const failure = chat.failure;
  const errorCode = failure?.error.code;
  const sessionLost = errorCode === 'invalid_guest_token' || errorCode === 'not_authenticated';

  return (
    <Frame data-testid="chat">
      {/* Focusable so that keyboard users can scroll it; named so that it is a landmark to jump to. */}
      <Log
        ref={logRef}
        aria-label={label}
        tabIndex={0}
        data-testid="chat-log"
        // In the capture phase: the router's link sees the click as handled and stays put.
        onClickCapture={(event) => {
          if (!onHandoff || !isHandoffClick(event)) return;
          event.preventDefault();
          onHandoff();
        }}
      >
        {before}
        <List data-testid="chat-messages">
          {chat.messages.map((message) =>
            message.id === chat.streamingId && !message.content ? null : (
              <MessageItem
                key={message.id}
                message={message}
                streaming={message.id === chat.streamingId}
                summaryActions={summaryActions}
                handoffInPage={Boolean(onHandoff)}
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
        {after}
      </Log>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {chat.announcement ? t('chat.announce', { text: plainText(chat.announcement) }) : ''}
      </VisuallyHidden>
      {/* Toasts keep clear of the composer and the actions (shared-ui toast-placement). */}
      <Dock data-toast-clear="">
        {showJump && (
          <JumpRow ref={jumpRef} $covering={jumpCovers}>
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
                : apiErrorText(t, failure.error)}
            </p>
          </Alert>
        )}
        {dock}
        {!composerHidden && (
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
        )}
      </Dock>
    </Frame>
  );
}
