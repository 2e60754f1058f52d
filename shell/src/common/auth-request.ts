// One call of the auth client (supabase-js) for the shell's mutation hooks: its data, or the error
// the provider answered, thrown as it came; anything the call itself throws (the client did not
// load, the request never left) becomes a RequestNotSentError, which the forms show as a network
// failure. Only the features' `api/` modules use it; components call their hooks.
import { getSupabase } from '@cc/shared-auth';

export type AuthClient = Awaited<ReturnType<typeof getSupabase>>['auth'];

/** The request did not get through: unlike an error the provider answered, it says nothing about the input. */
export class RequestNotSentError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'RequestNotSentError';
  }
}

/** An answer of the auth client: its data, or its error (supabase-js returns, rather than throws, them). */
interface AuthAnswer {
  data: unknown;
  error: Error | null;
}

/** The data of a successful answer (supabase-js types the failed one's data as nulls). */
type AnswerData<R extends AuthAnswer> = Extract<R, { error: null }>['data'];

export async function authRequest<R extends AuthAnswer>(
  call: (auth: AuthClient) => Promise<R>,
): Promise<AnswerData<R>> {
  let answer: R;
  try {
    const client = await getSupabase();
    answer = await call(client.auth);
  } catch (thrown) {
    throw new RequestNotSentError(thrown);
  }
  if (answer.error) throw answer.error;
  return answer.data;
}

/** Starts loading the auth client (a screen that will need it at once, while the visitor types). */
export function preloadAuthClient(): void {
  void getSupabase().catch(() => undefined);
}
