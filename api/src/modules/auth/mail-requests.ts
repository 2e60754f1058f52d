// The mails a visitor asks for by address (POST /auth/v1/otp, /recover, /resend): each token and
// its mail in one transaction. The routes answer the same whether or not an address is registered.
import { isUniqueViolation } from '../../platform/db/errors';
import { createEmailUser, findUserByEmail, type UserRow } from '../../identity/users';
import type { Lang } from '../../platform/mail/templates';
import type { Services } from '../../platform/services';
import { sendCurrentAddressMail, sendTokenMail, type SendTokenMailOptions } from './one-time-tokens';

/** One token mail asked for on its own (a recovery, a confirmation sent again). */
export async function mailToken(services: Services, user: UserRow, options: SendTokenMailOptions): Promise<void> {
  await services.db.transaction((tx) => sendTokenMail(tx, services, user, options));
}

/** The mails of a pending email change, again: to the new address and (secure change) the current one. */
export async function resendEmailChange(
  services: Services,
  user: UserRow,
  lang: Lang,
  redirectTo: string | null,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    await sendTokenMail(tx, services, user, { type: 'email_change_token_new', to: user.emailChange, lang, redirectTo });
    await sendCurrentAddressMail(tx, services, user, lang, redirectTo);
  });
}

export interface OtpRequest {
  email: string;
  /** Make an account without password for an unknown address (GoTrue's `create_user`). */
  createUser: boolean;
  /** The new account's user metadata. */
  data: Record<string, unknown>;
  /** The mail's language, given the account's stored preference. */
  langOf: (userLang: unknown) => Lang;
  redirectTo: string | null;
}

/**
 * signInWithOtp: an unknown address becomes an account without password (unless `createUser` is
 * false: then nothing happens) and, as an unconfirmed one, gets the confirmation mail, whose code
 * confirms it first (as GoTrue); a confirmed account gets the code and magic link to sign in.
 */
export async function mailOtp(services: Services, request: OtpRequest): Promise<void> {
  const { email, redirectTo } = request;
  await services.db
    .transaction(async (tx) => {
      let user: UserRow | undefined = await findUserByEmail(tx, email);
      if (!user) {
        if (!request.createUser) return;
        const confirmedAt = services.config.requireEmailConfirmation ? null : new Date();
        user = await createEmailUser(tx, email, '', request.data, confirmedAt);
      }
      const lang = request.langOf(user.rawUserMetaData.lang);
      if (!user.emailConfirmedAt) {
        await sendTokenMail(tx, services, user, { type: 'confirmation_token', to: email, lang, redirectTo });
      } else {
        await sendTokenMail(tx, services, user, {
          type: 'recovery_token',
          to: email,
          lang,
          redirectTo,
          magicLink: true,
        });
      }
    })
    // A concurrent request created the account: that one mailed it.
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
}
