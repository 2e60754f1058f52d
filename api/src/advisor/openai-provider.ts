// Any OpenAI-compatible chat-completions server (OpenAI, Azure OpenAI, Mistral, Ollama, vLLM)
// through the official client, streamed. The time to the first token and between two tokens is
// limited; a failure before the first token is retried once; when the model still cannot
// answer (timeout, 5xx, 429, refused connection, a broken or cut-off stream), the offline coach
// answers with a short note and the final event says `fallback`. Never an error page.
import OpenAI, { APIError } from 'openai';
import type { AdvisorConfig } from '../config';
import { chunkText, offlineReply } from './offline-provider';
import { modelMessages, systemPrompt } from './prompt';
import { texts } from './texts';
import type { AdvisorProvider, ProviderEvent, ProviderRequest } from './types';

class StreamTimeout extends Error {
  constructor(ms: number) {
    super(`no token within ${ms} ms`);
  }
}

class IncompleteStream extends Error {
  constructor() {
    super('the stream ended without a finish reason');
  }
}

/** Resolves like `promise`, or rejects with StreamTimeout after `ms` and calls `onTimeout`. */
function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new StreamTimeout(ms));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Client errors other than 408/409/429 (a wrong key, an unknown model) will not heal on retry. */
function retryable(error: unknown): boolean {
  if (error instanceof APIError && typeof error.status === 'number') {
    return error.status >= 500 || [408, 409, 429].includes(error.status);
  }
  return true;
}

export interface OpenAIProviderOptions {
  /** Pause before the one retry, ms. */
  retryDelayMs?: number;
  /** Called with each failure (for logs); never with the conversation. */
  onError?: (error: unknown, attempt: number) => void;
}

export class OpenAIProvider implements AdvisorProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly config: AdvisorConfig['openai'],
    private readonly options: OpenAIProviderOptions = {},
  ) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // Self-hosted servers (Ollama, vLLM) need no key, but the client insists on one.
      apiKey: config.apiKey || 'not-needed',
      timeout: config.timeoutMs,
      maxRetries: 0, // the one retry is ours, so it also covers a stalled stream
      logLevel: 'off', // failures go to onError, without the client's console output
    });
  }

  async *reply(request: ProviderRequest): AsyncIterable<ProviderEvent> {
    const { input, language, safety } = request;
    // The offline coach's plan for this turn: its phase, knowledge and links guide the model
    // and fill the final event; its text is the fallback.
    const plan = offlineReply(input, language, safety);
    const messages = modelMessages(input, systemPrompt(input, language, plan, safety));
    const meta = {
      phase: plan.phase,
      links: plan.links,
      knowledge: plan.knowledge,
      glaslStage: plan.glaslStage,
    };
    let emitted = false;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        for await (const text of this.stream(messages, request.signal)) {
          emitted = true;
          yield { type: 'delta', text };
        }
        yield { type: 'done', meta: { ...meta, provider: 'openai', fallback: false } };
        return;
      } catch (error) {
        if (request.signal?.aborted) return;
        this.options.onError?.(error, attempt);
        // Text already shown cannot be retried silently: the offline coach takes over.
        if (emitted || !retryable(error) || attempt === 2) break;
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelayMs ?? 250));
      }
    }
    if (emitted) yield { type: 'reset' };
    for (const chunk of chunkText(`${texts[language].fallbackNote}\n\n${plan.text}`)) {
      yield { type: 'delta', text: chunk };
    }
    yield { type: 'done', meta: { ...meta, provider: 'offline', fallback: true } };
  }

  /** The model's text deltas; throws on a timeout, an HTTP error or a broken stream. */
  private async *stream(
    messages: ReturnType<typeof modelMessages>,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<string> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const timeoutMs = this.config.timeoutMs;
    try {
      const stream = await withTimeout(
        this.client.chat.completions.create(
          { model: this.config.model, messages, stream: true },
          { signal: controller.signal },
        ),
        timeoutMs,
        abort,
      );
      const iterator = stream[Symbol.asyncIterator]();
      let finished = false;
      for (;;) {
        const next = await withTimeout(iterator.next(), timeoutMs, abort);
        if (next.done) break;
        const choice = next.value.choices[0];
        const text = choice?.delta?.content;
        if (text) yield text;
        if (choice?.finish_reason) finished = true;
      }
      // A connection closed mid-reply can look like a normal end; without a finish reason it is not.
      if (!finished) throw new IncompleteStream();
    } finally {
      signal?.removeEventListener('abort', abort);
      controller.abort();
    }
  }
}
