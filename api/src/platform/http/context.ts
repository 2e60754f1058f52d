// The Hono environment shared by all routes, and small request helpers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AuthState, Caller } from '../../identity/caller';
import type { Services } from '../services';
import { badRequest, validationFailed, type ApiError } from './errors';

export type AppEnv = {
  /** The Node request and response (absent when the app is called without a server, e.g. app.request in tests). */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    requestId: string;
    services: Services;
    auth: AuthState;
    /** Who calls a /functions/v1 endpoint (set by identity/middleware.ts: `withCaller`, `requireAdmin`, …). */
    caller: Caller;
  };
};

export type AppContext = Context<AppEnv>;

/**
 * The client's address: the socket peer, or with TRUST_PROXY=true the last X-Forwarded-For entry
 * (the address the one trusted reverse proxy saw; earlier entries are client-controlled).
 */
export function clientIp(c: AppContext): string {
  return requestIp(c.env?.incoming, c.req.header('x-forwarded-for'), c.get('services').config.trustProxy);
}

/** clientIp of a Node request (the realtime upgrade, which has no Hono context). */
export function requestIp(
  incoming: IncomingMessage | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const last = forwardedFor
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .pop();
    if (last) return last.slice(0, 64);
  }
  const socketAddress = incoming?.socket?.remoteAddress;
  return (socketAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The address as per-IP limits count it: an IPv4 address as it is, an IPv6 address by its /64
 * network. Every host gets a /64 of its own and picks any of its 2^64 addresses at will, so a
 * limit per IPv6 address would hold nobody.
 */
export function rateLimitAddress(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros: string[] = new Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '') || '0');
  return `${network.join(':')}::/64`;
}

/** The client's address for per-IP rate-limit keys (rateLimitAddress of clientIp). */
export const limitIp = (c: AppContext): string => rateLimitAddress(clientIp(c));

const bearer = /^\s*bearer\s+(\S+)\s*$/i;

/** The Bearer token of an Authorization header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  return bearer.exec(header ?? '')?.[1] ?? null;
}

export function userAgent(c: AppContext): string | null {
  return c.req.header('user-agent') ?? null;
}

/**
 * Nesting deeper than this is refused: no request needs it, and storing such a value (JSON.stringify,
 * PostgreSQL's jsonb parser) recurses and could fail with a 500.
 */
const maxJsonDepth = 32;

// A UTF-16 surrogate without its partner: valid in a JS string and in JSON ("\ud800"), but no
// Unicode character, so PostgreSQL refuses it in text and jsonb.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain NUL (\\u0000) characters';
  if (loneSurrogate.test(text)) return 'Text must be valid Unicode (no unpaired surrogate \\uD800-\\uDFFF)';
  return null;
}

/**
 * What PostgreSQL cannot store (U+0000 or an unpaired surrogate in text or jsonb) or should not be
 * asked to: null when the value is fine, else the reason. Iterative, so a deeply nested body cannot
 * overflow the stack here.
 */
function jsonProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxJsonDepth) return `JSON must not be nested deeper than ${maxJsonDepth} levels`;
    for (const [key, item] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

/**
 * Reads the body as JSON; an empty or malformed body is GoTrue's 400 bad_json, and a body the
 * database could not store (NUL characters, unpaired surrogates, absurd nesting) is 400
 * validation_failed.
 */
export async function readJson(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '')
    throw badRequest('bad_json', 'Could not parse request body as JSON: unexpected end of JSON input');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  const problem = jsonProblem(value);
  if (problem) throw validationFailed(problem);
  return value;
}

/** "Invalid <path>: <message>" for a zod issue (or the first issue of an error). */
export function describeIssue(issueOrError: z.ZodError | z.core.$ZodIssue | undefined): string {
  const issue = issueOrError && 'issues' in issueOrError ? issueOrError.issues[0] : issueOrError;
  if (!issue) return 'Invalid request';
  const where = issue.path.length ? issue.path.join('.') : 'body';
  return `Invalid ${where}: ${issue.message}`;
}

/** Reads and validates a JSON body; any mismatch is 400 with a stable code. */
export async function parseBody<T extends z.ZodType>(
  c: AppContext,
  schema: T,
  onInvalid: (message: string) => ApiError = validationFailed,
): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw onInvalid(describeIssue(result.error));
  return result.data;
}
