// The module's one door to the advisor engine (api/src/advisor): runs a turn with the configured
// provider, and turns the engine's summary and handoff replies into the contract's shapes.
import removeMarkdown from 'remove-markdown';
import type { AdvisorSummary } from '@cc/shared-contract';
import type { AdvisorEngine } from '../../advisor';
import type { AdvisorEvent, AdvisorInputRaw, AdvisorMeta } from '../../advisor/types';
import type { AdvisorConfig } from '../../platform/config';
import type { Services } from '../../platform/services';

// One engine per configuration (it builds its indexes once), shared by every request; the
// model provider logs its failures to the api's logger. The engine's code (the safety model and
// rules, the knowledge base, the coach, openai: about 2 MB of the bundle) is a chunk of its own,
// loaded by the warm-up after the api listens or by the first turn, so the start does not
// compile it (docs/performance.md, "Start and memory, fourth round").
const engines = new WeakMap<AdvisorConfig, Promise<AdvisorEngine>>();

/** The engine of this api; the first call builds it (startServer warms what it uses after listening). */
export function advisorEngine(services: Pick<Services, 'config' | 'logger'>): Promise<AdvisorEngine> {
  const config = services.config.advisor;
  let engine = engines.get(config);
  if (!engine) {
    engine = import('../../advisor')
      .then(({ createAdvisorEngine }) => createAdvisorEngine(config, { openai: { logger: services.logger } }))
      .catch((error: unknown) => {
        // The next turn tries again, as it did when the engine was built in place.
        engines.delete(config);
        throw error;
      });
    engines.set(config, engine);
  }
  return engine;
}

/** One turn of the engine with the configured provider; stops when `signal` aborts. */
export async function* runAdvisor(
  services: Services,
  input: AdvisorInputRaw,
  signal: AbortSignal,
): AsyncIterable<AdvisorEvent> {
  const engine = await advisorEngine(services);
  yield* engine.reply(input, { signal });
}

/** Runs a reply to its end (the handoff draft is answered as JSON, not streamed). */
export async function collectReply(events: AsyncIterable<AdvisorEvent>): Promise<AdvisorMeta> {
  for await (const event of events) {
    if (event.type === 'done') return event.meta;
  }
  throw new Error('the engine ended without a final event');
}

interface Section {
  heading: string;
  /** Text on the heading's own line after the label ("**Thema:** Rollen"). */
  inline: string;
  items: string[];
}

/** The reply's Markdown as bold-headed sections with their list items (the engine's layout). */
function sections(text: string): Section[] {
  const found: Section[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^\*\*(.+?):?\*\*:?\s*(.*)$/.exec(line);
    if (heading) {
      found.push({ heading: heading[1]!.replace(/:$/, '').trim(), inline: heading[2]!.trim(), items: [] });
      continue;
    }
    const item = /^(?:[-*]|\d+[.)])\s+(.+)$/.exec(line);
    if (item && found.length) found.at(-1)!.items.push(item[1]!.trim());
  }
  return found;
}

/**
 * The summary to store: the offline coach's structured parts; a model's summary has only text, read
 * from its Markdown when it keeps the coach's layout (situation, parties, interests, options, next
 * steps) and otherwise stored as the situation as a whole.
 */
export function summaryOf(meta: AdvisorMeta, now: Date): AdvisorSummary {
  const created_at = now.toISOString();
  const structured = meta.summary;
  if (structured) {
    return {
      situation: structured.situation.join(' '),
      interests: structured.interests,
      options: structured.options,
      next_steps: structured.nextSteps,
      created_at,
    };
  }
  const parts = sections(meta.text);
  if (parts.length >= 5) {
    const [situation, , interests, options, steps] = parts;
    return {
      situation: situation!.items.join(' ') || situation!.inline,
      interests: interests!.items,
      options: options!.items,
      next_steps: steps!.items,
      created_at,
    };
  }
  return {
    situation: meta.text.replace(/^#+\s.*$/m, '').trim(),
    interests: [],
    options: [],
    next_steps: [],
    created_at,
  };
}

/**
 * The handoff draft: the engine's topic and summary, or its Markdown with the first labelled line
 * as topic. The summary is plain text ("Thema: Rollen", "- " lists kept): the founder reads and
 * edits it in a text field, where Markdown's asterisks would show as they are.
 */
export function handoffOf(meta: AdvisorMeta, fallbackTopic: string): { topic: string; summary: string } {
  const topic = meta.handoff?.topic ?? sections(meta.text).find((section) => section.inline)?.inline ?? fallbackTopic;
  const markdown = meta.handoff?.summary ?? meta.text.replace(/^#+\s.*$/m, '');
  const summary = removeMarkdown(markdown, { stripListLeaders: false, gfm: true, useImgAltText: true }).trim();
  return { topic: removeMarkdown(topic).trim().slice(0, 200), summary: summary.slice(0, 4000) };
}
