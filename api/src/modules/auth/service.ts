// The auth module (GoTrue's /auth/v1 and the account's export and deletion, docs/api.md "Auth
// contract"): what its routes and the other domains call. The rules and transactions live in its
// parts: sessions.ts (sign-in, refresh tokens, logout), signup.ts, verify.ts, one-time-tokens.ts
// (mail links and their pace), mail-requests.ts, mfa.ts, user-update.ts (the own account's
// changes), account-export.ts and delete-user.ts (an account's deletion, hard or soft, for the
// account itself and the admin API). The admin API is a module of its own (modules/admin/): it
// takes GoTrue's tables through the queries exported below, never its own. The users,
// their factors, sessions and the audit record are identity's (identity/). Only this file is imported from outside
// the module; the routes (routes/) import nothing else of it.
export { exportAccountData } from './account-export';
export { deleteUserAccount } from './delete-user';
export { mailOtp, mailToken, resendEmailChange } from './mail-requests';
export { createChallenge, enrollTotp, loadUserFactor, unenrollFactor, verifyTotp } from './mfa';
export { decoyMailInterval, issueToken } from './one-time-tokens';
export { enforcePasswordPolicy } from './password-policy';
export { logout, refreshSession, signIn, type LogoutScope } from './sessions';
export { signUp } from './signup';
export { mailReauthentication, updateOwnUser } from './user-update';
export { isVerifyType, verifyWithLimits, type Lookup } from './verify';
// GoTrue's tables as the admin module (modules/admin/repo.ts) reads and writes them.
export {
  auditLogPage,
  dropTokensOfTypes,
  identitiesAndFactorsOf,
  isAuditScope,
  removeFactor,
  updateUser,
  usersPage,
  type OneTimeTokenType,
  type Page,
} from './repo';
