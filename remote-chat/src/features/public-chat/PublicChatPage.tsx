import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { type AdvisorResultContext, advisorLinkState } from '@cc/shared-contract';
import { useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Spinner } from '@cc/shared-ui';
import { AiDisclosure } from '../../common/chat/AiDisclosure';
import { ChatToolbar } from '../../common/chat/ChatToolbar';
import { ChatView } from '../../common/chat/ChatView';
import { Suggestions } from '../../common/chat/Suggestions';
import { useChatStream } from '../../common/chat/useChatStream';
import { ChatIntro, ChatPage, TitleBar } from '../../common/components/ChatPage';
import { ActionRow, HandoffSheet } from '../../common/handoff/layout';
import {
  historyOf,
  publicTurnRequest,
  readPublicChat,
  readPublicResult,
  writePublicChat,
  writePublicResult,
} from './api/public-chat';
import { PremiumTeaser } from './PremiumTeaser';

// Loaded with the query client when the visitor opens it: /chat itself stays light.
const HandoffPanel = lazy(() => import('../../common/handoff/ProvidedHandoffPanel'));

const ResultNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.surface};
`;

/** The result a result page's link handed over (router state), else the one this tab kept. */
function initialResult(state: unknown): AdvisorResultContext | null {
  const handed = advisorLinkState.safeParse(state);
  return handed.success ? handed.data.advisorResult : readPublicResult();
}

/** The public advisor: anyone, no account; the conversation stays in this browser tab. */
export default function PublicChatPage() {
  const { t } = useTranslation('chat');
  const [language] = useLanguage();
  const { user } = useAuth();
  const location = useLocation();
  const [initialMessages] = useState(readPublicChat);
  const [result, setResult] = useState(() => initialResult(location.state));
  const [handoffOpen, setHandoffOpen] = useState(false);
  useEffect(() => writePublicResult(result), [result]);
  const chat = useChatStream({
    initialMessages,
    request: (turn, before) => publicTurnRequest(turn, before, language, result),
    withSession: Boolean(user),
    onMessages: writePublicChat,
  });
  const empty = chat.messages.length === 0;
  const clear = () => {
    chat.reset();
    setResult(null);
    setHandoffOpen(false);
  };
  // Drafted from the whole conversation: not while a reply is still coming in.
  const openHandoff = () => !chat.streaming && setHandoffOpen(true);
  useDocumentTitle(t('public.title'));

  return (
    <ChatPage $frame>
      <TitleBar>
        <h1>{t('public.title')}</h1>
        <ChatToolbar messages={chat.messages} title={t('public.title')} onNew={clear} onDelete={clear} />
      </TitleBar>
      <ChatView
        chat={chat}
        label={t('chat.logLabel')}
        before={
          <>
            <ChatIntro>
              <p className="lead">{t('public.lead')}</p>
              <p>{t('public.storage')}</p>
            </ChatIntro>
            {/* Right under the intro: whole on screen as the chat opens, on a phone too (#25). */}
            {empty && (
              <Suggestions
                disabled={chat.streaming}
                onPick={(text) => void chat.send({ action: 'reply', message: text })}
              />
            )}
            {result && (
              <ResultNote data-testid="chat-result-context">
                <span>{t(`public.result.${result.type}`)}</span>
                <Button $variant="ghost" onClick={() => setResult(null)}>
                  {t('public.result.remove')}
                </Button>
              </ResultNote>
            )}
            <AiDisclosure storage="public" />
            <PremiumTeaser />
          </>
        }
        after={
          handoffOpen ? (
            <HandoffSheet
              data-testid="handoff-sheet"
              onKeyDown={(event) => {
                if (event.key === 'Escape') setHandoffOpen(false);
              }}
            >
              <Suspense fallback={<Spinner $size={20} />}>
                <HandoffPanel
                  source={{
                    kind: 'public',
                    history: historyOf(chat.messages),
                    lang: language,
                    ...(result ? { result } : {}),
                  }}
                  onClose={() => setHandoffOpen(false)}
                />
              </Suspense>
            </HandoffSheet>
          ) : null
        }
        dock={
          <ActionRow role="group" aria-label={t('actions.label')}>
            <Button
              $variant="secondary"
              aria-disabled={chat.streaming}
              aria-expanded={handoffOpen}
              onClick={openHandoff}
              data-testid="public-handoff"
            >
              {t('actions.handoff')}
            </Button>
          </ActionRow>
        }
        onNewConversation={clear}
        onHandoff={openHandoff}
        composerHidden={handoffOpen}
      />
    </ChatPage>
  );
}
