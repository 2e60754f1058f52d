// The built-in coach as a provider: no network, deterministic, the first delta at once.
import { coachReply, type CoachReply } from './coach';
import { userRequest } from './analysis';
import {
  chatRoleplay,
  feedbackRequested,
  handoffDraft,
  handoverReply,
  roleplayFeedback,
  roleplayReply,
  summaryReply,
} from './premium';
import type { AdvisorInput, AdvisorProvider, Lang, ProviderEvent, ProviderRequest, SafetyCategory } from './types';

/** The offline coach's whole reply for an action. */
export function offlineReply(
  input: AdvisorInput,
  lang: Lang,
  safety: readonly SafetyCategory[] = [],
  caution = false,
): CoachReply {
  switch (input.action) {
    case 'summary':
      return summaryReply(input, lang);
    case 'roleplay_start':
      return roleplayReply(input, lang);
    case 'roleplay_turn': {
      // "Kannst du mir eine Mail an Herrn Kowalski schreiben?": a draft asked for mid-rehearsal is
      // written by the coach, out of the role, not answered by the other party.
      const latest = input.messages.findLast((m) => m.role === 'user')?.content ?? '';
      // "Suggest three scenarios for this role-play", "eine Checkliste": an artefact is written out of
      // the role too; "how did I do so far?", "gib mir kurz Rückmeldung": the feedback.
      if (userRequest(latest) === 'compose' || userRequest(latest) === 'artefact')
        return coachReply({ ...input, action: 'reply' }, lang, { caution });
      if (feedbackRequested(latest)) return roleplayFeedback(input, lang);
      return roleplayReply(input, lang);
    }
    case 'roleplay_feedback':
      return roleplayFeedback(input, lang);
    case 'handoff_draft':
      return handoffDraft(input, lang);
    default: {
      // A rehearsal the user asked for in the chat goes on until they ask for feedback or stop.
      const rehearsal = chatRoleplay(input);
      if (rehearsal === 'roleplay') return roleplayReply({ ...input, action: 'roleplay_turn' }, lang);
      if (rehearsal === 'feedback') return roleplayFeedback(input, lang);
      // "Can you prep something I can hand them?": the case summary for a human expert.
      const latest = input.messages.findLast((m) => m.role === 'user')?.content ?? '';
      if (userRequest(latest) === 'handover') return handoverReply(input, lang);
      return coachReply(input, lang, { expertAlreadyLinked: safety.includes('high_escalation'), caution });
    }
  }
}

/** Splits a reply into small pieces (a few words each) so it streams like a model's. */
export function chunkText(text: string, wordsPerChunk = 4): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export class OfflineProvider implements AdvisorProvider {
  readonly name = 'offline' as const;

  // A sync generator is enough: `for await` consumes it like any provider's stream.
  *reply(request: ProviderRequest): Iterable<ProviderEvent> {
    const reply = offlineReply(request.input, request.language, request.safety, request.caution);
    for (const chunk of chunkText(reply.text)) {
      if (request.signal?.aborted) return;
      yield { type: 'delta', text: chunk };
    }
    yield {
      type: 'done',
      meta: {
        phase: reply.phase,
        links: reply.links,
        knowledge: reply.knowledge,
        glaslStage: reply.glaslStage,
        ...(reply.summary ? { summary: reply.summary } : {}),
        ...(reply.handoff ? { handoff: reply.handoff } : {}),
        provider: 'offline',
        fallback: false,
      },
    };
  }
}
