// The state of one chat: its messages, the reply being streamed, the composer's draft and the last
// failure. Both pages use it; they say how a turn is sent (`request`) and what happens after it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { FunctionError, type FunctionCallError } from '@cc/shared-auth';
import { preloadMarkdown } from '@cc/shared-ui/lazy-markdown';
import type { AdvisorDoneEvent } from '@cc/shared-contract';
import { streamTurn } from '../api/stream';
import type { ChatMessage, Turn, TurnResult } from './types';

export interface TurnRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface ChatFailure {
  error: FunctionCallError;
  turn: Turn;
}

export interface UseChatStreamOptions {
  initialMessages?: ChatMessage[];
  /** The request of a turn, given the messages before it (may first create the conversation). */
  request: (turn: Turn, before: ChatMessage[]) => TurnRequest | Promise<TurnRequest>;
  /** A user is signed in (their access token goes with the turn). */
  withSession: boolean;
  /** Called whenever the messages change (the public chat keeps them in sessionStorage). */
  onMessages?: (messages: ChatMessage[]) => void;
  onDone?: (result: TurnResult, turn: Turn) => void;
  onError?: (failure: ChatFailure) => void;
}

let sequence = 0;
export const localId = () => `local-${Date.now().toString(36)}-${(sequence += 1)}`;

/** Actions whose text appears as the user's own message. */
const showsUserMessage = (turn: Turn) =>
  Boolean(turn.message) && (turn.action === 'reply' || turn.action === 'roleplay_start');

function kindOf(done: AdvisorDoneEvent, turn: Turn): ChatMessage['kind'] {
  if (done.safety) return 'safety';
  if (turn.action === 'summary') return 'summary';
  if (turn.action === 'roleplay_feedback') return 'feedback';
  return done.mode === 'roleplay' ? 'roleplay' : 'reply';
}

const asCallError = (error: unknown): FunctionCallError =>
  error instanceof FunctionError
    ? error
    : { code: 'unknown', message: String(error), status: null, name: 'AdvisorStreamError' };

export function useChatStream({
  initialMessages = [],
  request,
  withSession,
  onMessages,
  onDone,
  onError,
}: UseChatStreamOptions) {
  const [messages, setMessagesState] = useState<ChatMessage[]>(initialMessages);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [draft, setDraft] = useState('');
  /** The finished reply, for the polite live region (never the tokens as they stream). */
  const [announcement, setAnnouncement] = useState('');
  const messagesRef = useRef(messages);
  const controllerRef = useRef<AbortController | null>(null);
  // The latest callbacks, so a turn in flight reports to the current page state.
  const callbacks = useRef({ request, onMessages, onDone, onError, withSession });
  useEffect(() => {
    callbacks.current = { request, onMessages, onDone, onError, withSession };
  });

  const setMessages = useCallback((update: (current: ChatMessage[]) => ChatMessage[]) => {
    const next = update(messagesRef.current);
    messagesRef.current = next;
    setMessagesState(next);
    callbacks.current.onMessages?.(next);
  }, []);

  const patch = useCallback(
    (id: string, change: (message: ChatMessage) => ChatMessage) =>
      setMessages((list) => list.map((message) => (message.id === id ? change(message) : message))),
    [setMessages],
  );

  const send = useCallback(
    async (turn: Turn) => {
      if (controllerRef.current) return;
      setFailure(null);
      // The reply will most likely hold Markdown: its renderer loads while the answer is on its way.
      void preloadMarkdown();
      const before = messagesRef.current;
      const userMessage: ChatMessage | null = showsUserMessage(turn)
        ? { id: localId(), role: 'user', content: turn.message ?? '', kind: null }
        : null;
      const replyId = localId();
      setMessages((list) => [
        ...list,
        ...(userMessage ? [userMessage] : []),
        { id: replyId, role: 'assistant', content: '', kind: null },
      ]);
      // A retried message that is still in the composer is sent now: clear it.
      if (turn.action === 'reply') setDraft((current) => (current.trim() === turn.message ? '' : current));
      const controller = new AbortController();
      controllerRef.current = controller;
      setStreamingId(replyId);
      setAnnouncement('');
      try {
        const { path, body } = await callbacks.current.request(turn, before);
        if (controller.signal.aborted) throw new DOMException('The turn was stopped', 'AbortError');
        const done = await streamTurn({
          path,
          body,
          signal: controller.signal,
          withSession: callbacks.current.withSession,
          onDelta: (text) => patch(replyId, (message) => ({ ...message, content: message.content + text })),
          // The model broke off: its words leave the screen and the history, the fallback follows.
          onReset: () => patch(replyId, (message) => ({ ...message, content: '' })),
        });
        const kind = kindOf(done, turn);
        let finished = '';
        patch(replyId, (message) => {
          finished = message.content;
          return {
            ...message,
            id: done.message_id ?? replyId,
            kind,
            safety: done.safety,
            ...(done.help?.length ? { help: done.help } : {}),
            lang: done.lang,
            tools: done.tools,
            summary: done.summary,
            fallback: done.fallback,
          };
        });
        setAnnouncement(finished);
        callbacks.current.onDone?.(
          { phase: done.phase, mode: done.mode, summary: done.summary, conversationId: null },
          turn,
        );
      } catch (error) {
        if (controller.signal.aborted) {
          // Stopped: what arrived stays, marked as incomplete; an empty reply goes.
          setMessages((list) =>
            list.flatMap((message) =>
              message.id !== replyId ? [message] : message.content ? [{ ...message, stopped: true }] : [],
            ),
          );
        } else {
          const failed: ChatFailure = { error: asCallError(error), turn };
          // The turn did not happen: its messages leave the list and the text goes back to the composer.
          setMessages((list) => list.filter((message) => message.id !== replyId && message.id !== userMessage?.id));
          if (turn.action === 'reply' && turn.message) {
            const text = turn.message;
            setDraft((current) => (current.trim() ? current : text));
          }
          setFailure(failed);
          callbacks.current.onError?.(failed);
        }
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        setStreamingId(null);
      }
    },
    [patch, setMessages],
  );

  /** Sends what the composer holds (trimmed). */
  const sendDraft = useCallback(() => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    void send({ action: 'reply', message: text });
  }, [draft, send]);

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const retry = useCallback(() => {
    if (failure) void send(failure.turn);
  }, [failure, send]);

  /** Replaces the conversation (new conversation, another stored one, deletion). */
  const reset = useCallback(
    (next: ChatMessage[] = []) => {
      controllerRef.current?.abort();
      controllerRef.current = null;
      setStreamingId(null);
      setFailure(null);
      setAnnouncement('');
      setMessages(() => next);
    },
    [setMessages],
  );

  useEffect(() => () => controllerRef.current?.abort(), []);

  return {
    messages,
    streaming: streamingId !== null,
    streamingId,
    failure,
    dismissFailure: () => setFailure(null),
    draft,
    setDraft,
    send,
    sendDraft,
    stop,
    retry,
    reset,
    announcement,
  };
}

export type ChatState = ReturnType<typeof useChatStream>;
