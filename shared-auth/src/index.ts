export { AuthProvider, useAuth, type AuthContextValue, type AuthUser } from './AuthProvider';
export { readGuest, writeGuest, clearGuest, guestStorageKey, guestLifetimeMs, type GuestInfo } from './guest';
export {
  sanitizeText,
  sanitizeEmail,
  isValidEmail,
  maxTextLength,
  maxEmailLength,
  invalidEmailMessage,
} from './sanitize';
