import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { AdvisorMode, AdvisorPhase } from '@cc/shared-contract';
import { useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Spinner } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { advisorKeys } from '../../common/api/advisor';
import { useDeleteConversation } from '../../common/api/queries';
import { AiDisclosure } from '../../common/chat/AiDisclosure';
import { ChatToolbar } from '../../common/chat/ChatToolbar';
import { ChatView } from '../../common/chat/ChatView';
import { Suggestions } from '../../common/chat/Suggestions';
import type { ChatMessage } from '../../common/chat/types';
import { useChatStream } from '../../common/chat/useChatStream';
import { ChatIntro, ChatPage, TitleBar } from '../../common/components/ChatPage';
import { HandoffPanel } from '../../common/handoff/HandoffPanel';
import { ActionRow, HandoffSheet } from '../../common/handoff/layout';
import {
  premiumTurnRequest,
  toChatMessages,
  useConversation,
  useCreateConversation,
  useMailSummary,
} from './api/conversations';
import { ConversationList } from './components/ConversationList';
import { MemoryPanel } from './components/MemoryPanel';
import { PhaseProgress } from './components/PhaseProgress';
import { PremiumGate } from './components/PremiumGate';
import { RoleplayStart } from './components/RoleplayStart';

const Panels = styled.div`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  details {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    padding: 0 16px;
  }
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    cursor: pointer;
  }
  details[open] {
    padding-bottom: 12px;
  }
`;

const RoleplayBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 12px;
  padding: 6px 6px 6px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px dashed ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
    flex: 1 1 12rem;
  }
`;

/** Takes the place of the chat while a stored conversation loads or cannot be opened. */
const Placeholder = styled.div`
  flex: 1;
  padding-top: 20px;
