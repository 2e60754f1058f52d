// The advisor engine: validates a turn, runs the safety layer and the language detection, and
// only then hands over to the configured provider. A crisis is answered here, at once and
// without any provider; legal, medical and high-escalation boundaries are written here too,
// before the provider's text, so no model can leave them out.
import type { AdvisorConfig } from '../config';
import { expertLink, expertPath } from './coach';
import { detectLanguage, type DetectedLanguage } from './language';
import { chunkText, OfflineProvider } from './offline-provider';
import { OpenAIProvider, type OpenAIProviderOptions } from './openai-provider';
import { classifySafety, type SafetyResult } from './safety';
import { texts } from './texts';
import { warmAdvisor } from './warm';
import {
  advisorInputSchema,
  type AdvisorEvent,
  type AdvisorInput,
  type AdvisorInputRaw,
  type AdvisorLink,
  type AdvisorMeta,
  type AdvisorProvider,
  type Lang,
} from './types';

/** Stable codes for an invalid turn; the routes answer them as 4xx. */
export type AdvisorInputErrorCode = 'premium_required' | 'user_message_required' | 'message_too_long' | 'invalid_input';

export class AdvisorInputError extends Error {
  constructor(
    readonly code: AdvisorInputErrorCode,
    readonly issues: unknown[],
  ) {
    super(code);
  }
}

/** Parses a turn; throws AdvisorInputError with a stable code. */
export function parseAdvisorInput(raw: unknown): AdvisorInput {
  const parsed = advisorInputSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const known: AdvisorInputErrorCode[] = ['premium_required', 'message_too_long', 'user_message_required'];
  const code = known.find((c) => parsed.error.issues.some((issue) => issue.message === c)) ?? 'invalid_input';
  throw new AdvisorInputError(code, parsed.error.issues);
}

export function crisisText(lang: Lang): string {
  const t = texts[lang].crisis;
  return [t.intro, t.lines.map((line) => `- ${line}`).join('\n'), t.outro].join('\n\n');
}

/**
 * The boundary notes for the non-crisis categories, in a fixed order. A note the
 * conversation already gave in full (`earlier`: the previous replies) is only referred to briefly.
 */
export function boundaryText(safety: SafetyResult, lang: Lang, earlier = ''): string {
  const t = texts[lang].boundary;
  const brief = texts[lang].boundaryBrief;
  const parts: string[] = [];
  for (const kind of ['legal', 'medical', 'highEscalation'] as const) {
    const category = kind === 'highEscalation' ? 'high_escalation' : kind;
    const full = t[kind].replace('{expertPath}', expertPath);
    if (safety.categories.includes(category))
      parts.push(earlier.includes(full) ? brief[kind].replace('{expertPath}', expertPath) : full);
  }
  return parts.join('\n\n');
}

export interface AdvisorEngine {
  readonly providerName: 'offline' | 'openai';
  /** Streams one reply. `input` is validated (throws AdvisorInputError before the first event). */
  reply(input: AdvisorInputRaw | AdvisorInput, options?: { signal?: AbortSignal }): AsyncIterable<AdvisorEvent>;
}

export interface EngineOptions {
  /** Replaces the configured provider (tests). */
  provider?: AdvisorProvider;
  openai?: OpenAIProviderOptions;
}

/** The latest user message, which decides language and safety ('' for actions without one). */
function latestUserText(input: AdvisorInput): string {
  const last = [...input.messages].reverse().find((m) => m.role === 'user');
  return last?.content ?? '';
}

/** The conversation's language so far: that of the latest earlier user message with a signal, or null. */
function conversationLanguage(input: AdvisorInput): Lang | null {
  const users = input.messages.filter((m) => m.role === 'user').slice(0, -1);
  for (const message of users.reverse()) {
    if (message.content.trim().split(/\s+/).length <= 2) continue;
    const found = detectLanguage(message.content, input.uiLanguage);
    if (found.source === 'message') return found.language;
  }
  return null;
}

