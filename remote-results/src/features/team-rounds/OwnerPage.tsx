// `/team-rounds/:id`: the owner's round. Progress (how many answered, never who), the invite link
// with its QR code, invitations by mail and reminders, its settings (while open), the result once the threshold is reached
// (it appears live: realtime, or the 15 s fallback), sharing, closing, export and deletion.
// Anonymous visitors are asked to sign in; anyone else's round (or none) is a friendly not-found.
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';

import type { TeamRoundView } from '@cc/shared-contract';
import { teamRoundPaths } from '@cc/shared-domain';
import { formatDateTime, DocumentTitle, useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge, ButtonLink } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack } from '@cc/shared-ui/forms';
import { isNotFound, useOwnerIdentity, useTeamRound } from './api/team-rounds';
import { InvitePanel } from './components/InvitePanel';
import { LoadingPage } from './components/LoadingPage';
import { ManagePanel } from './components/ManagePanel';
import { ProgressPanel } from './components/ProgressPanel';
import { RemindPanel } from './components/RemindPanel';
import { ResultPanel } from './components/ResultPanel';
import { SettingsPanel, type SettingsFocus } from './components/SettingsPanel';
import { SignInChoice } from './components/SignInChoice';
import { Back, Eyebrow, Page, Section } from './components/layout';
import { isRoundClosed } from './format';
import { Failure } from './components/Failure';
import './texts';

const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  p {
    margin: 0;
  }
`;

function Header({ round, closed }: { round: TeamRoundView; closed: boolean }) {
  const { t } = useTranslation('results');
  const [language] = useLanguage();
  const deadlinePassed = round.deadline !== null && Date.parse(round.deadline) <= Date.now();
  return (
    <>
      <Eyebrow>{t('teamRounds.common.eyebrow')}</Eyebrow>
      <h1>{round.team_name}</h1>
      <StatusLine>
        <Badge $tone={closed ? 'neutral' : 'success'} data-testid="team-round-status">
          {t(closed ? 'teamRounds.common.status.closed' : 'teamRounds.common.status.open')}
        </Badge>
        <p>
          {round.closed_at
            ? t('teamRounds.owner.closedAt', { date: formatDateTime(round.closed_at, language, { dateStyle: 'long' }) })
            : deadlinePassed && round.deadline
              ? t('teamRounds.owner.deadlinePassed', {
                  date: formatDateTime(round.deadline, language, { dateStyle: 'long' }),
                })
              : round.deadline
                ? t('teamRounds.owner.deadline', {
                    date: formatDateTime(round.deadline, language, { dateStyle: 'long' }),
                  })
                : t('teamRounds.owner.noDeadline')}
        </p>
      </StatusLine>
    </>
  );
}

function RoundPage({ round }: { round: TeamRoundView }) {
  const { t } = useTranslation('results');
  const closed = isRoundClosed(round);
  const [settings, setSettings] = useState<SettingsFocus | null>(null);
  // The h1 is the team's name, which is private: history and bookmarks get "Team-Runde".
  useDocumentTitle(t('teamRounds.common.eyebrow'));
  return (
    <Page data-testid="team-round-page" data-status={closed ? 'closed' : 'open'}>
      <Back>
        <Link to="/dashboard">← {t('teamRounds.common.toDashboard')}</Link>
      </Back>
      <Header round={round} closed={closed} />
      {closed && (
        <div style={{ marginTop: 16 }}>
          <Alert tone="info" data-testid="team-round-closed">
            <p>{t('teamRounds.owner.closedNote')}</p>
          </Alert>
        </div>
      )}
      <ProgressPanel round={round} />
      {/* Once there is a result it comes first; until then inviting matters most. */}
      {round.has_result && <ResultPanel round={round} />}
      {!closed && <InvitePanel round={round} onMoreUses={() => setSettings('linkUses')} />}
      {!closed && <RemindPanel round={round} />}
      {!round.has_result && <ResultPanel round={round} />}
      {!closed && (
        <SettingsPanel round={round} open={settings} onOpen={setSettings} onClose={() => setSettings(null)} />
      )}
      <ManagePanel round={round} closed={closed} />
    </Page>
  );
}

function Message({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  useDocumentTitle(title);
  return (
    <Page>
      <Stack data-testid={testId}>
        <h1>{title}</h1>
        {children}
      </Stack>
    </Page>
  );
}

export function OwnerPage() {
  const { t } = useTranslation(['results', 'apiErrors']);
  const { id = '' } = useParams();
  const headingId = useId();
  const { loading, canOwn } = useOwnerIdentity();
  const round = useTeamRound(id);

  if (loading || (canOwn && id !== '' && round.isPending)) {
    return <LoadingPage />;
  }
  if (!canOwn) {
    return (
      <Message title={t('teamRounds.owner.signIn.title')} testId="team-round-sign-in">
        <p>{t('teamRounds.owner.signIn.text')}</p>
        <SignInChoice
          next={teamRoundPaths.owner(id)}
          guestLabel={t('teamRounds.owner.signIn.guest')}
          signInLabel={t('teamRounds.owner.signIn.signIn')}
        />
      </Message>
    );
  }
  // A round shown before keeps showing while a refetch fails (offline for a moment).
  if (round.data) return <RoundPage round={round.data} />;
  if (id === '' || isNotFound(round.error)) {
    return (
      <Message title={t('teamRounds.owner.notFound.title')} testId="team-round-not-found">
        <p>{t('teamRounds.owner.notFound.text')}</p>
        <ButtonRow>
          <ButtonLink to="/dashboard">{t('teamRounds.common.toDashboard')}</ButtonLink>
          <ButtonLink to={teamRoundPaths.start} variant="secondary">
            {t('teamRounds.owner.notFound.start')}
          </ButtonLink>
        </ButtonRow>
      </Message>
    );
  }
  return (
    <Page>
      <Section aria-labelledby={headingId} data-testid="team-round-error">
        <DocumentTitle text={t('teamRounds.owner.loadFailed')} />
        <h1 id={headingId}>{t('teamRounds.common.eyebrow')}</h1>
        <Failure text={t('teamRounds.owner.loadFailed')} error={round.error} onRetry={() => void round.refetch()} />
      </Section>
    </Page>
  );
}

export default OwnerPage;