`;

/** The premium advisor: the gate for anonymous visitors, the structured session for users and guests. */
export default function AdvisorChatPage() {
  const { t } = useTranslation('chat');
  const { loading, user, isGuestUser } = useAuth();
  // The gate and the session have the same h1 (and the conversation's own title stays private).
  useDocumentTitle(t('advisor.title'));
  if (!loading && (user || isGuestUser)) return <PremiumAdvisor />;
  return (
    <ChatPage>
      <h1>{t('advisor.title')}</h1>
      <p className="lead">{t('advisor.lead')}</p>
      {loading ? (
        <p role="status">
          <Spinner $size={20} /> {t('advisor.loading')}
        </p>
      ) : (
        <PremiumGate />
      )}
    </ChatPage>
  );
}

function PremiumAdvisor() {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const [language] = useLanguage();
  const { user, identity } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const urlId = params.get('c');
  const conversation = useConversation(urlId);
  const create = useCreateConversation();
  const removal = useDeleteConversation();
  const mail = useMailSummary();
  // The conversation the chat shows, and the one whose stored messages it has loaded.
  const activeId = useRef<string | null>(null);
  const loadedId = useRef<string | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [phase, setPhase] = useState<AdvisorPhase>('situation');
  const [mode, setMode] = useState<AdvisorMode>('coach');
  const [target, setTarget] = useState<AdvisorPhase | null>(null);
  const [panel, setPanel] = useState<'roleplay' | 'handoff' | null>(null);
  const [memoryOpen, setMemoryOpen] = useState(false);

  const chat = useChatStream({
    request: async (turn) => {
      let id = activeId.current;
      if (!id) {
        const created = await create.mutateAsync(language);
        id = created.id;
        activeId.current = id;
        loadedId.current = id;
        setConversationId(id);
        setParams({ c: id }, { replace: true });
      }
      return premiumTurnRequest(id, turn, language, target);
    },
    withSession: Boolean(user),
    onDone: (result) => {
      setPhase(result.phase);
      setMode(result.mode);
      setTarget(null);
      void queryClient.invalidateQueries({ queryKey: advisorKeys.conversations(identity) });
    },
  });
  const { reset } = chat;
  const { reset: resetMail } = mail;

  const clear = useCallback(() => {
    reset();
    setPhase('situation');
    setMode('coach');
    setTarget(null);
    setPanel(null);
    resetMail();
  }, [reset, resetMail]);

  // Another conversation was opened (the list, a dashboard link, the back button) or none.
  useEffect(() => {
    if (urlId === activeId.current) return;
    // The cached copy of the one left behind lacks this visit's turns: fetched anew when it is opened again.
    if (activeId.current) queryClient.removeQueries({ queryKey: advisorKeys.conversation(identity, activeId.current) });
    activeId.current = urlId;
    loadedId.current = null;
    setConversationId(urlId);
    clear();
  }, [urlId, clear, queryClient, identity]);

  // Its stored messages arrived.
  const data = conversation.data;
  useEffect(() => {
    if (!data || data.id !== activeId.current || loadedId.current === data.id) return;
    loadedId.current = data.id;
    reset(toChatMessages(data));
    setPhase(data.phase);
    setMode(data.mode);
  }, [data, reset]);

  // A reply's handoff link opened in a new tab or from elsewhere (`advisorHandoffPath`): open the
  // handoff here, then drop the flag so a reload or the back button does not open it again.
  useEffect(() => {
    if (params.get('handoff') !== '1') return;
    setPanel('handoff');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('handoff');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const open = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });

  const summaryActions = (message: ChatMessage) =>
    conversationId && message.summary ? (
      <>
        <Button
          $variant="secondary"
          aria-disabled={mail.isPending}
          onClick={() => !mail.isPending && mail.mutate(conversationId)}
        >
          {t('summary.mail')}
        </Button>
        {mail.isSuccess && (
          <div style={{ marginTop: 8 }}>
            <Alert tone="success">
              <p>{t('summary.mailed')}</p>
            </Alert>
          </div>
        )}
        {mail.isError && (
          <div style={{ marginTop: 8 }}>
            <Alert tone="error">
              <p>{apiErrorText(t, mail.error)}</p>
            </Alert>
          </div>
        )}
      </>
    ) : null;

  const hasMessages = chat.messages.some((message) => message.role === 'user');
  const busy = chat.streaming;
  const openHandoff = () => !busy && setPanel('handoff');
  const notFound = urlId && conversation.isError;
  const title = data?.id === conversationId && data ? data.title : t('advisor.title');

  const dock = (
    <>
      {mode === 'roleplay' && (
        <RoleplayBanner role="status" data-testid="roleplay-banner">
          <p>{t('roleplay.active')}</p>
          <Button
            $variant="secondary"
            aria-disabled={busy}
            onClick={() => !busy && void chat.send({ action: 'roleplay_feedback' })}
          >
            {t('roleplay.feedback')}
          </Button>
        </RoleplayBanner>
      )}
      <ActionRow role="group" aria-label={t('actions.label')}>
        <Button
          $variant="secondary"
          aria-disabled={busy || !hasMessages}
          onClick={() => !busy && hasMessages && void chat.send({ action: 'summary' })}
        >
          {t('actions.summary')}
        </Button>
        {mode !== 'roleplay' && (
          <Button $variant="secondary" aria-disabled={busy} onClick={() => !busy && setPanel('roleplay')}>
            {t('actions.roleplay')}
          </Button>
        )}
        <Button $variant="secondary" aria-disabled={busy} onClick={openHandoff}>
          {t('actions.handoff')}
        </Button>
      </ActionRow>
    </>
  );

  return (
    <ChatPage $frame>
      <TitleBar>
        <h1>{t('advisor.title')}</h1>
        <ChatToolbar
          messages={chat.messages}
          title={title}
          onNew={() => open(null)}
          onDelete={async () => {
            if (activeId.current) await removal.mutateAsync(activeId.current);
            open(null);
            clear();
          }}
        />
      </TitleBar>
      {notFound ? (
        <Placeholder>
          <Alert tone="error" actions={<Button onClick={() => open(null)}>{t('transcript.new')}</Button>}>
            <p>{apiErrorText(t, conversation.error)}</p>
          </Alert>
        </Placeholder>
      ) : urlId && conversation.isPending ? (
        <Placeholder>
          <p role="status">
            <Spinner $size={20} /> {t('advisor.loadingConversation')}
          </p>
        </Placeholder>
      ) : (
        <ChatView
          chat={chat}
          label={t('chat.logLabel')}
          before={
            <>
              <ChatIntro>
                <p className="lead">{t('advisor.lead')}</p>
              </ChatIntro>
              {/* Right under the intro: whole on screen as the chat opens, on a phone too (#25). */}
              {!hasMessages && !busy && (
                <Suggestions onPick={(text) => void chat.send({ action: 'reply', message: text })} />
              )}
              <Panels>
                <details data-testid="conversations-panel">
                  <summary>{t('list.title')}</summary>
                  <ConversationList
                    activeId={conversationId}
                    onOpen={(id) => open(id)}
                    onDeleted={(id) => {
                      if (id === null || id === activeId.current) open(null);
                    }}
                  />
                </details>
                <details data-testid="memory-details" onToggle={(event) => setMemoryOpen(event.currentTarget.open)}>
                  <summary>{t('memory.title')}</summary>
                  <MemoryPanel open={memoryOpen} />
                </details>
              </Panels>
              <AiDisclosure storage="premium" />
              <div style={{ marginBottom: 16 }}>
                <PhaseProgress phase={phase} target={target} onJump={setTarget} />
              </div>
            </>
          }
          after={
            panel === 'roleplay' ? (
              <div style={{ marginTop: 16 }}>
                <RoleplayStart
                  onCancel={() => setPanel(null)}
                  onStart={(text) => {
                    setPanel(null);
                    void chat.send({ action: 'roleplay_start', message: text });
                  }}
                />
              </div>
            ) : panel === 'handoff' ? (
              <HandoffSheet
                data-testid="handoff-sheet"
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setPanel(null);
                }}
              >
                <HandoffPanel source={{ kind: 'premium', conversationId }} onClose={() => setPanel(null)} />
              </HandoffSheet>
            ) : null
          }
          dock={dock}
          onNewConversation={() => open(null)}
          summaryActions={summaryActions}
          onHandoff={openHandoff}
          composerHidden={panel === 'handoff'}
        />
      )}
    </ChatPage>
  );
}
