// The dashboard's view of the client's requests and cases (users and guests): open ones first,
// those with unread messages or the nearest appointment on top, each with its status, expert,
// next appointment and unread count, linking to /cases/:id; the way to the expert directory.
// Nothing for anonymous visitors (they own no cases). Kept live through realtime.
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { CaseSummary } from '@cc/shared-contract';
import { casePaths, finalCaseStatuses } from '@cc/shared-domain';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge, ButtonLink, SectionCard, SplitRow } from '@cc/shared-ui';
import { Entry, EntryList, EntryMeta, EntryTitle, QueryState } from '@cc/shared-ui/forms';
import { Link } from 'react-router';
import { CaseStatusBadge } from '../../common/case/CaseStatusBadge';
import { useClientCases } from './api/client-cases';
import './texts';

const Widget = styled(SectionCard)`
  h3 {
    margin: 8px 0 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Head = SplitRow;

const Next = styled.p`
  font-weight: 600;
`;

/** What needs the client first: unread messages, then the nearest appointment, then the newest change. */
function byUrgency(a: CaseSummary, b: CaseSummary): number {
  if (a.unread_count > 0 !== b.unread_count > 0) return a.unread_count > 0 ? -1 : 1;
  const startA = a.next_appointment ? Date.parse(a.next_appointment.starts_at) : Infinity;
  const startB = b.next_appointment ? Date.parse(b.next_appointment.starts_at) : Infinity;
  if (startA !== startB) return startA - startB;
  return Date.parse(b.updated_at) - Date.parse(a.updated_at);
}

function CaseItem({ item }: { item: CaseSummary }) {
  const { t } = useTranslation('clientCases');
  const [language] = useLanguage();
  const assigned = item.accepted_at !== null && item.expert !== null;
  const ended = finalCaseStatuses.includes(item.status);
  // Who has the case, or whom it was sent to; an ended open request names nobody.
  const expertLine =
    assigned && item.expert
      ? t('widget.withExpert', { name: item.expert.display_name })
      : item.addressed_to && item.expert
        ? t('widget.toExpert', { name: item.expert.display_name })
        : ended
          ? null
          : t('widget.noExpert');
  return (
    <Entry data-testid="cases-widget-item" data-status={item.status}>
      <EntryTitle>
        <Link to={casePaths.clientCase(item.id)} aria-label={t('widget.openLabel', { topic: item.topic })}>
          {item.topic}
        </Link>
        <CaseStatusBadge status={item.status} />
        {item.unread_count > 0 && (
          <Badge $tone="accent" data-testid="unread-badge">
            {t('widget.unread', { count: item.unread_count })}
          </Badge>
        )}
      </EntryTitle>
      {item.next_appointment && !ended && (
        <Next data-testid="cases-widget-next">
          {t('widget.nextAppointment', { date: formatDateTime(item.next_appointment.starts_at, language) })}
        </Next>
      )}
      <EntryMeta>
        {[expertLine, t('widget.sentAt', { date: formatDateTime(item.created_at, language) })]
          .filter(Boolean)
          .join(' · ')}
      </EntryMeta>
    </Entry>
  );
}

export function CasesWidget() {
  const { t } = useTranslation(['clientCases', 'apiErrors']);
  const { loading, identity } = useAuth();
  const cases = useClientCases();
  if (loading || identity === 'anonymous') return null;

  const content = (
    <QueryState
      query={cases}
      loading={t('widget.loading')}
      spinnerSize={18}
      error={
        <>
          <p>{t('widget.loadFailed')}</p>
          <p>{apiErrorText(t, cases.error)}</p>
        </>
      }
      retry={t('widget.retry')}
      errorTestId="cases-widget-error"
      isEmpty={(list) => list.length === 0}
      empty={
        <div data-testid="cases-widget-empty">
          <h3>{t('widget.emptyTitle')}</h3>
          <p>{t('widget.emptyText')}</p>
        </div>
      }
    >
      {(list) => <CaseLists cases={list} />}
    </QueryState>
  );

  return (
    <Widget aria-labelledby="cases-widget-title" data-testid="cases-widget">
      <Head>
        <h2 id="cases-widget-title">{t('widget.title')}</h2>
        <ButtonLink to={casePaths.directory} variant="secondary" data-testid="cases-widget-find">
          {t('findExpert')}
        </ButtonLink>
      </Head>
      {content}
    </Widget>
  );
}

/** The loaded cases: the open ones, most urgent first, then the closed ones. */
function CaseLists({ cases }: { cases: CaseSummary[] }) {
  const { t } = useTranslation(['clientCases', 'apiErrors']);
  const open = cases.filter((item) => !finalCaseStatuses.includes(item.status)).sort(byUrgency);
  const closed = cases.filter((item) => finalCaseStatuses.includes(item.status));
  return (
    <>
      {open.length > 0 && (
        <section aria-labelledby="cases-widget-open">
          <h3 id="cases-widget-open">{t('widget.openTitle')}</h3>
          <EntryList data-testid="cases-widget-open">
            {open.map((item) => (
              <CaseItem key={item.id} item={item} />
            ))}
          </EntryList>
        </section>
      )}
      {closed.length > 0 && (
        <section aria-labelledby="cases-widget-closed">
          <h3 id="cases-widget-closed">{t('widget.closedTitle')}</h3>
          <EntryList data-testid="cases-widget-closed">
            {closed.map((item) => (
              <CaseItem key={item.id} item={item} />
            ))}
          </EntryList>
        </section>
      )}
    </>
  );
}

export default CasesWidget;
