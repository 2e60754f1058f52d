// The sign-in screen's requests: sign in, sign up, continue as a guest, bring earlier guest data
// over, recovery mail, new password, confirmation mail again. Mutation hooks: they resolve with the answer or throw the provider's
// error, which the forms turn into their messages (common/form-errors).
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAuth, type GuestSignInInput } from '@cc/shared-auth';
import { callEndpoint } from '@cc/shared-auth/api-client';
import { guestSessionEndpoints } from '@cc/shared-contract';
import { authRequest, preloadAuthClient } from '../../../common/auth-request';
import { authRedirectUrl, FormFailure } from '../../../common/form-errors';

export interface Credentials {
  email: string;
  password: string;
}

/** Loads the auth client as the screen opens: every view needs it, and the visitor is still typing. */
export function usePreloadAuthClient(): void {
  useEffect(preloadAuthClient, []);
}

export const useSignIn = () =>
  useMutation({
    mutationFn: (credentials: Credentials) => authRequest((auth) => auth.signInWithPassword(credentials)),
  });

interface SignUpInput extends Credentials {
  lang: string;
  next?: string | null;
  /** A guest's first name: the account greets them with it (user metadata `first_name`). */
  firstName?: string;
}

/** Resolves with whether the account is signed in at once (no confirmation mail configured). */
export const useSignUp = () =>
  useMutation({
    mutationFn: async ({ email, password, lang, next, firstName }: SignUpInput) => {
      const data = firstName ? { lang, first_name: firstName } : { lang };
      const { session } = await authRequest((auth) =>
        auth.signUp({
          email,
          password,
          options: { emailRedirectTo: authRedirectUrl('confirmed', next), data },
        }),
      );
      return { signedIn: Boolean(session) };
    },
  });

/** A guest record at the api (the provider keeps it); its refusal is thrown as the form's error. */
export function useGuestSignIn() {
  const { signInAsGuest } = useAuth();
  return useMutation({
    mutationFn: async (input: GuestSignInInput) => {
      const { error } = await signInAsGuest(input);
      if (error) throw new FormFailure(error);
    },
  });
}

/**
 * The mailed link's token, sent with this browser's guest token: the api moves the earlier guest
 * sign-ins' data of the address here. Throws a FunctionError with the api's code when refused.
 */
export const useClaimGuestData = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint(guestSessionEndpoints.claimGuestData, { body: { token } }),
  });

export const useRequestPasswordRecovery = () =>
  useMutation({
    mutationFn: (email: string) =>
      authRequest((auth) => auth.resetPasswordForEmail(email, { redirectTo: authRedirectUrl('update-password') })),
  });

/** The new password after a recovery link signed the person in. */
export const useUpdatePassword = () =>
  useMutation({
    mutationFn: (password: string) => authRequest((auth) => auth.updateUser({ password })),
  });

export const useResendConfirmation = () =>
  useMutation({
    mutationFn: ({ email, next }: { email: string; next?: string | null }) =>
      authRequest((auth) =>
        auth.resend({ type: 'signup', email, options: { emailRedirectTo: authRedirectUrl('confirmed', next) } }),
      ),
  });

/** The six-digit code of the confirmation mail, typed instead of clicking its link: confirms and signs in. */
export const useConfirmSignUpCode = () =>
  useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) =>
      authRequest((auth) => auth.verifyOtp({ email, token: code, type: 'signup' })),
  });
