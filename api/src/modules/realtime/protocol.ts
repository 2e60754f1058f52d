// Phoenix channel messages as Supabase Realtime exchanges them: `vsn=2.0.0` (realtime-js's
// default) as JSON arrays `[join_ref, ref, topic, event, payload]`, `vsn=1.0.0` as JSON objects.
// Binary frames (2.0.0's user broadcast pushes) are not part of the subset this api serves.

export type Vsn = '1.0.0' | '2.0.0';
export const supportedVsns: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export const phxEvents = {
  join: 'phx_join',
  leave: 'phx_leave',
  reply: 'phx_reply',
  close: 'phx_close',
  error: 'phx_error',
  heartbeat: 'heartbeat',
  accessToken: 'access_token',
} as const;

/** A JSON object (not an array, not null): the shape of a payload, a config, a notification. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** A text frame as a message, or null when it is not one (not JSON, wrong shape). */
export function decodeMessage(vsn: Vsn, text: string): PhxMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload: isRecord(payload) ? payload : {} };
  }
  if (!isRecord(parsed)) return null;
  const { join_ref: joinRef, ref, topic, event, payload } = parsed;
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload: isRecord(payload) ? payload : {} };
}

export function encodeMessage(vsn: Vsn, message: PhxMessage): string {
  const { joinRef, ref, topic, event, payload } = message;
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
}

/** The answer to a push: `phx_reply` with `{ status, response }` under the push's ref. */
export function reply(
  request: Pick<PhxMessage, 'joinRef' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): PhxMessage {
  return {
    joinRef: request.joinRef,
    ref: request.ref,
    topic: request.topic,
    event: phxEvents.reply,
    payload: { status, response },
  };
}

/**
 * A server message without refs (realtime-js matches it by topic and binding id) whose payload is
 * JSON already: one change is encoded once for every socket that receives the same of it.
 */
export function encodeBroadcast(vsn: Vsn, topic: string, event: string, payloadJson: string): string {
  const [topicJson, eventJson] = [JSON.stringify(topic), JSON.stringify(event)];
  return vsn === '2.0.0'
    ? `[null,null,${topicJson},${eventJson},${payloadJson}]`
    : `{"join_ref":null,"ref":null,"topic":${topicJson},"event":${eventJson},"payload":${payloadJson}}`;
}
