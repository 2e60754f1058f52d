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
export {
  invokeFunction,
  callFunction,
  invokeEndpoint,
  callEndpoint,
  createApiClient,
  type ApiClient,
  type EndpointArgs,
  FunctionError,
  isRetryableError,
  type CallErrorCode,
  type ClientErrorCode,
  type FunctionCallError,
  type FunctionResult,
  type InvokeOptions,
  type ResponseSchema,
} from './functions';
export { submissionKey, clearSubmissionKey } from './submission-key';
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
