import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAuth } from '@cc/shared-auth';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import {
  caseLimits,
  casePaths,
  messagingCaseStatuses,
  schedulingCaseStatuses,
  type AppointmentKind,
} from '@cc/shared-domain';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card } from '@cc/shared-ui';
import { Alert, ButtonRow, QueryState, Stack } from '@cc/shared-ui/forms';
import { useCancelCase, useCase } from '../../common/case/api';
import { CaseStatusBadge } from '../../common/case/CaseStatusBadge';
import { MessageThread } from '../../common/case/MessageThread';
import { PortalPage } from '../../common/components/PortalPage';
import { useAcceptCase, useCloseCase, type CaseDetail } from './api/cases';
import { ApprovedExpert } from './components/ApprovedExpert';
import { CaseAppointments } from './components/CaseAppointments';
import { CaseHistory } from './components/CaseHistory';
import { CaseNotes } from './components/CaseNotes';
import { Facts } from '../../common/components/Facts';
import { ReasonForm } from './components/ReasonForm';
import { RequestFacts } from './components/RequestFacts';
import { inboxNamespace } from './texts';

const caseTitleId = 'case-title';
/** Moves focus to the page's heading (after accepting in the inbox, closing, cancelling). */
const focusCaseTitle = () => requestAnimationFrame(() => document.getElementById(caseTitleId)?.focus());

function CaseView({ detail, focusTitle }: { detail: CaseDetail; focusTitle: () => void }) {
  const { t } = useTranslation(inboxNamespace);
  const [language] = useLanguage();
  const item = detail.case;
  // What the workflow lets this expert do now (the api's shared-domain caseActionsFor).
  const { actions } = detail;
  const accept = useAcceptCase(item.id);
  const close = useCloseCase(item.id);
  const cancel = useCancelCase(item.id);
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { user } = useAuth();
  // Accepted by this expert: appointments, notes and the history in the first person.
  const assigned = item.accepted_at !== null && item.expert?.id === user?.id;
  const preferredKind: AppointmentKind = item.format === 'in_person' ? 'in_person' : 'online';

  const ended = (text: string) => {
    setNotice(text);
    focusTitle();
  };

  return (
    <Stack $gap={6}>
      <Card as="section" aria-labelledby="case-details-title" data-testid="case-details">
        <Stack $gap={4}>
          <p>
            {t('case.status')}: <CaseStatusBadge status={item.status} data-testid="case-status" />
          </p>
          {notice && (
            <Alert tone="success">
              <p>{notice}</p>
            </Alert>
          )}
          <h2 id="case-details-title">{t('case.details')}</h2>
          <p>{t('case.received', { date: formatDate(item.created_at, language) })}</p>
          <RequestFacts request={item} />
          {(item.outcome || item.decline_reason || item.cancel_reason) && (
            <Facts>
              {item.outcome && (
                <>
                  <dt>{t('case.outcome')}</dt>
                  <dd>{item.outcome}</dd>
                </>
              )}
              {item.decline_reason && (
                <>
                  <dt>{t('case.declineReason')}</dt>
                  <dd>{item.decline_reason}</dd>
                </>
              )}
              {item.cancel_reason && (
                <>
                  <dt>{t('case.cancelReason')}</dt>
                  <dd>{item.cancel_reason}</dd>
                </>
              )}
            </Facts>
          )}
          {actions.includes('accept') && (
            <>
              {accept.isError && (
                <Alert tone="error">
                  <p>
                    {hasErrorCode(accept.error, 'case_taken')
                      ? t('inbox.taken', { topic: item.topic })
                      : apiErrorText(t, accept.error)}
                  </p>
                </Alert>
              )}
              <ButtonRow>
                <Button
                  data-testid="accept-case"
                  disabled={accept.isPending}
                  onClick={() =>
                    accept.mutate(undefined, { onSuccess: () => ended(t('inbox.accepted', { topic: item.topic })) })
                  }
                >
                  {t('case.accept')}
                </Button>
              </ButtonRow>
            </>
          )}
        </Stack>
      </Card>

      <Card as="section" aria-labelledby="contact-title" data-testid="case-contact">
        <Stack $gap={3}>
          <h2 id="contact-title">{t('case.contact.title')}</h2>
          {detail.contact ? (
            <Facts>
              <dt>{t('case.contact.name')}</dt>
              <dd>{detail.contact.name ?? t('inbox.notGiven')}</dd>
              <dt>{t('case.contact.email')}</dt>
              <dd>
                {detail.contact.email ? (
                  <a href={`mailto:${detail.contact.email}`}>{detail.contact.email}</a>
                ) : (
                  t('inbox.notGiven')
                )}
              </dd>
            </Facts>
          ) : (
            <p>{t('case.contact.hidden')}</p>
          )}
        </Stack>
      </Card>

      {assigned && (
        <CaseAppointments
          caseId={item.id}
          appointments={detail.appointments}
          canSchedule={schedulingCaseStatuses.includes(item.status)}
          preferredKind={preferredKind}
        />
      )}

      {assigned && (
        <Card>
          <MessageThread
            caseId={item.id}
            otherName={detail.contact?.name ?? item.client_name ?? t('case.clientFallback')}
            canWrite={messagingCaseStatuses.includes(item.status)}
          />
        </Card>
      )}

      {assigned && <CaseNotes caseId={item.id} />}

      {actions.includes('close') && (
        <Card as="section" aria-label={t('close.title')}>
          <ReasonForm
            data-testid="close-case-form"
            title={t('close.title')}
            headingLevel="h2"
            lead={t('close.lead')}
            label={t('close.label')}
            hint={t('close.hint')}
            submitLabel={t('close.submit')}
            requiredMessage={t('close.required')}
            tooLongKey="close.tooLong"
            max={caseLimits.outcome.max}
            pending={close.isPending}
            error={close.isError ? apiErrorText(t, close.error) : null}
            refused={close.error}
            field="outcome"
            onSubmit={(outcome) => close.mutate(outcome, { onSuccess: () => ended(t('close.done')) })}
          />
        </Card>
      )}

      {actions.includes('cancel') && (
        <Card as="section" aria-label={t('cancelCase.title')} data-testid="cancel-case">
          {cancelling ? (
            <ReasonForm
              data-testid="cancel-case-form"
              title={t('cancelCase.title')}
              label={t('cancelCase.label')}
              hint={t('cancelCase.hint')}
              submitLabel={t('cancelCase.submit')}
              requiredMessage={t('cancelCase.required')}
              tooLongKey="cancelCase.tooLong"
              max={caseLimits.reason.max}
              pending={cancel.isPending}
              error={cancel.isError ? apiErrorText(t, cancel.error) : null}
              refused={cancel.error}
              field="reason"
              focusOnOpen
              submitVariant="danger"
              onSubmit={(reason) =>
                cancel.mutate(reason, {
                  onSuccess: () => {
                    setCancelling(false);
                    ended(t('cancelCase.done'));
                  },
                })
              }
              cancelLabel={t('cancelCase.dismiss')}
              onCancel={() => {
                setCancelling(false);
                cancel.reset();
                requestAnimationFrame(() => cancelButton.current?.focus());
              }}
            />
          ) : (
            <Button ref={cancelButton} $variant="secondary" onClick={() => setCancelling(true)}>
              {t('cancelCase.open')}
            </Button>
          )}
        </Card>
      )}

      <CaseHistory caseId={item.id} events={detail.events} mine={assigned} />
    </Stack>
  );
}

