// What the premium advisor knows besides the conversation: summaries of earlier sessions the user
// lets it remember, and the user's latest assessment results. Also the mapping between stored
// rows, the engine's input and output, and the contract's shapes.
import type { AdvisorSummary } from '@cc/shared-contract';
import type { AssessmentResult } from '@cc/shared-domain';
import type { AdvisorAction, AdvisorInputRaw, AdvisorMemory, AdvisorMessage, AdvisorMeta } from '../../advisor/types';
import { maxMessages } from '../../advisor/types';
import type { Executor } from '../../platform/db/client';
import type { Caller } from '../../identity/caller';
import { listOwned } from '../results/service';
import { type AdvisorMessageKind, type ConversationRow, listMemory, type MessageRow } from './repo';

/** How many earlier sessions the advisor remembers in a new turn. */
const memoryLimit = 5;

/** A summary as one paragraph the engine can quote ("Beim letzten Mal ..."). */
export function summaryText(summary: AdvisorSummary): string {
  const parts = [summary.situation, ...summary.next_steps].map((part) => part.trim()).filter(Boolean);
  return parts.join(' ').slice(0, 4000) || '-';
}

export function memoriesOf(rows: ConversationRow[]): AdvisorMemory[] {
  return rows
    .filter((row): row is ConversationRow & { summary: AdvisorSummary } => row.summary !== null)
    .map((row) => ({
      summary: summaryText(row.summary),
      date: row.summary.created_at,
      title: row.title.slice(0, 200),
    }));
}

/** The newest result of each type, newest first (listOwned answers newest first). */
export function latestPerType(results: AssessmentResult[]): AssessmentResult[] {
  const seen = new Set<string>();
  return results.filter((result) => !seen.has(result.type) && seen.add(result.type));
}

type EngineResults = NonNullable<AdvisorInputRaw['premium']>['results'];

export interface PremiumContext {
  memories: AdvisorMemory[];
  results: NonNullable<EngineResults>;
}

/** Earlier sessions (not this one) and latest results of the caller. */
export async function premiumContext(db: Executor, caller: Caller, conversationId: string): Promise<PremiumContext> {
  const [remembered, results] = await Promise.all([
    listMemory(db, caller, { except: conversationId, limit: memoryLimit }),
    listOwned(db, caller),
  ]);
  // The engine parses results loosely (an older stored shape never breaks a chat): hand them over as stored.
  return { memories: memoriesOf(remembered), results: latestPerType(results.map((row) => row.result)) };
}

/** The stored messages as the engine reads them: the latest ones when a long conversation has more. */
export function engineMessages(rows: MessageRow[], limit = maxMessages): AdvisorMessage[] {
  return rows.slice(-limit).map((row) => ({ role: row.role, content: row.content }));
}

/** How a stored advisor message is labelled: a crisis reply is a safety message whatever was asked. */
export function messageKind(
  action: AdvisorAction,
  meta: Pick<AdvisorMeta, 'safety'> & Partial<Pick<AdvisorMeta, 'provider'>>,
): AdvisorMessageKind {
  // A reply the safety layer wrote (crisis, harassment, "are you a human?") is a safety message.
  if (meta.safety === 'crisis' || meta.provider === 'safety') return 'safety';
  switch (action) {
    case 'summary':
      return 'summary';
    case 'roleplay_start':
    case 'roleplay_turn':
      return 'roleplay';
    case 'roleplay_feedback':
      return 'feedback';
    default:
      return 'reply';
  }
}

export const toolsOf = (meta: Pick<AdvisorMeta, 'links'>) => meta.links.map(({ id, path }) => ({ id, path }));
