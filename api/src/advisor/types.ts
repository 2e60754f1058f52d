// The advisor engine's public types: what a turn needs (validated with zod, so the routes can
// parse a request body with the same schema) and the events a reply streams as. Provider-agnostic:
// the offline coach and the OpenAI-compatible provider produce the same events.
import { advisorLanguages, advisorPhases, advisorSafetyCategories } from '@cc/shared-contract';
import { assessmentTypes, type AssessmentResult, type DomainLanguage } from '@cc/shared-domain';
import * as z from 'zod';

export type Lang = DomainLanguage;
export { advisorLanguages };

/** The phases of a coaching conversation, in order (GROW / mediation-like sequence): the contract's. */
export const coachPhases = advisorPhases;
export type CoachPhase = (typeof coachPhases)[number];

/**
 * What the caller asks for. `reply` is a normal coaching turn; the others are premium:
 * `roleplay_start` opens a rehearsal (the advisor plays the other party), `roleplay_turn` answers
 * in role, `roleplay_feedback` comments on the user's wording during the rehearsal, `summary`
 * sums the session up and `handoff_draft` drafts a case summary for a human expert.
 */
export const advisorActions = [
  'reply',
  'summary',
  'roleplay_start',
  'roleplay_turn',
  'roleplay_feedback',
  'handoff_draft',
] as const;
export type AdvisorAction = (typeof advisorActions)[number];

export const advisorModes = ['public', 'premium'] as const;
export type AdvisorMode = (typeof advisorModes)[number];

/** Safety categories (the contract's); `crisis` always wins and stops coaching for the turn. */
export const safetyCategories = advisorSafetyCategories;
export type SafetyCategory = (typeof safetyCategories)[number];

/** Longest message the engine accepts (the routes enforce the same limit with a clear message). */
export const maxMessageLength = 4000;
/** Most messages a conversation sent to the engine may have. */
export const maxMessages = 200;

export const advisorMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(maxMessageLength * 4),
});
export type AdvisorMessage = z.infer<typeof advisorMessageSchema>;

/** A remembered earlier session (premium memory): its stored summary. */
export const advisorMemorySchema = z.object({
  summary: z.string().min(1).max(4000),
  /** ISO date of the session, shown as "am 3. März" when present. */
  date: z.string().max(40).optional(),
  title: z.string().max(200).optional(),
});
export type AdvisorMemory = z.infer<typeof advisorMemorySchema>;

/**
 * The user's latest assessment results (premium). The shape is shared-domain's result types; the
 * engine reads only a few fields and ignores anything it does not recognise, so results stored by
 * an older version never break a chat.
 */
export const advisorResultSchema = z.custom<AssessmentResult>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    (assessmentTypes as readonly unknown[]).includes((value as { type?: unknown }).type),
  { message: 'invalid_result' },
);

export const advisorInputSchema = z
  .object({
    messages: z.array(advisorMessageSchema).max(maxMessages),
    /** Interface language: decides the reply language only when the message gives no signal. */
    uiLanguage: z.enum(advisorLanguages),
    mode: z.enum(advisorModes),
    action: z.enum(advisorActions).default('reply'),
    /** The phase the conversation reached so far (from the previous reply's final event). */
    phase: z.enum(coachPhases).optional(),
    /** The result a page handed over (the public chat from a result page's link): the first reply and the handoff refer to it. */
    results: z.array(advisorResultSchema).max(3).optional(),
    premium: z
      .object({
        memories: z.array(advisorMemorySchema).max(20).default([]),
        results: z.array(advisorResultSchema).max(10).default([]),
        /** Who the advisor plays in a role-play ("mein Mitgründer Tom"); optional. */
        counterpart: z.string().max(200).optional(),
      })
      .optional(),
  })
  .superRefine((input, ctx) => {
    // The public chat drafts a handoff too (the way to a human from every advisor page).
    if (input.action !== 'reply' && input.action !== 'handoff_draft' && input.mode !== 'premium') {
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'premium_required' });
    }
    const last = input.messages.at(-1);
    const needsUserMessage = input.action === 'reply' || input.action === 'roleplay_turn';
    if (needsUserMessage && (!last || last.role !== 'user' || last.content.trim() === '')) {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: 'user_message_required' });
    }
    if (last && last.role === 'user' && last.content.length > maxMessageLength) {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: 'message_too_long' });
    }
  });
