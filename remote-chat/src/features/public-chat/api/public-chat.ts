// The public advisor's data: the conversation lives in this browser tab only (sessionStorage) and
// goes with each turn as `history`; the server keeps nothing of it.
import {
  type AdvisorLanguage,
  type AdvisorResultContext,
  advisorEndpoints,
  advisorResultContext,
  endpointPath,
  advisorMaxMessageLength,
  advisorMaxPublicHistory,
  advisorSafetyCategories,
  advisorHelpKinds,
  type AdvisorHelpKind,
  advisorLanguages,
  advisorStoredMessage,
  advisorSummary,
  advisorToolLink,
} from '@cc/shared-contract';
import type { ChatMessage, Turn } from '../../../common/chat/types';
import type { TurnRequest } from '../../../common/chat/useChatStream';

export const publicChatStorageKey = 'cc.chat.public';
/** The result a result page handed over, kept with the conversation for this tab. */
export const publicResultStorageKey = 'cc.chat.public.result';

const kinds: readonly unknown[] = advisorStoredMessage.shape.kind.unwrap().options;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** One stored message, checked field by field (what this tab wrote, or anything else put there). */
function readMessage(value: unknown): ChatMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, role, content, kind } = record;
  if (typeof id !== 'string' || (role !== 'user' && role !== 'assistant') || typeof content !== 'string') return null;
  const tools = Array.isArray(record.tools)
    ? record.tools.flatMap((tool) => {
        const parsed = advisorToolLink.safeParse(tool);
        return parsed.success ? [parsed.data] : [];
      })
    : undefined;
  const summary = advisorSummary.safeParse(record.summary);
  return {
    id,
    role,
    content,
    kind: oneOf(kinds as readonly string[], kind) ? (kind as ChatMessage['kind']) : null,
    safety: oneOf(advisorSafetyCategories, record.safety) ? record.safety : null,
    ...(Array.isArray(record.help)
      ? { help: record.help.filter((kind): kind is AdvisorHelpKind => oneOf(advisorHelpKinds, kind)) }
      : {}),
    ...(tools ? { tools } : {}),
    summary: summary.success ? summary.data : null,
    ...(record.stopped === true ? { stopped: true } : {}),
    ...(record.fallback === true ? { fallback: true } : {}),
    ...(oneOf(advisorLanguages, record.lang) ? { lang: record.lang } : {}),
  };
}

/** The conversation this tab kept, or none when nothing (valid) is stored. */
export function readPublicChat(): ChatMessage[] {
  try {
    const raw = sessionStorage.getItem(publicChatStorageKey);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(readMessage).filter((message): message is ChatMessage => message !== null);
  } catch {
    return [];
  }
}

export function writePublicChat(messages: ChatMessage[]): void {
  try {
    // Replies still streaming (empty) are not kept.
    const kept = messages.filter((message) => message.content);
    if (kept.length) sessionStorage.setItem(publicChatStorageKey, JSON.stringify(kept));
    else sessionStorage.removeItem(publicChatStorageKey);
  } catch {
    // storage full or disabled: the conversation still works for this page view
  }
}

/** The last messages the api accepts as history, each within the message limit. */
export function historyOf(messages: ChatMessage[]): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .filter((message) => message.content.trim())
    .slice(-advisorMaxPublicHistory)
    .map(({ role, content }) => ({ role, content: content.slice(0, advisorMaxMessageLength) }));
}

/** The result this tab keeps, or null (nothing, or nothing valid, stored). */
export function readPublicResult(): AdvisorResultContext | null {
  try {
    const raw = sessionStorage.getItem(publicResultStorageKey);
    const parsed = raw ? advisorResultContext.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writePublicResult(result: AdvisorResultContext | null): void {
  try {
    if (result) sessionStorage.setItem(publicResultStorageKey, JSON.stringify(result));
    else sessionStorage.removeItem(publicResultStorageKey);
  } catch {
    // storage disabled: the result still goes with this page view's turns
  }
}

export function publicTurnRequest(
  turn: Turn,
  before: ChatMessage[],
  lang: AdvisorLanguage,
  result: AdvisorResultContext | null = null,
): TurnRequest {
  return {
    path: endpointPath(advisorEndpoints.advisorChat),
    body: { message: turn.message ?? '', history: historyOf(before), lang, ...(result ? { result } : {}) },
  };
}
