// One appointment of a case, for both sides: when (date and time in the viewer's language and time
// zone, with the zone named), how long, and where (the online link or the address). A proposal
// says that it waits for the client's answer (and lists every offered time), an answered one
// which answer came (with the client's note); a cancelled or past appointment says so. Its
// calendar file comes with the mails once the client confirmed.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge, ExternalIcon } from '@cc/shared-ui';
import type { CaseAppointment } from './api';
import { appointmentTimes } from './format';
import './texts';

const Box = styled.article<{ $muted: boolean }>`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $muted }) => ($muted ? theme.color.border : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  display: flex;
  flex-direction: column;
  gap: 6px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  p {
    margin: 0;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 12px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Time = styled.time<{ $struck: boolean }>`
  ${({ $struck }) => ($struck ? 'text-decoration: line-through;' : '')}
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const JoinLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;

/** An online location is a link only when it is one (https); anything else shows as text. */
const isWebLink = (value: string) => /^https:\/\/[^\s]+$/i.test(value);

interface AppointmentCardProps {
  appointment: CaseAppointment;
  /** The viewer's time zone unless a test names one. */
  timeZone?: string;
  /** Now, for "past" (tests). */
  now?: Date;
  /** Actions of the side that manages appointments (the expert's change and cancel), or the client's answer. */
  actions?: ReactNode;
  /** Who looks: the client reads "waiting for your answer". */
  viewer?: 'client' | 'expert';
}

export function AppointmentCard({
  appointment,
  timeZone,
  now = new Date(),
  actions,
  viewer = 'expert',
}: AppointmentCardProps) {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const whenOf = (startsAt: string) => {
    const times = appointmentTimes(startsAt, appointment.duration_minutes, language, timeZone);
    return { ...times, text: t('case.appointment.when', { date: times.date, start: times.start, end: times.end }) };
  };
  const times = whenOf(appointment.starts_at);
  const cancelled = appointment.status === 'cancelled' || appointment.status === 'declined';
  const proposed = appointment.status === 'proposed';
  const lastStart = Math.max(...[appointment.starts_at, ...appointment.options].map((iso) => new Date(iso).getTime()));
  const end =
    (proposed ? lastStart : new Date(appointment.starts_at).getTime()) + appointment.duration_minutes * 60_000;
  const past = !cancelled && end < now.getTime();
  const when = times.text;
  const choices = proposed && appointment.options.length > 1 ? appointment.options : null;
  const answered =
    appointment.response === 'declined'
      ? t('case.appointment.declined')
      : appointment.response === 'other_time'
        ? t('case.appointment.otherTime')
        : null;
  return (
    <Box
      $muted={cancelled || past}
      data-testid="appointment-card"
      data-status={appointment.status}
      aria-label={`${t('case.appointment.title')}: ${when}`}
    >
      <h3>
        {choices ? (
          t('case.appointment.options')
        ) : (
          <Time dateTime={appointment.starts_at} $struck={cancelled}>
            {when}
          </Time>
        )}
        {proposed && !past && (
          <Badge $tone="accent" data-testid="appointment-proposed">
            {t(viewer === 'client' ? 'case.appointment.proposedForYou' : 'case.appointment.proposed')}
          </Badge>
        )}
        {appointment.status === 'scheduled' && appointment.response === 'confirmed' && !past && (
          <Badge $tone="success">{t('case.appointment.confirmed')}</Badge>
        )}
        {answered && <Badge $tone="neutral">{answered}</Badge>}
        {appointment.status === 'cancelled' && <Badge $tone="neutral">{t('case.appointment.cancelled')}</Badge>}
        {past && <Badge $tone="neutral">{t('case.appointment.past')}</Badge>}
      </h3>
      {choices && (
        <ul data-testid="appointment-options">
          {choices.map((option) => (
            <li key={option}>
              <time dateTime={option}>{whenOf(option).text}</time>
            </li>
          ))}
        </ul>
      )}
      <Muted>
        {t('case.appointment.duration', { count: appointment.duration_minutes })} ·{' '}
        {t(`case.appointment.kind.${appointment.kind}`)} · {t('case.appointment.timeZone', { zone: times.zone })}
      </Muted>
      <dl>
        {appointment.kind === 'online' ? (
          <>
            <dt>{t('case.appointment.link')}</dt>
            <dd>
              {isWebLink(appointment.location) && appointment.status === 'scheduled' ? (
                <JoinLink
                  href={appointment.location}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('case.appointment.joinLabel', { date: when })}
                >
                  {t('case.appointment.join')} <ExternalIcon aria-hidden="true" />
                </JoinLink>
              ) : (
                appointment.location
              )}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('case.appointment.address')}</dt>
            <dd>{appointment.location}</dd>
          </>
        )}
        {appointment.note && (
          <>
            <dt>{t('case.appointment.note')}</dt>
            <dd>{appointment.note}</dd>
          </>
        )}
        {appointment.response_note && (
          <>
            <dt>{t('case.appointment.responseNote')}</dt>
            <dd data-testid="appointment-response-note">{appointment.response_note}</dd>
          </>
        )}
      </dl>
      {actions}
    </Box>
  );
}