/** One turn with the provider the configuration names (a new provider per call is cheap). */
export function runAdvisor(
  input: AdvisorInputRaw | AdvisorInput,
  options: { config: AdvisorConfig; signal?: AbortSignal } & EngineOptions,
): AsyncIterable<AdvisorEvent> {
  return createAdvisorEngine(options.config, options).reply(input, { signal: options.signal });
}

export function createAdvisorEngine(config: AdvisorConfig, options: EngineOptions = {}): AdvisorEngine {
  const provider =
    options.provider ??
    (config.provider === 'openai' ? new OpenAIProvider(config.openai, options.openai) : new OfflineProvider());
  // Build the indexes and compile the rules now, not in the first user's reply.
  warmAdvisor();
  return {
    providerName: provider.name,
    reply: (raw, { signal } = {}) => runTurn(parseAdvisorInput(raw), provider, signal),
  };
}

async function* runTurn(
  input: AdvisorInput,
  provider: AdvisorProvider,
  signal: AbortSignal | undefined,
): AsyncGenerator<AdvisorEvent> {
  const latest = latestUserText(input);
  const conversation = conversationLanguage(input);
  // One or two words ("nö", "jein", "k") say too little to switch the conversation's language.
  const detected: DetectedLanguage = !latest
    ? { language: input.uiLanguage, source: 'interface' }
    : conversation && latest.trim().split(/\s+/).length <= 2
      ? { language: conversation, source: 'message' }
      : detectLanguage(latest, conversation ?? input.uiLanguage);
  const lang = detected.language;
  // A crisis in any text the user wrote wins whatever the action: the latest message (also when
  // a summary or a draft is asked for after it) and the role-play scenario. The boundary notes
  // belong to a normal reply to a new message only (in a role-play the user rehearses words, a
  // summary quotes earlier turns).
  const endsWithUser = input.messages.at(-1)?.role === 'user';
  const found: SafetyResult = endsWithUser ? classifySafety(latest) : { category: null, categories: [], rules: [] };
  const others = [endsWithUser ? '' : latest, input.premium?.counterpart ?? ''].filter(Boolean).map(classifySafety);
  const crisis = [found, ...others].find((result) => result.category === 'crisis');
  const safety: SafetyResult =
    crisis ?? (input.action === 'reply' ? found : { category: null, categories: [], rules: found.rules });
  const base = {
    action: input.action,
    language: lang,
    languageSource: detected.source,
    safety: safety.category,
    safetyCategories: safety.categories,
  };

  if (safety.category === 'crisis') {
    const text = crisisText(lang);
    for (const chunk of chunkText(text, 12)) yield { type: 'delta', text: chunk };
    const meta: AdvisorMeta = {
      ...base,
      phase: null,
      links: [],
      knowledge: [],
      glaslStage: null,
      provider: 'safety',
      fallback: false,
      text,
    };
    yield { type: 'done', meta };
    return;
  }

  const earlier = input.messages.flatMap((m) => (m.role === 'assistant' ? [m.content] : [])).join('\n');
  const boundaries = input.action === 'reply' ? boundaryText(safety, lang, earlier) : '';
  const prefix = boundaries ? `${boundaries}\n\n` : '';
  const extraLinks: AdvisorLink[] = safety.categories.includes('high_escalation') ? [expertLink(lang)] : [];
  let text = '';
  if (prefix) {
    text = prefix;
    yield { type: 'delta', text: prefix };
  }
  const nonCrisis = input.action === 'reply' ? safety.categories : [];
  for await (const event of provider.reply({
    input,
    language: lang,
    languageSource: detected.source,
    safety: nonCrisis,
    signal,
  })) {
    if (event.type === 'delta') {
      text += event.text;
      yield event;
    } else if (event.type === 'reset') {
      // The consumer drops what it has; the boundary notes come again.
      text = prefix;
      yield event;
      if (prefix) yield { type: 'delta', text: prefix };
    } else {
      const links = [...extraLinks, ...event.meta.links.filter((l) => !extraLinks.some((e) => e.id === l.id))];
      yield { type: 'done', meta: { ...base, ...event.meta, links, text } };
    }
  }
}
