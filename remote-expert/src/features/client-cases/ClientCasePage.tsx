// `/cases/:id`: the client's case (a signed-in user, or a guest with their guest token). Status
// with its meaning and history, the expert once assigned, appointments, the message thread while
// an expert works on it, cancelling, and how it ended (outcome, decline or cancel reason).
// Status changes and messages arrive live (realtime); anyone else gets a localised not-found.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { FunctionError, useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { CaseAppointment, CaseDetail } from '@cc/shared-contract';
import { casePaths, finalCaseStatuses, messagingCaseStatuses } from '@cc/shared-domain';
import { DocumentTitle, formatDateTime, useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card, Container, Spinner, VisuallyHidden, media } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { useCase } from '../../common/case/api';
import { AppointmentCard } from '../../common/case/AppointmentCard';
import { CaseStatusBadge } from '../../common/case/CaseStatusBadge';
import { MessageThread } from '../../common/case/MessageThread';
import { AnswerAppointment } from './components/AnswerAppointment';
import { CancelCase } from './components/CancelCase';
import { CaseDetails } from './components/CaseDetails';
import { CaseTimeline, isRelease } from './components/CaseTimeline';
import { ExpertCard } from './components/ExpertCard';
import './texts';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(14)};
  max-width: 1040px;
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.3rem);
    color: ${({ theme }) => theme.color.primary};
    margin: 4px 0 12px;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Back = styled.p`
  margin: 0 0 16px;
  a {
    display: inline-block;
    padding: 8px 0;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  p {
    margin: 0;
  }
`;

/** Two columns from tablet width: what moves (appointments, messages) left, the frame right. */
const Columns = styled.div`
  display: grid;
  gap: 20px;
  margin-top: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.7fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
  p {
    margin: 0;
  }
`;

