// Any OpenAI-compatible chat-completions server (OpenAI, Azure OpenAI, Mistral, Ollama, vLLM)
// through the official client, streamed. The first token must come within the timeout, whatever
// happens before it (one retry after a failure, a Retry-After pause); after it, each next token
// within the timeout too. When the model cannot give a whole reply (timeout, 5xx, 429, refused
// connection, a broken or cut-off stream, an empty reply), the offline coach answers with a short
// note and the final event says `fallback`; text already streamed is withdrawn with `reset`.
// Never an error page. Every failure is logged with its kind, status and code, never with the
// conversation or the key.
import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { AdvisorConfig } from '../platform/config';
import { silentLogger, type Logger } from '../platform/log';
import { chunkText, offlineReply } from './offline-provider';
import { modelMessages, systemPrompt } from './prompt';
import { texts } from './texts';
import type { AdvisorProvider, ProviderEvent, ProviderRequest } from './types';

/** Why an attempt gave no whole reply (the `kind` of the log line). */
export type ModelFailureKind =
  | 'timeout' // no token within the time allowed
  | 'http_error' // the server answered with an error status
  | 'connection_error' // refused, reset or unreachable before an answer
  | 'broken_stream' // the stream broke off or sent something that is not the protocol
  | 'incomplete_stream' // the stream ended without a finish reason
  | 'empty_reply' // the model finished without any visible text
  | 'cut_off'; // the model stopped for another reason than `stop` (length, content_filter)

/** A failed attempt as it is logged: no message text (a provider's message may quote the key). */
export interface ModelFailure {
  kind: ModelFailureKind;
  status?: number;
  /** The provider's error code (`invalid_api_key`), the system's (`ECONNREFUSED`) or the finish reason. */
  code?: string;
  /** The pause the server asked for (Retry-After, retry-after-ms on 429 and 503). */
  retryAfterMs?: number;
}

class AttemptFailed extends Error {
  constructor(readonly failure: ModelFailure) {
    super(failure.kind);
  }
}

/** Resolves like `promise`, or rejects with a timeout failure after `ms` and calls `onTimeout`. */
function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        onTimeout();
        reject(new AttemptFailed({ kind: 'timeout' }));
      },
      Math.max(ms, 0),
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The pause a 429 or 503 asks for, in ms: `retry-after-ms` (OpenAI, Azure), else `Retry-After` in
 * seconds or as an HTTP date. Undefined when the answer names none (or nothing readable).
 */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(date - now, 0);
}

