// GoTrue's password rules for a new password (sign-up, a change, the admin API): at most
// maxPasswordLength bytes and the configured strength.
import { validationFailed, weakPassword } from '../../platform/http/errors';
import { checkPasswordStrength, maxPasswordLength } from '../../platform/security/passwords';
import type { Services } from '../../platform/services';

export function enforcePasswordPolicy(services: Services, password: string): void {
  if (Buffer.byteLength(password, 'utf8') > maxPasswordLength) {
    throw validationFailed(`Password cannot be longer than ${maxPasswordLength} characters`);
  }
  const weakness = checkPasswordStrength(password, services.config.password.minLength);
  if (weakness) throw weakPassword(weakness.message, weakness.reasons);
}
