export {
  AuthProvider,
  useAuth,
  defaultAuthMessages,
  type AuthContextValue,
  type AuthUser,
  type AuthMessages,
  type SignOutOptions,
  type GuestSignInInput,
} from './AuthProvider';
export {
  configureAuth,
  getAuthConfig,
  getSupabase,
  defaultAuthConfig,
  authStorageKey,
  mailLinkHashPattern,
  type AuthConfig,
} from './client';
export {
  describeAuthError,
  missingCredentialsMessage,
  type AuthErrorDescription,
  type AuthErrorKind,
  type WeakPasswordReason,
} from './errors';
// The calls themselves (createApiClient, callEndpoint, invokeEndpoint, submissionKey) are
// `@cc/shared-auth/api-client`: kept out of this index, which is in the start page's first load.
export {
  FunctionError,
  isRetryableError,
  type CallErrorCode,
  type ClientErrorCode,
  type FunctionCallError,
  type FunctionResult,
  type ResponseSchema,
} from './functions';
export { sessionClaims, type AssuranceLevel, type SessionClaims } from './session-claims';
export { identityOf, onIdentityChange, type Identity } from './identity';
export {
  readGuest,
  readGuestToken,
  guestExpiresAt,
  writeGuest,
  clearGuest,
  guestStorageKey,
  guestLifetimeMs,
  guestFirstNameMaxLength,
  type GuestInfo,
  type GuestToken,
} from './guest';
export {
  getCached,
  setCached,
  removeCached,
  clearAllCached,
  obfuscate,
  deobfuscate,
  defaultCacheLifetimeMs,
  localCachePrefix,
} from './local-cache';
export {
  sanitizeText,
  sanitizeEmail,
  isValidEmail,
  maxTextLength,
  maxEmailLength,
  invalidEmailMessage,
} from './sanitize';
