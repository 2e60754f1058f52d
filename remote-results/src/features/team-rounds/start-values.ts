// The start form's values and their checks (the api checks them again): what the person typed,
// kept as typed (strings), and the request body built from it when everything is valid.
import type { CreateTeamRoundBody, TeamRoundView, UpdateTeamRoundBody } from '@cc/shared-contract';
import { containsLink, teamRoundLanguages, teamRoundLimits, type TeamRoundLanguage } from '@cc/shared-domain';
import { formatDateInput, parseDateInput, parseTimeInput } from '@cc/shared-i18n';

export interface StartDraft {
  teamName: string;
  /** As typed in the app's language (`TT.MM.JJJJ`, `MM/DD/YYYY`; ISO too), or empty. */
  deadlineDate: string;
  /** As typed, `HH:MM`, or empty (the end of the day). */
  deadlineTime: string;
  languages: TeamRoundLanguage[];
  /** As typed, so a half-typed number is not lost. */
  linkUses: string;
}

export type StartField = 'teamName' | 'deadline' | 'languages' | 'linkUses';

/** An error as a text key of the "teamRounds" namespace with its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export type StartErrors = Partial<Record<StartField, FieldError>>;

export const startFields: readonly StartField[] = ['teamName', 'deadline', 'languages', 'linkUses'];

export function emptyDraft(language: TeamRoundLanguage): StartDraft {
  return {
    teamName: '',
    deadlineDate: '',
    deadlineTime: '',
    languages: [language],
    linkUses: String(teamRoundLimits.linkUses.default),
  };
}

const dayMs = 24 * 60 * 60 * 1000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;

/**
 * The deadline in the browser's time zone (the time of day defaults to its end), or an error. The
 * date is read in the app's `language` (native date fields follow the browser's locale instead).
 */
export function parseDeadline(
  dateText: string,
  timeText: string,
  now: Date,
  language = 'de',
): { deadline: Date | null } | { error: FieldError } {
  const [date, time] = [dateText.trim(), timeText.trim()];
  if (!date && !time) return { deadline: null };
  if (!date) return { error: { key: 'teamRounds.start.errors.deadlineDateMissing' } };
  const isoDate = parseDateInput(date, language);
  if (!isoDate) return { error: { key: 'teamRounds.start.errors.deadlineDateFormat' } };
  const isoTime = time ? parseTimeInput(time) : '23:59';
  if (!isoTime) return { error: { key: 'teamRounds.start.errors.deadlineTimeFormat' } };
  const day = datePattern.exec(isoDate);
  const clock = timePattern.exec(isoTime);
  if (!day || !clock) return { error: { key: 'teamRounds.start.errors.deadlineInvalid' } };
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  const deadline = new Date(year, month - 1, dayOfMonth, hours, minutes);
  // new Date rolls 31 February over into March: such a date was not a real one.
  if (
    Number.isNaN(deadline.getTime()) ||
    deadline.getFullYear() !== year ||
    deadline.getMonth() !== month - 1 ||
    deadline.getDate() !== dayOfMonth ||
    hours > 23 ||
    minutes > 59
  ) {
    return { error: { key: 'teamRounds.start.errors.deadlineInvalid' } };
  }
  if (deadline.getTime() <= now.getTime()) return { error: { key: 'teamRounds.start.errors.deadlinePast' } };
  if (deadline.getTime() > now.getTime() + teamRoundLimits.deadlineDays.max * dayMs) {
    return {
      error: { key: 'teamRounds.start.errors.deadlineTooFar', values: { days: teamRoundLimits.deadlineDays.max } },
    };
  }
  return { deadline };
}

/** The team's name, trimmed, or why it cannot be one. */
export function checkTeamName(text: string): { value: string } | { error: FieldError } {
  const value = text.trim();
  const { max } = teamRoundLimits.teamName;
  if (!value) return { error: { key: 'teamRounds.start.errors.teamNameRequired' } };
  if (value.length > max) return { error: { key: 'teamRounds.start.errors.teamNameTooLong', values: { max } } };
  // Members read the name in their invitation mail: it must not be a link (the api refuses it too).
  if (containsLink(value)) return { error: { key: 'teamRounds.start.errors.teamNameLink' } };
  return { value };
}

/** How often the link may be used: a whole number from `min` (0, or a round's uses so far) to the limit. */
export function checkLinkUses(text: string, min: number): { value: number } | { error: FieldError } {
  const { max } = teamRoundLimits.linkUses;
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max)
    return { error: { key: 'teamRounds.start.errors.linkUsesInvalid', values: { min, max } } };
  return { value };
}

