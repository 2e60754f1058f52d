import styled from 'styled-components';
import type { CaseEvent } from '@cc/shared-contract';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import '../texts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 14px;
  border-left: 2px solid ${({ theme }) => theme.color.border};
  display: flex;
  flex-direction: column;
  gap: 12px;
  li {
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: -21px;
    top: 6px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const Reason = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** An admin gave the case back to the other experts (its expert was suspended): open again. */
export const isRelease = (event: Pick<CaseEvent, 'from_status' | 'to_status' | 'actor_role'>) =>
  event.actor_role === 'admin' && event.from_status !== null && event.to_status === 'neu';

interface CaseTimelineProps {
  events: readonly CaseEvent[];
  /** When the request was sent (the first entry when the history has none for it). */
  createdAt: string;
  expertName: string;
}

/** Every status change of the case, oldest first: what, when and by whom. */
export function CaseTimeline({ events, createdAt, expertName }: CaseTimelineProps) {
  const { t } = useTranslation('clientCases');
  const [language] = useLanguage();
  const entries = events.some((event) => event.from_status === null)
    ? events
    : [
        {
          id: 'created',
          from_status: null,
          to_status: 'neu',
          actor_role: 'client',
          reason: null,
          created_at: createdAt,
        } satisfies CaseEvent,
        ...events,
      ];
  return (
    <List data-testid="case-timeline">
      {entries.map((event) => {
        const label =
          event.from_status === null
            ? t('timeline.created')
            : isRelease(event)
              ? t('timeline.released')
              : event.from_status === 'terminiert' && event.to_status === 'angenommen'
                ? t('timeline.unscheduled')
                : t(`timeline.to.${event.to_status}`);
        return (
          <li key={event.id} data-testid="case-event" data-status={event.to_status}>
            <p>
              <strong>{label}</strong>
            </p>
            <Muted>
              <time dateTime={event.created_at}>{formatDateTime(event.created_at, language)}</time> ·{' '}
              {t(`timeline.by.${event.actor_role}`, { name: expertName })}
            </Muted>
            {/* A closing's text is the outcome, shown with its own heading on the page. */}
            {event.reason && event.to_status !== 'abgeschlossen' && (
              <Reason>{t('timeline.reason', { reason: event.reason })}</Reason>
            )}
          </li>
        );
      })}
    </List>
  );
}