export type AdvisorInputRaw = z.input<typeof advisorInputSchema>;
export type AdvisorInput = z.output<typeof advisorInputSchema>;

/** The results the advisor may refer to: the premium session's stored ones, else the one a page handed over. */
export const contextResults = (input: AdvisorInput): AssessmentResult[] =>
  input.premium?.results.length ? input.premium.results : (input.results ?? []);

/** A link to one of the product's own pages (tools, checklists, the premium advisor, experts). */
export interface AdvisorLink {
  id: string;
  path: string;
  /** Localised name, in the reply's language. */
  label: string;
}

export type LanguageSource = 'message' | 'interface';

export interface AdvisorMeta {
  action: AdvisorAction;
  /** The language the reply is written in. */
  language: Lang;
  /** Whether the message decided the language or (no signal) the interface did. */
  languageSource: LanguageSource;
  /** The phase the conversation reached with this reply; null for a crisis reply. */
  phase: CoachPhase | null;
  /** The highest-priority safety category of the user's message, if any. */
  safety: SafetyCategory | null;
  /** Every category found (e.g. legal and high_escalation together). */
  safetyCategories: SafetyCategory[];
  /** Product pages the reply recommends (also linked in the text). */
  links: AdvisorLink[];
  /** Knowledge-base entries the reply drew on. */
  knowledge: string[];
  /** Estimated Glasl stage from what the user wrote, when there were signals. */
  glaslStage: number | null;
  /** Who wrote the reply: the safety layer (crisis), the offline coach or the remote model. */
  provider: 'safety' | 'offline' | 'openai';
  /** True when the configured provider failed and the offline coach answered. */
  fallback: boolean;
  /** The whole reply as the user should finally see it (after any `reset`). */
  text: string;
  /** Help shown with this reply and kept visible for the rest of the conversation. */
  help: ('crisis' | 'harassment')[];
  /** A role-play ends with this reply (a crisis during it): the conversation returns to coaching. */
  endsRoleplay: boolean;
  /** For `summary` from the offline coach: the parts of the summary (a model's summary has only `text`). */
  summary?: StructuredSummary;
  /** For `handoff_draft` from the offline coach: topic and summary for the expert request. */
  handoff?: StructuredHandoff;
}

export interface StructuredSummary {
  situation: string[];
  interests: string[];
  options: string[];
  nextSteps: string[];
}

export interface StructuredHandoff {
  topic: string;
  /** The draft as Markdown, without its heading. */
  summary: string;
}

/**
 * A reply streams as `delta` events, then one `done`. `reset` tells the consumer to discard the
 * text streamed so far (a remote model broke off mid-reply and the offline coach answers instead).
 */
export type AdvisorEvent = { type: 'delta'; text: string } | { type: 'reset' } | { type: 'done'; meta: AdvisorMeta };

/** What the engine hands a provider after the safety layer and language detection ran. */
export interface ProviderRequest {
  input: AdvisorInput;
  language: Lang;
  languageSource: LanguageSource;
  /** Non-crisis safety categories found in the latest message (the engine has already emitted their boundary text). */
  safety: SafetyCategory[];
  /**
   * Help earlier messages made lasting: with 'harassment' the reply suggests no joint talk or
   * mediation with the person who harasses.
   */
  lastingHelp?: readonly ('crisis' | 'harassment')[];
  /**
   * The engine answered a possible urgent signal with the short note above the reply (or a
   * signal taken back): the person comes first, so the reply works with no plan, proposal, tip
   * or tool ("When exactly will you do it?" after "I'll put him in the hospital" helps a threat).
   */
  caution?: boolean;
  signal?: AbortSignal;
}

/** Provider output: text deltas, then the metadata only the provider knows. */
export type ProviderEvent =
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | {
      type: 'done';
      meta: Pick<AdvisorMeta, 'phase' | 'links' | 'knowledge' | 'glaslStage' | 'fallback' | 'summary' | 'handoff'> & {
        provider: 'offline' | 'openai';
      };
    };

export interface AdvisorProvider {
  readonly name: 'offline' | 'openai';
  reply(request: ProviderRequest): AsyncIterable<ProviderEvent> | Iterable<ProviderEvent>;
}
