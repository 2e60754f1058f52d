// The auth module (GoTrue's /auth/v1 and the account's export and deletion, docs/api.md "Auth
// contract"): what its routes and the other domains call. The rules and transactions live in its
// parts: sessions.ts (sign-in, refresh tokens, logout), signup.ts, verify.ts, one-time-tokens.ts
// (mail links and their pace), mail-requests.ts, mfa.ts, user-update.ts (the own account's
// changes), admin.ts (the admin API's operations), account-export.ts and delete-user.ts
// (an account's deletion, hard or soft, for the account itself and the admin API). The users,
// their factors, sessions and the audit record are identity's (identity/). Only this file is imported from outside
// the module; the routes (routes/) import nothing else of it.
export { exportAccountData } from './account-export';
export {
  adminCreateUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminGenerateLink,
  adminInvite,
  adminUpdateUser,
  adminUserJson,
  auditLogPage,
  linkTypes,
  listUsersPage,
} from './admin';
export { deleteUserAccount } from './delete-user';
export { mailOtp, mailToken, resendEmailChange } from './mail-requests';
export { createChallenge, enrollTotp, loadUserFactor, unenrollFactor, verifyTotp } from './mfa';
export { decoyMailInterval } from './one-time-tokens';
export { enforcePasswordPolicy } from './password-policy';
export { logout, refreshSession, signIn, type LogoutScope } from './sessions';
export { signUp } from './signup';
export { mailReauthentication, updateOwnUser } from './user-update';
export { isVerifyType, verifyWithLimits, type Lookup } from './verify';
