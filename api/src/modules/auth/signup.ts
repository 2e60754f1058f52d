// Sign-up with address and password (POST /auth/v1/signup): the account, its confirmation mail or
// (without required confirmation) its first session, in one transaction. An address that is
// already registered gets an answer of the same shape, so it never tells whether it is.
import { isUniqueViolation } from '../../platform/db/errors';
import { createEmailUser, decoyUserJson, findUserByEmail, loadIdentities, userJson } from '../../identity/users';
import type { Lang } from '../../platform/mail/templates';
import type { Services } from '../../platform/services';
import { decoyMailInterval, sendTokenMail } from './one-time-tokens';
import { createSession, tokenResponse, type ClientMeta } from './sessions';

export interface SignUp {
  email: string;
  /** The password's hash (hashed before, outside the transaction, also for addresses that exist). */
  encryptedPassword: string;
  data: Record<string, unknown>;
  lang: Lang;
  redirectTo: string | null;
  meta: ClientMeta;
}

export type SignUpOutcome =
  | { kind: 'user'; body: Record<string, unknown> }
  | { kind: 'session'; body: Record<string, unknown> }
  | { kind: 'exists' };

export async function signUp(services: Services, input: SignUp): Promise<SignUpOutcome> {
  const { config } = services;
  const { email, lang, redirectTo } = input;
  return (
    services.db
      .transaction(async (tx): Promise<SignUpOutcome> => {
        const existing = await findUserByEmail(tx, email);
        if (existing) {
          if (!config.requireEmailConfirmation) return { kind: 'exists' };
          if (existing.emailConfirmedAt) {
            // No mail, but the pace of a confirmation mail, as for a new address.
            await decoyMailInterval(tx, services, email, 'confirmation_token');
            return { kind: 'user', body: decoyUserJson(email, input.data) };
          }
          // Not confirmed yet: send the confirmation again (rate-limited per user), change nothing else.
          await sendTokenMail(tx, services, existing, { type: 'confirmation_token', to: email, lang, redirectTo });
          return { kind: 'user', body: userJson(existing, await loadIdentities(tx, existing.id)) };
        }
        const now = new Date();
        const user = await createEmailUser(
          tx,
          email,
          input.encryptedPassword,
          input.data,
          config.requireEmailConfirmation ? null : now,
        );
        if (config.requireEmailConfirmation) {
          await sendTokenMail(tx, services, user, { type: 'confirmation_token', to: email, lang, redirectTo });
          return { kind: 'user', body: userJson(user, await loadIdentities(tx, user.id)) };
        }
        const issued = await createSession(tx, services, user, 'password', input.meta);
        return { kind: 'session', body: await tokenResponse(tx, services, user, issued) };
      })
      // A concurrent sign-up with the same address won the race: answer as for a known address.
      .catch((error: unknown): SignUpOutcome => {
        if (!isUniqueViolation(error)) throw error;
        return config.requireEmailConfirmation
          ? { kind: 'user', body: decoyUserJson(email, input.data) }
          : { kind: 'exists' };
      })
  );
}