/** The thread brings its own labelled section. */
const ThreadCard = styled(Card)`
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Prewrap = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

function CaseNotFound({ reason }: { reason: 'signedOut' | 'guestExpired' | 'missing' }) {
  const { t } = useTranslation('clientCases');
  const { isGuestUser } = useAuth();
  const { id = '' } = useParams();
  const next = encodeURIComponent(casePaths.clientCase(id));
  const text =
    reason === 'signedOut'
      ? t('notFound.signInText')
      : reason === 'guestExpired'
        ? t('notFound.guestExpired')
        : t(isGuestUser ? 'notFound.guestText' : 'notFound.text');
  useDocumentTitle(t('notFound.title'));
  return (
    <Page>
      <Stack data-testid="case-not-found">
        <h1>{t('notFound.title')}</h1>
        <p>{text}</p>
        <ButtonRow>
          {reason === 'missing' ? (
            <ButtonLink to="/dashboard">{t('notFound.toDashboard')}</ButtonLink>
          ) : (
            <ButtonLink to={`/auth?next=${next}`}>{t('notFound.signIn')}</ButtonLink>
          )}
          <ButtonLink to={casePaths.directory} variant="secondary">
            {t('findExpert')}
          </ButtonLink>
        </ButtonRow>
      </Stack>
    </Page>
  );
}

/** Announces a status that changes while the page is open (another person moved the case). */
function useStatusAnnouncement(status: string | undefined, label: string): string {
  const previous = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (status && previous.current && previous.current !== status) setAnnouncement(label);
    previous.current = status;
  }, [status, label]);
  return announcement;
}

function CaseView({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation(['clientCases', 'expert']);
  const [language] = useLanguage();
  const item = detail.case;
  const status = item.status;
  // The h1 is the case's topic, which is private: history and bookmarks get a generic title.
  useDocumentTitle(t('page.documentTitle'));
  // The expert of the case once one accepted it (before that `expert` is the one it was addressed to).
  const assigned = item.accepted_at !== null && item.expert !== null;
  const final = finalCaseStatuses.includes(status);
  const expertName = item.expert?.display_name ?? t('page.expertFallback');
  const announcement = useStatusAnnouncement(status, t('page.updated', { status: t(`expert:case.status.${status}`) }));
  const now = new Date();
  const ahead = (appointment: CaseAppointment) =>
    Math.max(...appointment.options.map((iso) => new Date(iso).getTime()), new Date(appointment.starts_at).getTime()) +
      appointment.duration_minutes * 60_000 >=
    now.getTime();
  // Proposals waiting for the client's answer first, then the confirmed ones ahead.
  const upcoming = [
    ...detail.appointments.filter((appointment) => appointment.status === 'proposed' && ahead(appointment)),
    ...detail.appointments.filter((appointment) => appointment.status === 'scheduled' && ahead(appointment)),
  ];
  const others = detail.appointments.filter((appointment) => !upcoming.includes(appointment));
  const cancelledByYou = detail.events.some(
    (event) => event.to_status === 'storniert' && event.actor_role === 'client',
  );

  const lastEvent = detail.events.at(-1);
  let ending: ReactNode = null;
  if (status === 'neu' && lastEvent && isRelease(lastEvent)) {
    // The expert was suspended: say why the case is open again (the admin's reason stays internal).
    ending = (
      <Alert tone="info" data-testid="case-released">
        <p>{t('released.text')}</p>
      </Alert>
    );
  } else if (status === 'abgeschlossen' && item.outcome) {
    ending = (
      <Section aria-labelledby="case-outcome-title" data-testid="case-outcome">
        <h2 id="case-outcome-title">{t('outcome.title')}</h2>
        {item.closed_at && <Muted>{t('outcome.closedAt', { date: formatDateTime(item.closed_at, language) })}</Muted>}
        <Prewrap>{item.outcome}</Prewrap>
      </Section>
    );
  } else if (status === 'abgelehnt') {
    ending = (
      <Section aria-labelledby="case-declined-title" data-testid="case-decline-reason">
        <h2 id="case-declined-title">{t('declined.title')}</h2>
        {item.decline_reason && <Prewrap>{item.decline_reason}</Prewrap>}
        <p>{t('declined.again')}</p>
        <ButtonRow>
          <ButtonLink to={casePaths.directory}>{t('findExpert')}</ButtonLink>
        </ButtonRow>
      </Section>
    );
  } else if (status === 'storniert') {
    ending = (
      <Section aria-labelledby="case-cancelled-title" data-testid="case-cancel-reason">
        <h2 id="case-cancelled-title">{item.cancel_reason ? t('cancelled.title') : t('timeline.to.storniert')}</h2>
        <p>{t(cancelledByYou ? 'cancelled.byYou' : 'cancelled.byExpert')}</p>
        {item.cancel_reason && <Prewrap>{item.cancel_reason}</Prewrap>}
      </Section>
    );
  }

  return (
    <Page>
      <Back>
        <Link to="/dashboard">
          <span aria-hidden="true">← </span>
          {t('page.back')}
        </Link>
      </Back>
      <Eyebrow>{t('page.eyebrow')}</Eyebrow>
      <h1>{item.topic}</h1>
      <StatusLine data-testid="case-status" data-status={status}>
        <CaseStatusBadge status={status} />
        <p>{t(`page.statusText.${status}`, { name: expertName })}</p>
      </StatusLine>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="case-status-announcer">
        {announcement}
      </VisuallyHidden>
      <Columns>
        <Stack $gap={5}>
          {ending}
          {(detail.appointments.length > 0 || status === 'angenommen') && (
            <Section aria-labelledby="case-appointments-title" data-testid="case-appointments">
              <h2 id="case-appointments-title">{t('appointments.title')}</h2>
              {detail.appointments.length === 0 && <Muted>{t('appointments.none')}</Muted>}
              {upcoming.map((appointment) => (
                <AppointmentCard
                  key={appointment.id}
                  appointment={appointment}
                  now={now}
                  viewer="client"
                  actions={
                    appointment.status === 'proposed' && !final ? (
                      <AnswerAppointment caseId={item.id} appointment={appointment} expertName={expertName} />
                    ) : undefined
                  }
                />
              ))}
              {others.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} now={now} viewer="client" />
              ))}
            </Section>
          )}
          {status === 'neu' ? (
            <Section aria-labelledby="case-messages-title">
              <h2 id="case-messages-title">{t('expert:case.thread.title')}</h2>
              <Muted data-testid="messages-not-yet">{t('messages.notYet')}</Muted>
            </Section>
          ) : (
            // A case no expert ever took (declined or withdrawn while new) has no thread.
            item.accepted_at !== null && (
              <ThreadCard>
                <MessageThread
                  caseId={item.id}
                  otherName={expertName}
                  canWrite={messagingCaseStatuses.includes(status)}
                  showClosedNote={!final}
                />
              </ThreadCard>
            )
          )}
        </Stack>
        <Stack $gap={5}>
          {(assigned || !final || item.addressed_to) && (
            <Section aria-labelledby="case-expert-title">
              <h2 id="case-expert-title">{t('expert.title')}</h2>
              {assigned && item.expert ? (
                <ExpertCard expert={item.expert} />
              ) : (
                <>
                  {!final && <Muted>{t('expert.none')}</Muted>}
                  <p>
                    {item.addressed_to && item.expert
                      ? t('expert.addressedTo', { name: item.expert.display_name })
                      : t('expert.open')}
                  </p>
                </>
              )}
            </Section>
          )}
          <Section aria-labelledby="case-timeline-title">
            <h2 id="case-timeline-title">{t('timeline.title')}</h2>
            <CaseTimeline events={detail.events} createdAt={item.created_at} expertName={expertName} />
          </Section>
          <Section aria-labelledby="case-details-title">
            <h2 id="case-details-title">{t('details.title')}</h2>
            <CaseDetails item={item} />
            {detail.actions.includes('cancel') && <CancelCase caseId={item.id} status={status} />}
          </Section>
        </Stack>
      </Columns>
    </Page>
  );
}

export default function ClientCasePage() {
  const { t } = useTranslation(['clientCases', 'apiErrors']);
  const { id = '' } = useParams();
  const { loading, identity } = useAuth();
  const detail = useCase(id);

  if (loading || (identity !== 'anonymous' && detail.isPending)) {
    return (
      <Page>
        <DocumentTitle text={t('page.loading')} />
        <p role="status">
          <Spinner $size={20} /> {t('page.loading')}
        </p>
      </Page>
    );
  }
  if (identity === 'anonymous') return <CaseNotFound reason="signedOut" />;
  if (detail.isError) {
    const code = detail.error instanceof FunctionError ? detail.error.code : null;
    if (code === 'invalid_guest_token') return <CaseNotFound reason="guestExpired" />;
    if (code === 'case_not_found' || code === 'not_found' || code === 'validation_failed') {
      return <CaseNotFound reason="missing" />;
    }
    return (
      <Page>
        <DocumentTitle text={t('page.loadFailed')} />
        <Alert tone="error" actions={<Button onClick={() => void detail.refetch()}>{t('page.retry')}</Button>}>
          <p>{t('page.loadFailed')}</p>
          <p>{apiErrorText(t, detail.error)}</p>
        </Alert>
      </Page>
    );
  }
  if (!detail.data) return <CaseNotFound reason="missing" />;
  // The expert of this case has their own page in the portal.
  if (detail.data.role === 'expert') return <Navigate to={casePaths.expertCase(id)} replace />;
  return <CaseView detail={detail.data} />;
}
