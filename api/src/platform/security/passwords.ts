// Password hashing (argon2id) and the documented password policy, reported like GoTrue does:
// `weak_password` with reasons `length` and/or `characters`.
import { hash, verify } from '@node-rs/argon2';

/** GoTrue's upper bound (it comes from bcrypt); kept so both servers accept the same passwords. */
export const maxPasswordLength = 72;

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unusable hash; never throws for client input. */
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown accounts (no timing oracle). */
  dummyVerify(password: string): Promise<void>;
}

export function createPasswordHasher(cost: HashCost): PasswordHasher {
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | null = null;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, options),
    async verify(hashed, password) {
      if (!hashed.startsWith('$argon2')) return false;
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async dummyVerify(password) {
      dummy ??= hash('dummy-password-for-timing', options);
      await hasher.verify(await dummy, password);
    },
  };
  return hasher;
}

export interface PasswordWeakness {
  message: string;
  reasons: Array<'length' | 'characters'>;
}

const letter = /\p{L}/u;
const digitOrSymbol = /[\p{N}\p{P}\p{S}]/u;

/**
 * The policy: at least `minLength` characters, with at least one letter and at least one digit
 * or symbol. Returns null when the password is acceptable.
 */
export function checkPasswordStrength(password: string, minLength: number): PasswordWeakness | null {
  const reasons: PasswordWeakness['reasons'] = [];
  const messages: string[] = [];
  if ([...password].length < minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minLength} characters.`);
  }
  if (!letter.test(password) || !digitOrSymbol.test(password)) {
    reasons.push('characters');
    messages.push('Password should contain at least one letter and at least one digit or symbol.');
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null;
}