function CaseData({ id, title }: { id: string; title: (text: string) => void }) {
  const { t } = useTranslation(inboxNamespace);
  const { aal } = useAuth();
  // Kept live by the shared case hook (realtime on the case's row and appointments).
  const detail = useCase(id, { enabled: aal === 'aal2' });

  const topic = detail.data?.case.topic;
  const location = useLocation();
  const focusOnArrival = (location.state as { focusTitle?: boolean } | null)?.focusTitle === true;
  useEffect(() => {
    if (!topic) return;
    title(topic);
    if (focusOnArrival) focusCaseTitle();
  }, [topic, title, focusOnArrival]);

  if (detail.isError && (hasErrorCode(detail.error, 'case_not_found') || hasErrorCode(detail.error, 'not_found'))) {
    return (
      <Alert tone="error" data-testid="case-not-found">
        <p>{t('case.notFound')}</p>
      </Alert>
    );
  }
  return (
    <QueryState query={detail} loading={t('loading')} error={<p>{apiErrorText(t, detail.error)}</p>} retry={t('retry')}>
      {(data) => <CaseView detail={data} focusTitle={focusCaseTitle} />}
    </QueryState>
  );
}

interface CasePageProps {
  guard: (children: ReactNode) => ReactNode;
}

/** `/expert-portal/cases/:id`: one case as its expert sees it. */
export default function CasePage({ guard }: CasePageProps) {
  const { t } = useTranslation(inboxNamespace);
  const { id = '' } = useParams();
  const [topic, setTopic] = useState<string | null>(null);
  return (
    <PortalPage
      title={topic ?? t('title')}
      documentTitle={t('case.documentTitle')}
      titleId={caseTitleId}
      requireAccount
    >
      <Stack $gap={4}>
        <p>
          <Link to={casePaths.expertInbox}>{t('case.back')}</Link>
        </p>
        <ApprovedExpert guard={guard}>
          <CaseData id={id} title={setTopic} />
        </ApprovedExpert>
      </Stack>
    </PortalPage>
  );
}
