import { useRef, useState } from 'react';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import { caseLimits } from '@cc/shared-domain';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge, Button } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { useAcceptCase, useDeclineCase, type CaseSummary } from '../api/cases';
import { inboxNamespace } from '../texts';
import { ReasonForm } from './ReasonForm';
import { RequestFacts } from './RequestFacts';

/** Why an entry left the inbox: the expert took it, declined it, or another expert was faster. */
export type InboxOutcome = 'accepted' | 'declined' | 'hidden' | 'taken';

interface InboxEntryProps {
  item: CaseSummary;
  userId: string | undefined;
  onDone: (item: CaseSummary, outcome: InboxOutcome) => void;
}

/** One request in the inbox: what the client asked for, accept, or decline with a reason. */
export function InboxEntry({ item, userId, onDone }: InboxEntryProps) {
  const { t } = useTranslation(inboxNamespace);
  const [language] = useLanguage();
  const accept = useAcceptCase(item.id);
  const decline = useDeclineCase(item.id);
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const addressed = Boolean(userId) && item.addressed_to === userId;
  const titleId = `inbox-item-${item.id}`;

  const failed = (error: unknown) => {
    if (hasErrorCode(error, 'case_taken')) onDone(item, 'taken');
  };
  const showError = (error: unknown) => (error && !hasErrorCode(error, 'case_taken') ? apiErrorText(t, error) : null);

  return (
    <li data-testid="inbox-item" aria-labelledby={titleId}>
      <Stack $gap={3}>
        <div>
          <Badge $tone={addressed ? 'accent' : 'neutral'}>{t(addressed ? 'inbox.addressed' : 'inbox.open')}</Badge>
        </div>
        <h3 id={titleId}>{item.topic}</h3>
        <p>
          {item.client_name ? `${t('inbox.from', { name: item.client_name })} · ` : ''}
          {t('inbox.received', { date: formatDate(item.created_at, language) })}
        </p>
        <RequestFacts request={item} />
        <p>{t('inbox.contactHidden')}</p>
        {!declining && accept.isError && showError(accept.error) && (
          <Alert tone="error">
            <p>{showError(accept.error)}</p>
          </Alert>
        )}
        {!declining && (
          <ButtonRow>
            <Button
              data-testid="accept-case"
              aria-describedby={titleId}
              disabled={accept.isPending}
              onClick={() => accept.mutate(undefined, { onSuccess: () => onDone(item, 'accepted'), onError: failed })}
            >
              {t(accept.isPending ? 'inbox.accepting' : 'inbox.accept')}
            </Button>
            <Button
              ref={declineButton}
              $variant="secondary"
              data-testid="decline-case"
              aria-describedby={titleId}
              onClick={() => setDeclining(true)}
            >
              {t('inbox.decline')}
            </Button>
          </ButtonRow>
        )}
        {declining && (
          <ReasonForm
            data-testid="decline-case-form"
            title={t('decline.title')}
            label={t('decline.reasonLabel')}
            hint={t(addressed ? 'decline.hintAddressed' : 'decline.hintOpen')}
            submitLabel={t('decline.submit')}
            requiredMessage={t('decline.reasonRequired')}
            tooLongKey="decline.tooLong"
            max={caseLimits.reason.max}
            pending={decline.isPending}
            error={showError(decline.error)}
            refused={decline.error}
            field="reason"
            focusOnOpen
            submitVariant="danger"
            onSubmit={(reason) =>
              decline.mutate(reason, {
                onSuccess: () => onDone(item, addressed ? 'declined' : 'hidden'),
                onError: failed,
              })
            }
            cancelLabel={t('decline.cancel')}
            onCancel={() => {
              setDeclining(false);
              decline.reset();
              requestAnimationFrame(() => declineButton.current?.focus());
            }}
          />
        )}
      </Stack>
    </li>
  );
}
