import fc from 'fast-check';
import { invalidEmailMessage, maxTextLength, sanitizeEmail, sanitizeText } from './sanitize';

describe('sanitizeText (markup removed, whitespace trimmed)', () => {
  it.each([
    ['  Ada  ', 'Ada'],
    ['Ada<script>alert(1)</script>', 'Ada'],
    ['<SCRIPT type="x">bad()</SCRIPT >Bob', 'Bob'],
    ['javascript:alert(1)', 'alert(1)'],
    ['JavaScript:x', 'x'],
    ['<img src=x onerror=alert(1)>', 'img src=x alert(1)'],
    ['a onclick = "x"', 'a  "x"'],
    ['1 < 2 > 0', '1  2  0'],
    ['javajavascript:script:alert(1)', 'alert(1)'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it('cuts to 1000 characters', () => {
    expect(sanitizeText('x'.repeat(5000))).toHaveLength(maxTextLength);
  });

  it('never leaves angle brackets, script tags or javascript: and never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (input) => {
        const output = sanitizeText(input);
        expect(output.length).toBeLessThanOrEqual(maxTextLength);
        expect(output).not.toMatch(/[<>]/);
        expect(output.toLowerCase()).not.toContain('javascript:');
        expect(output).not.toMatch(/\bon\w+\s*=/i);
      }),
    );
  });

  it('cannot be tricked into assembling a removed pattern', () => {
    const pieces = fc.constantFrom(
      'java',
      'script:',
      'javascript:',
      '<scr',
      'ipt>',
      '</script>',
      'on',
      'click=',
      ' ',
      'x',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const output = sanitizeText(parts.join(''));
        expect(output.toLowerCase()).not.toContain('javascript:');
        expect(output).not.toMatch(/[<>]/);
        expect(output).not.toMatch(/\bon\w+\s*=/i);
      }),
    );
  });
});

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
