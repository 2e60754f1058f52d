// sanitizeText and the address rules are shared-domain's, tested there (shared-domain/src/sanitize.test.ts);
// what is shared-auth's own is that the browser throws the product's error for an address that is not one.
import { invalidEmailMessage, sanitizeEmail } from './sanitize';

describe('sanitizeEmail', () => {
  it('accepts and trims a normal address', () => {
    expect(sanitizeEmail('  ada@example.com ')).toBe('ada@example.com');
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada @example.com', 'ada@example', `${'a'.repeat(250)}@example.com`])(
    'rejects %j with "Invalid email format"',
    (input) => {
      expect(() => sanitizeEmail(input)).toThrow(invalidEmailMessage);
    },
  );
});
