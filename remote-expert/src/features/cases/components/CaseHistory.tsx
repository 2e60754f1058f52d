import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Card, DividedList } from '@cc/shared-ui';
import { Stack } from '@cc/shared-ui/forms';
import type { CaseEvent } from '../api/cases';
import '../../../common/case/texts';
import { inboxNamespace } from '../texts';

/** Every transition of the case: from which status to which, who, when, and why when given. */
interface CaseHistoryProps {
  caseId: string;
  events: readonly CaseEvent[];
  /** The viewer is the case's expert: the expert's steps are their own ("du"). */
  mine: boolean;
}

export function CaseHistory({ caseId, events, mine }: CaseHistoryProps) {
  const { t } = useTranslation(inboxNamespace);
  const [language] = useLanguage();
  const status = (value: string) => t(`expert:case.status.${value}`);
  const actor = (event: CaseEvent) =>
    event.actor_role === 'expert' && mine ? t('case.history.actors.me') : t(`case.history.actors.${event.actor_role}`);
  const sorted = [...events].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <Card as="section" aria-labelledby={`history-title-${caseId}`} data-testid="case-history">
      <Stack $gap={3}>
        <h2 id={`history-title-${caseId}`}>{t('case.history.title')}</h2>
        <DividedList as="ol">
          {sorted.map((event) => (
            <li key={event.id} data-testid="case-event">
              <Stack $gap={1}>
                <p>
                  <strong>
                    {event.from_status
                      ? t('case.history.change', { from: status(event.from_status), to: status(event.to_status) })
                      : t('case.history.created')}
                  </strong>
                </p>
                <p>
                  {t('case.history.by', {
                    actor: actor(event),
                    date: formatDateTime(event.created_at, language),
                  })}
                </p>
                {event.reason && <p>{t('case.history.reason', { reason: event.reason })}</p>}
              </Stack>
            </li>
          ))}
        </DividedList>
      </Stack>
    </Card>
  );
}
