import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useRealtimeChanges } from '@cc/shared-auth/realtime';
import { caseKeys } from '@cc/shared-contract';
import { casePaths } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Card, DividedList, showToast } from '@cc/shared-ui';
import { Alert, QueryState, Stack } from '@cc/shared-ui/forms';
import { PortalPage } from '../../common/components/PortalPage';
import { expertCasesQuery, useExpertCases, type CaseSummary } from './api/cases';
import { ApprovedExpert } from './components/ApprovedExpert';
import { InboxEntry, type InboxOutcome } from './components/InboxEntry';
import { MyCases } from './components/MyCases';
import { inboxNamespace } from './texts';

function CaseArea() {
  const { t } = useTranslation(inboxNamespace);
  const { user, identity } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const data = useExpertCases();
  const inboxHeading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  // Another expert taking an open request (its UPDATE reaches everyone who could see it), a new
  // request, a client cancelling, a message, an appointment: the lists are read again. The api
  // delivers only changes of cases this expert may see.
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: caseKeys.expertList(identity) }),
    [queryClient, identity],
  );
  const live = data.isSuccess;
  useRealtimeChanges({ table: 'expert_requests', enabled: live, onChange: refresh, onResubscribe: refresh });
  useRealtimeChanges({ table: 'case_messages', enabled: live, onChange: refresh });
  useRealtimeChanges({ table: 'case_appointments', enabled: live, onChange: refresh });

  const done = (item: CaseSummary, outcome: InboxOutcome) => {
    if (outcome === 'accepted') {
      void showToast(t('inbox.accepted', { topic: item.topic }), 'success');
      void navigate(casePaths.expertCase(item.id), { state: { focusTitle: true } });
      return;
    }
    // The entry leaves the list at once (the refetch confirms it); focus goes to the list's heading.
    queryClient.setQueryData(expertCasesQuery(identity).queryKey, (current) =>
      current ? { ...current, inbox: current.inbox.filter((entry) => entry.id !== item.id) } : current,
    );
    setNotice({
      tone: outcome === 'taken' ? 'error' : 'success',
      text: t(`inbox.${outcome}`, { topic: item.topic }),
    });
    requestAnimationFrame(() => inboxHeading.current?.focus());
  };

  return (
    <QueryState query={data} loading={t('loading')} error={<p>{apiErrorText(t, data.error)}</p>} retry={t('retry')}>
      {({ inbox, cases }) => (
        <Stack $gap={6}>
          <Card as="section" aria-labelledby="inbox-title" data-testid="inbox">
            <Stack $gap={3}>
              <h2 id="inbox-title" ref={inboxHeading} tabIndex={-1}>
                {t('inbox.title')}
              </h2>
              {notice && (
                <Alert tone={notice.tone} data-testid="inbox-notice">
                  <p>{notice.text}</p>
                </Alert>
              )}
              <p>{inbox.length ? t('inbox.count', { count: inbox.length }) : t('inbox.empty')}</p>
              {inbox.length > 0 && (
                <DividedList $rowPadding={20}>
                  {inbox.map((item) => (
                    <InboxEntry key={item.id} item={item} userId={user?.id} onDone={done} />
                  ))}
                </DividedList>
              )}
            </Stack>
          </Card>
          <MyCases cases={cases} />
        </Stack>
      )}
    </QueryState>
  );
}

interface CasesPageProps {
  /** Wraps the case data: the two-factor gate (composed by the app). */
  guard: (children: ReactNode) => ReactNode;
}

/** `/expert-portal/cases`: the requests waiting for this expert and the cases they work on. */
export default function CasesPage({ guard }: CasesPageProps) {
  const { t } = useTranslation(inboxNamespace);
  const { t: portal } = useTranslation('expert');
  // An admin sees no cases (ApprovedExpert says why): "your cases" and "the cases you work on"
  // would speak to an expert; the page is called as its tab is.
  const { role } = useAuth();
  const admin = role === 'admin';
  return (
    <PortalPage title={admin ? portal('nav.cases') : t('title')} lead={admin ? undefined : t('lead')} requireAccount>
      <ApprovedExpert guard={guard}>
        <CaseArea />
      </ApprovedExpert>
    </PortalPage>
  );
}
