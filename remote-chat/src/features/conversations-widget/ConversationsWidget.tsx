// The dashboard's view of the premium advisor: the caller's conversations (latest first; open,
// delete). Nothing for anonymous visitors. (Requests for a human expert are remote-expert's cases
// widget, above this one on the dashboard.)
import { useRef } from 'react';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useTranslation } from '@cc/shared-i18n';
import { useConversationDeletion, useConversationRowTexts } from '../../common/components/conversation-row';
import { ButtonLink, Card, DividedList, showToast } from '@cc/shared-ui';
import { DeletableRow, QueryState } from '@cc/shared-ui/forms';
import { conversationHref } from '../../common/api/advisor';
import { useConversations, usePremiumIdentity } from '../../common/api/queries';

const Widget = styled(Card).attrs({ as: 'section' })`
  margin-top: 24px;
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`;

const List = DividedList;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

export function ConversationsWidget() {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const rowTexts = useConversationRowTexts();
  const { premium, loading } = usePremiumIdentity();
  const conversations = useConversations();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const deletion = useConversationDeletion({
    onDeleted: () => {
      void showToast(t('transcript.deleted'), 'success');
      titleRef.current?.focus();
    },
  });

  if (loading || !premium) return null;

  const errorText = (error: unknown) => apiErrorText(t, error);

  const list = (
    <QueryState
      query={conversations}
      loading={t('list.loading')}
      spinnerSize={18}
      error={<p>{errorText(conversations.error)}</p>}
      retry={t('errors.retry')}
      isEmpty={(items) => items.length === 0}
      empty={
        <div data-testid="conversations-widget-empty">
          <p>{t('widget.empty')}</p>
          <ButtonLink to="/chat-advisor">{t('widget.start')}</ButtonLink>
        </div>
      }
    >
      {(items) => (
        <List data-testid="conversations-widget-list">
          {items.map((conversation) => {
            const texts = rowTexts.of(conversation);
            return (
              <DeletableRow
                key={conversation.id}
                data-testid={`conversations-widget-item-${conversation.id}`}
                actions={
                  <ButtonLink
                    to={conversationHref(conversation.id)}
                    variant="secondary"
                    aria-label={t('list.openLabel', { title: conversation.title })}
                  >
                    {t('widget.open')}
                  </ButtonLink>
                }
                {...texts.deleteTexts}
                {...deletion.rowProps(conversation.id)}
              >
                <div>
                  <p>
                    <strong>{conversation.title}</strong>
                  </p>
                  <Muted>{texts.meta}</Muted>
                </div>
              </DeletableRow>
            );
          })}
        </List>
      )}
    </QueryState>
  );

  return (
    <Widget aria-labelledby="conversations-widget-title" data-testid="conversations-widget">
      <h2 id="conversations-widget-title" ref={titleRef} tabIndex={-1}>
        {t('widget.title')}
      </h2>
      {list}
    </Widget>
  );
}

export default ConversationsWidget;
