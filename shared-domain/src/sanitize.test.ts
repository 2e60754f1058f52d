// The input rules for typed text (sanitize.ts; browser and api alike), by example and as properties (fast-check).
import fc from 'fast-check';
import {
  containsLink,
  inertLinks,
  invalidEmailMessage,
  maxEmailLength,
  maxTextLength,
  sanitizeEmailOrNull as sanitizeEmail,
  sanitizeText,
  hasEmailShape,
} from './sanitize';

/** Text built from the pieces an attacker would combine, plus arbitrary characters. */
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'java',
        'script:',
        'javascript:',
        'JaVaScRiPt:',
        '<scr',
        'ipt>',
        '<script>',
        '</script>',
        '<script src=x>',
        'on',
        'click=',
        'onload =',
        'ONERROR=',
        '<',
        '>',
        ' ',
        '\n',
        '\t',
        '=',
      ),
      fc.string({ maxLength: 8 }),
      fc.string({ maxLength: 4, unit: 'binary' }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

const anyText = fc.oneof(
  hostile,
  fc.string({ maxLength: 3000 }),
  fc.string({ maxLength: 1500, unit: 'grapheme' }),
  // Long inputs whose cut at 1000 lands on whitespace (trailing space after the cut).
  fc
    .tuple(fc.integer({ min: 990, max: 1010 }), fc.string({ maxLength: 20 }))
    .map(([n, tail]) => `${'a'.repeat(n)} ${tail}`),
);

describe('sanitizeText', () => {
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
    // The inner block goes first; the brackets of the one it assembled are removed after it.
    ['<scr<script></script>ipt>x</script>', 'scriptx/script'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it('cuts to 1000 characters', () => {
    expect(sanitizeText('x'.repeat(5000))).toHaveLength(maxTextLength);
  });

  it('never returns more than 1000 characters, angle brackets, javascript: or a handler', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const output = sanitizeText(input);
        expect(output.length).toBeLessThanOrEqual(maxTextLength);
        expect(output).not.toMatch(/[<>]/);
        expect(output.toLowerCase()).not.toContain('javascript:');
        expect(output).not.toMatch(/\bon\w+\s*=/i);
        expect(output).toBe(output.trim());
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const once = sanitizeText(input);
        expect(sanitizeText(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('never splits a surrogate pair at the cut', () => {
    const output = sanitizeText(`${'a'.repeat(999)}😀😀`);
    expect(output).toBe('a'.repeat(999));
  });
});

describe('sanitizeEmail', () => {
  it('accepts and cleans a normal address', () => {
    expect(sanitizeEmail('  ada@example.com ')).toBe('ada@example.com');
    expect(sanitizeEmail('ada<script>x</script>@example.com')).toBe('ada@example.com');
  });

  it.each(['', 'ada', 'ada@example', 'a da@example.com', '@example.com', 'ada@@example.com', 'ada@exa mple.com'])(
    'refuses %j',
    (input) => {
      expect(sanitizeEmail(input)).toBeNull();
    },
  );

  // The same shape sign-up checks (api/src/modules/auth/users.ts isEmailFormat uses hasEmailShape).
  it.each([
    ['a bidi override', 'ada\u202Emoc.elpmaxe@example.com'],
    ['a right-to-left mark', 'ada@exam\u200Fple.com'],
    ['a zero-width space', 'ada\u200B@example.com'],
    ['a zero-width joiner in the domain', 'ada@exa\u200Dmple.com'],
    ['a byte order mark', 'ada\uFEFF@example.com'],
    ['a Cyrillic look-alike in the domain', 'ada@p\u0430ypal.com'],
    ['a Greek look-alike in the local part', '\u03BFtto@example.com'],
    ['a full-width at sign', 'ada\uFF20example.com'],
  ])('refuses an address with %s, as sign-up does', (_, input) => {
    expect(sanitizeEmail(input)).toBeNull();
    expect(hasEmailShape(input)).toBe(false);
  });

  it('refuses more than 254 characters', () => {
    const local = 'a'.repeat(maxEmailLength - '@example.com'.length);
    expect(sanitizeEmail(`${local}@example.com`)).toHaveLength(maxEmailLength);
    expect(sanitizeEmail(`${local}a@example.com`)).toBeNull();
  });

  it('returns a sanitised address of the right shape or null, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.emailAddress(), fc.string({ maxLength: 400 })), (input) => {
        const email = sanitizeEmail(input);
        if (email === null) return;
        expect(email.length).toBeLessThanOrEqual(maxEmailLength);
        expect(email).not.toMatch(/\s/);
        expect(email).toMatch(/^[^@]+@[^@]+\.[^@]+$/);
        expect(email).not.toMatch(/[<>]/);
      }),
      { numRuns: 300 },
    );
    expect(invalidEmailMessage).toBe('Invalid email format');
  });
});

describe('containsLink and inertLinks', () => {
  const links = [
    'https://evil.example',
    'see www.evil',
    'evil.com',
    'Team evil.co.uk now',
    'a@b.de',
    'mailto:x',
    'ftp://x',
    'Sales.EU',
    'bit.ly/x',
    'HTTP://X',
  ];
  const plain = ['Team v2.0', 'A.B', 'z.B. Vertrieb', 'Marketing & Vertrieb', 'Dr. Müller', 'Abt. Einkauf', 'Q3/2026'];

  it('finds what a mail program would link, and leaves ordinary names alone', () => {
    for (const text of links) expect([text, containsLink(text)]).toEqual([text, true]);
    for (const text of plain) expect([text, containsLink(text)]).toEqual([text, false]);
  });

  it('makes every link-like part inert and leaves the rest as it was', () => {
    expect(inertLinks('Team https://evil.example/x, www.evil.de, a@b.de und z.B. Nord')).toBe(
      'Team https[:]//evil[.]example/x, www[.]evil[.]de, a[at]b[.]de und z.B. Nord',
    );
    for (const text of links) expect(containsLink(inertLinks(text))).toBe(false);
    for (const text of plain) expect(inertLinks(text)).toBe(text);
  });
});
