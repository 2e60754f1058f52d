// The dashboard's view of the premium advisor: the caller's conversations (latest first; open,
// delete) and their requests for a human expert with the status. Nothing for anonymous visitors.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FunctionError } from '@cc/shared-auth';
import { apiErrorMessageKey } from '@cc/shared-auth/api-errors';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  ButtonRow,
  Card,
  DividedList,
  Spinner,
  SplitRow,
  showToast,
} from '@cc/shared-ui';
import { conversationHref } from '../../common/api/advisor';
import {
  useConversations,
  useDeleteConversation,
  useExpertRequests,
  usePremiumIdentity,
} from '../../common/api/queries';

const Widget = styled(Card).attrs({ as: 'section' })`
  margin-top: 24px;
  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 20px 0 4px;
  }
`;

const List = DividedList;
const Row = SplitRow;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

export function ConversationsWidget() {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const [language] = useLanguage();
  const { premium, loading } = usePremiumIdentity();
  const conversations = useConversations();
  const requests = useExpertRequests();
  const removal = useDeleteConversation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  if (loading || !premium) return null;

  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const errorText = (error: unknown) => t(apiErrorMessageKey(error instanceof FunctionError ? error : null));

  let list;
  if (conversations.isPending) {
    list = (
      <p role="status">
        <Spinner $size={18} /> {t('list.loading')}
      </p>
    );
  } else if (conversations.isError) {
    list = (
      <Alert tone="error" actions={<Button onClick={() => void conversations.refetch()}>{t('errors.retry')}</Button>}>
        <p>{errorText(conversations.error)}</p>
      </Alert>
    );
  } else if (conversations.data.length === 0) {
    list = (
      <div data-testid="conversations-widget-empty">
        <p>{t('widget.empty')}</p>
        <ButtonLink to="/chat-advisor">{t('widget.start')}</ButtonLink>
      </div>
    );
  } else {
    list = (
      <List data-testid="conversations-widget-list">
        {conversations.data.map((conversation) => (
          <li key={conversation.id} data-testid={`conversations-widget-item-${conversation.id}`}>
            <Row>
              <div>
                <p>
                  <strong>{conversation.title}</strong>
                </p>
                <Muted>
                  {t('list.meta', {
                    date: dateOf(conversation.updated_at),
                    phase: t(`phases.names.${conversation.phase}`),
                  })}
                </Muted>
              </div>
              <ButtonRow>
                <ButtonLink
                  to={conversationHref(conversation.id)}
                  variant="secondary"
                  aria-label={t('list.openLabel', { title: conversation.title })}
                >
                  {t('widget.open')}
                </ButtonLink>
                <Button
                  $variant="ghost"
                  onClick={() => {
                    removal.reset();
                    setConfirming(conversation.id);
                  }}
                  aria-label={t('list.deleteLabel', { title: conversation.title })}
                >
                  {t('list.delete')}
                </Button>
              </ButtonRow>
            </Row>
            {confirming === conversation.id && (
              <div style={{ marginTop: 8 }}>
                <Alert
                  tone="info"
                  actions={
                    <>
                      <Button
                        $variant="danger"
                        aria-disabled={removal.isPending}
                        onClick={() =>
                          !removal.isPending &&
                          removal.mutate(conversation.id, {
                            onSuccess: () => {
                              setConfirming(null);
                              void showToast(t('transcript.deleted'), 'success');
                              titleRef.current?.focus();
                            },
                          })
                        }
                      >
                        {t('transcript.confirmYes')}
                      </Button>
                      <Button $variant="ghost" onClick={() => setConfirming(null)}>
                        {t('transcript.cancel')}
                      </Button>
                    </>
                  }
                >
                  <p>{t('transcript.confirm')}</p>
                  {removal.isError && <p role="alert">{errorText(removal.error)}</p>}
                </Alert>
              </div>
            )}
          </li>
        ))}
      </List>
    );
  }

  return (
    <Widget aria-labelledby="conversations-widget-title" data-testid="conversations-widget">
      <h2 id="conversations-widget-title" ref={titleRef} tabIndex={-1}>
        {t('widget.title')}
      </h2>
      {list}
      {requests.isSuccess && requests.data.length > 0 && (
        <section aria-labelledby="expert-requests-title" data-testid="expert-requests">
          <h3 id="expert-requests-title">{t('widget.requests')}</h3>
          <List>
            {requests.data.map((request) => (
              <li key={request.id}>
                <Row>
                  <div>
                    <p>
                      <strong>{request.topic}</strong>
                    </p>
                    <Muted>{t('widget.requestDate', { date: dateOf(request.created_at) })}</Muted>
                  </div>
                  <Badge $tone={request.status === 'neu' ? 'accent' : 'neutral'}>
                    {t(`handoff.statuses.${request.status}`)}
                  </Badge>
                </Row>
              </li>
            ))}
          </List>
        </section>
      )}
      {requests.isError && <Muted role="alert">{t('widget.requestsFailed')}</Muted>}
    </Widget>
  );
}

export default ConversationsWidget;
