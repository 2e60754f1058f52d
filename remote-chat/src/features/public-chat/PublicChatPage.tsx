import { useState } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { AiDisclosure } from '../../common/chat/AiDisclosure';
import { ChatToolbar } from '../../common/chat/ChatToolbar';
import { ChatView } from '../../common/chat/ChatView';
import { Suggestions } from '../../common/chat/Suggestions';
import { useChatStream } from '../../common/chat/useChatStream';
import { ChatIntro, ChatPage, TitleBar } from '../../common/components/ChatPage';
import { publicTurnRequest, readPublicChat, writePublicChat } from './api/public-chat';
import { PremiumTeaser } from './PremiumTeaser';

/** The public advisor: anyone, no account; the conversation stays in this browser tab. */
export default function PublicChatPage() {
  const { t } = useTranslation('chat');
  const [language] = useLanguage();
  const { user } = useAuth();
  const [initialMessages] = useState(readPublicChat);
  const chat = useChatStream({
    initialMessages,
    request: (turn, before) => publicTurnRequest(turn, before, language),
    withSession: Boolean(user),
    onMessages: writePublicChat,
  });
  const empty = chat.messages.length === 0;

  return (
    <ChatPage $frame>
      <TitleBar>
        <h1>{t('public.title')}</h1>
        <ChatToolbar
          messages={chat.messages}
          title={t('public.title')}
          onNew={() => chat.reset()}
          onDelete={() => chat.reset()}
        />
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
            <AiDisclosure storage="public" />
            {empty && (
              <Suggestions
                disabled={chat.streaming}
                onPick={(text) => void chat.send({ action: 'reply', message: text })}
              />
            )}
            <PremiumTeaser />
          </>
        }
        onNewConversation={() => chat.reset()}
      />
    </ChatPage>
  );
}