/** Checks the draft; the body to send when it is valid. */
export function validateStart(
  draft: StartDraft,
  mailLang: TeamRoundLanguage,
  now: Date,
): { body: CreateTeamRoundBody; errors: null } | { body: null; errors: StartErrors } {
  const errors: StartErrors = {};
  const teamName = checkTeamName(draft.teamName);
  if ('error' in teamName) errors.teamName = teamName.error;

  const deadline = parseDeadline(draft.deadlineDate, draft.deadlineTime, now, mailLang);
  if ('error' in deadline) errors.deadline = deadline.error;

  const languages = teamRoundLanguages.filter((language) => draft.languages.includes(language));
  if (languages.length === 0) errors.languages = { key: 'teamRounds.start.errors.languagesRequired' };

  const uses = checkLinkUses(draft.linkUses, teamRoundLimits.linkUses.min);
  if ('error' in uses) errors.linkUses = uses.error;

  if ('error' in teamName || 'error' in deadline || 'error' in uses || Object.keys(errors).length > 0)
    return { body: null, errors };
  return {
    errors: null,
    body: {
      team_name: teamName.value,
      deadline: deadline.deadline ? deadline.deadline.toISOString() : null,
      languages,
      link_max_uses: uses.value,
      mail_lang: mailLang,
    },
  };
}

/**
 * One refused field of the api's team_round_invalid (`details.fields`, read by shared-ui's
 * `useFormErrors().showServer`) as the form's field and error; `uses` is the link's uses so far when
 * a change of its allowance was refused (`below_uses`). Undefined for a field the forms do not show.
 */
export function roundRefusal(
  refused: { field: string; reason: string },
  uses = 0,
): [StartField, FieldError] | undefined {
  const { reason } = refused;
  switch (refused.field) {
    case 'team_name':
      return [
        'teamName',
        {
          key: reason === 'link' ? 'teamRounds.start.errors.teamNameLink' : 'teamRounds.start.errors.teamNameRequired',
        },
      ];
    case 'deadline':
      return [
        'deadline',
        /past/.test(reason)
          ? { key: 'teamRounds.start.errors.deadlinePast' }
          : /far|future|ahead/.test(reason)
            ? { key: 'teamRounds.start.errors.deadlineTooFar', values: { days: teamRoundLimits.deadlineDays.max } }
            : { key: 'teamRounds.start.errors.deadlineInvalid' },
      ];
    case 'languages':
      return ['languages', { key: 'teamRounds.start.errors.languagesRequired' }];
    case 'link_max_uses':
      return [
        'linkUses',
        reason === 'below_uses'
          ? { key: 'teamRounds.owner.settings.belowUses', values: { uses } }
          : {
              key: 'teamRounds.start.errors.linkUsesInvalid',
              values: { min: teamRoundLimits.linkUses.min, max: teamRoundLimits.linkUses.max },
            },
      ];
    default:
      return undefined;
  }
}

/** The settings an open round's owner may change, as typed (strings, like the start form's). */
export type SettingsDraft = Pick<StartDraft, 'teamName' | 'deadlineDate' | 'deadlineTime' | 'linkUses'>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The round's current settings as the form shows them (the deadline in the browser's time zone). */
export function settingsDraft(round: TeamRoundView, language = 'de'): SettingsDraft {
  const deadline = round.deadline ? new Date(round.deadline) : null;
  return {
    teamName: round.team_name,
    deadlineDate: deadline
      ? formatDateInput(
          `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}`,
          language,
        )
      : '',
    deadlineTime: deadline ? `${pad(deadline.getHours())}:${pad(deadline.getMinutes())}` : '',
    linkUses: String(round.link.max_uses),
  };
}

/** Checks the changed settings with the start form's rules; the allowance may not go below the uses so far. */
export function validateSettings(
  draft: SettingsDraft,
  uses: number,
  now: Date,
  language = 'de',
): { body: UpdateTeamRoundBody; errors: null } | { body: null; errors: StartErrors } {
  const errors: StartErrors = {};
  const teamName = checkTeamName(draft.teamName);
  if ('error' in teamName) errors.teamName = teamName.error;
  const deadline = parseDeadline(draft.deadlineDate, draft.deadlineTime, now, language);
  if ('error' in deadline) errors.deadline = deadline.error;
  const linkUses = checkLinkUses(draft.linkUses, uses);
  if ('error' in linkUses) errors.linkUses = linkUses.error;
  if ('error' in teamName || 'error' in deadline || 'error' in linkUses) return { body: null, errors };
  return {
    errors: null,
    body: {
      team_name: teamName.value,
      deadline: deadline.deadline ? deadline.deadline.toISOString() : null,
      link_max_uses: linkUses.value,
    },
  };
}

/** Splits what was typed into addresses (commas, semicolons, spaces, line breaks). */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}
