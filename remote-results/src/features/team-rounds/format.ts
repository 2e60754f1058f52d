// Dates as the owner reads them, and whether a round still takes answers.
import type { TeamRoundSummary } from '@cc/shared-contract';

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** A round past its deadline is closed, whatever its stored status says. */
export function isRoundClosed(round: Pick<TeamRoundSummary, 'status' | 'deadline'>, now = Date.now()): boolean {
  return round.status === 'closed' || (round.deadline !== null && Date.parse(round.deadline) <= now);
}
