import { useEffect, useId, useState } from 'react';
import { hasErrorCode } from '@cc/shared-auth/api-errors';
import type { TeamRoundView } from '@cc/shared-contract';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { useRemindTeamMembers } from '../api/team-rounds';
import { Section } from './layout';
import { Failure } from './Failure';

/** When the next reminder may go out, as the api says (in the round, or in a 429's details). */
function nextReminderAt(round: TeamRoundView, error: unknown): string | null {
  const fromError =
    hasErrorCode(error, 'team_round_reminder_too_soon') &&
    (error as { details?: { next_reminder_at?: unknown } }).details?.next_reminder_at;
  if (typeof fromError === 'string') return fromError;
  return round.next_reminder_at;
}

/** Re-renders when `at` passes, so the button enables itself. */
function useNow(at: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return undefined;
    const wait = Date.parse(at) - Date.now();
    if (!(wait > 0)) return undefined;
    // Timers above ~24.8 days overflow; the page's own refresh comes long before.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return now;
}

/** A reminder to every mailed invitation not used yet; once in 24 hours, and only if anyone waits. */
export function RemindPanel({ round }: { round: TeamRoundView }) {
  const { t } = useTranslation(['results', 'apiErrors']);
  const [language] = useLanguage();
  const id = useId();
  const remind = useRemindTeamMembers(round.id);
  const next = nextReminderAt(round, remind.error);
  const now = useNow(next);
  const tooSoon = next !== null && Date.parse(next) > now;
  const reason =
    round.invitations.sent === 0
      ? t('teamRounds.owner.remind.nobodyInvited')
      : round.invitations.pending === 0
        ? t('teamRounds.owner.remind.nobodyPending')
        : tooSoon
          ? t('teamRounds.owner.remind.tooSoon', { date: formatDateTime(next, language, { dateStyle: 'long' }) })
          : null;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teamRounds.owner.remind.title')}</h2>
      <p>{t('teamRounds.owner.remind.text')}</p>
      {reason && (
        <p id={`${id}-reason`} data-testid="team-round-remind-reason">
          {reason}
        </p>
      )}
      <div>
        <Button
          $variant="secondary"
          data-testid="team-round-remind"
          disabled={reason !== null}
          aria-describedby={reason ? `${id}-reason` : undefined}
          aria-disabled={remind.isPending || undefined}
          onClick={() => !remind.isPending && remind.mutate()}
        >
          {remind.isPending ? t('teamRounds.owner.remind.sending') : t('teamRounds.owner.remind.button')}
        </Button>
      </div>
      {remind.isSuccess && (
        <Alert tone="success">
          <p>{t('teamRounds.owner.remind.done', { count: remind.data.reminded })}</p>
        </Alert>
      )}
      {remind.isError && !hasErrorCode(remind.error, 'team_round_reminder_too_soon') && (
        <Failure text={t('teamRounds.owner.remind.failed')} error={remind.error} />
      )}
    </Section>
  );
}