/** A short machine code from an error's cause (`ECONNREFUSED`), never its message. */
function systemCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What went wrong in an attempt, from the error it threw. */
export function describeFailure(error: unknown): ModelFailure {
  if (error instanceof AttemptFailed) return error.failure;
  if (error instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (error instanceof APIConnectionError) {
    const code = systemCode(error.cause);
    return { kind: 'connection_error', ...(code ? { code } : {}) };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const code = typeof error.code === 'string' ? error.code : undefined;
    const wait = [429, 503].includes(error.status) ? retryAfterMs(error.headers as Headers | undefined) : undefined;
    return {
      kind: 'http_error',
      status: error.status,
      ...(code ? { code: code.slice(0, 80) } : {}),
      ...(wait === undefined ? {} : { retryAfterMs: Math.round(wait) }),
    };
  }
  const code = systemCode(error);
  return { kind: 'broken_stream', ...(code ? { code } : {}) };
}

/** Failures a second attempt can heal: not a wrong key or an unknown model, not a reply the model chose to end. */
function retryable(failure: ModelFailure): boolean {
  if (failure.kind === 'http_error') {
    const status = failure.status ?? 500;
    return status >= 500 || [408, 409, 429].includes(status);
  }
  return failure.kind !== 'empty_reply' && failure.kind !== 'cut_off';
}

export interface OpenAIProviderOptions {
  /** Pause before the one retry when the server names none, ms. */
  retryDelayMs?: number;
  /** Where failures are logged (the api's logger); never with the conversation. */
  logger?: Logger;
}

export class OpenAIProvider implements AdvisorProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;
  private readonly logger: Logger;

  constructor(
    private readonly config: AdvisorConfig['openai'],
    private readonly options: OpenAIProviderOptions = {},
  ) {
    this.logger = options.logger ?? silentLogger;
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // Self-hosted servers (Ollama, vLLM) need no key, but the client insists on one.
      apiKey: config.apiKey || 'not-needed',
      timeout: config.timeoutMs,
      maxRetries: 0, // the one retry is ours, so it also covers a stalled stream
      logLevel: 'off', // failures go to our logger, without the client's console output
    });
  }

  async *reply(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    const { input, language, safety, caution, signal } = request;
    // The offline coach's plan for this turn: its phase, knowledge and links guide the model
    // and fill the final event; its text is the fallback.
    const plan = offlineReply(input, language, safety, caution);
    const messages = modelMessages(input, systemPrompt(input, language, plan, safety, caution));
    const meta = {
      phase: plan.phase,
      links: plan.links,
      knowledge: plan.knowledge,
      glaslStage: plan.glaslStage,
    };
    // One deadline for the first token across both attempts and any pause between them: a stall
    // costs the user the timeout once.
    const firstTokenDeadline = Date.now() + this.config.timeoutMs;
    let emitted = false;
    for (let attempt = 1; ; attempt++) {
      try {
        let visible = false;
        for await (const text of this.stream(messages, signal, firstTokenDeadline)) {
          // Leading blank text is held back: a reply that stays blank falls back without a reset.
          const shown = visible ? text : text.trimStart();
          if (!shown) continue;
          visible = true;
          emitted = true;
          yield { type: 'delta', text: shown };
        }
        if (!visible) throw new AttemptFailed({ kind: 'empty_reply' });
        yield { type: 'done', meta: { ...meta, provider: 'openai', fallback: false } };
        return;
      } catch (error) {
        if (signal?.aborted) return;
        const failure = describeFailure(error);
        // Text already shown cannot be retried silently: the offline coach takes over.
        const pause = emitted ? undefined : this.retryPause(failure, attempt, firstTokenDeadline);
        this.log(failure, attempt, pause);
        if (pause === undefined) break;
        try {
          await sleep(pause, undefined, { signal });
        } catch {
          return; // the user stopped the reply during the pause
        }
      }
    }
    if (emitted) yield { type: 'reset' };
    for (const chunk of chunkText(`${texts[language].fallbackNote}\n\n${plan.text}`)) {
      yield { type: 'delta', text: chunk };
    }
    yield { type: 'done', meta: { ...meta, provider: 'offline', fallback: true } };
  }

  /**
   * How long to wait before the second attempt, or undefined to fall back now: after the one
   * retry, for a failure no retry heals, or when the pause (the server's Retry-After or our
   * short delay) would take more than half the time left to the first-token deadline, so the
   * retry keeps at least as long as the user already waited for it.
   */
  private retryPause(failure: ModelFailure, attempt: number, deadline: number): number | undefined {
    if (attempt >= 2 || !retryable(failure)) return undefined;
    const pause = failure.retryAfterMs ?? this.options.retryDelayMs ?? 250;
    return pause <= (deadline - Date.now()) / 2 ? pause : undefined;
  }

  private log(failure: ModelFailure, attempt: number, pause: number | undefined): void {
    const fields = {
      provider: 'openai',
      model: this.config.model,
      attempt,
      kind: failure.kind,
      ...(failure.status === undefined ? {} : { status: failure.status }),
      ...(failure.code === undefined ? {} : { code: failure.code }),
      ...(failure.retryAfterMs === undefined ? {} : { retry_after_ms: failure.retryAfterMs }),
      next: pause === undefined ? 'fallback' : 'retry',
    };
    // A failure the coach covers for is an error (a revoked key makes every turn fall back);
    // one the retry may heal is a warning.
    if (pause === undefined) this.logger.error('advisor model failed', fields);
    else this.logger.warn('advisor model failed', { ...fields, retry_in_ms: Math.round(pause) });
  }

  /**
   * The model's text deltas; throws on a timeout, an HTTP error, a broken stream or a finish
   * reason other than `stop`. Until the first text arrives every wait ends at `firstTokenDeadline`;
   * after it, each next chunk may take the timeout.
   */
  private async *stream(
    messages: ReturnType<typeof modelMessages>,
    signal: AbortSignal | undefined,
    firstTokenDeadline: number,
  ): AsyncGenerator<string> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort, { once: true });
    let started = false;
    const limit = () => (started ? this.config.timeoutMs : firstTokenDeadline - Date.now());
    try {
      const stream = await withTimeout(
        this.client.chat.completions.create(
          { model: this.config.model, messages, stream: true },
          { signal: controller.signal },
        ),
        limit(),
        abort,
      );
      const iterator = stream[Symbol.asyncIterator]();
      let finish: string | null = null;
      for (;;) {
        const next = await withTimeout(iterator.next(), limit(), abort);
        if (next.done) break;
        const choice = next.value.choices[0];
        const text = choice?.delta?.content;
        if (text) {
          started = true;
          yield text;
        }
        if (choice?.finish_reason) finish = choice.finish_reason;
      }
      // A connection closed mid-reply can look like a normal end; without a finish reason it is not.
      if (finish === null) throw new AttemptFailed({ kind: 'incomplete_stream' });
      // `length` (the token limit) or `content_filter`: the reply is not whole.
      if (finish !== 'stop') throw new AttemptFailed({ kind: 'cut_off', code: finish });
    } finally {
      signal?.removeEventListener('abort', abort);
      controller.abort();
    }
  }
}
