// Cases for own-date-format.mjs, run by shared-build/src/lint-rules.test.ts
// (`node scripts/eslint/own-date-format.test.mjs`: RuleTester throws on the first failing case).
// Then the wiring: eslint.config.mjs applies it to the browser packages' sources, read from the
// real config, and shared-i18n's dates.ts (where the formatters live) is left out.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { ownDateFormat } from './own-date-format.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const own = { messageId: 'own' };

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } }).run(
  'own-date-format',
  ownDateFormat,
  {
    valid: [
      { code: "const text = formatDateTime(iso, language, { timeZone: 'Europe/Berlin' });" },
      // A count in the language's digits is no date.
      { code: "const count = (3200).toLocaleString('de');" },
      { code: "const count = length.toLocaleString('de');" },
      { code: 'const word = typed.toLocaleUpperCase();' },
      { code: 'const Intl2 = { DateTimeFormat: 1 }; const x = Intl2.DateTimeFormat;' },
    ],
    invalid: [
      { code: "const f = new Intl.DateTimeFormat('de', { dateStyle: 'short' });", errors: [own] },
      { code: 'const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;', errors: [own] },
      { code: "const day = at.toLocaleDateString('de-DE');", errors: [own] },
      { code: "const time = at.toLocaleTimeString('en');", errors: [own] },
      { code: "const text = new Date(iso).toLocaleString('de');", errors: [own] },
    ],
  },
);

// The wiring: a browser source is checked, the formatters' own file and tests are not.
const eslint = new ESLint({ cwd: root });
const ruleOf = async (file) => (await eslint.calculateConfigForFile(file)).rules?.['kk-dates/own-date-format'];
assert.deepEqual(await ruleOf('remote-expert/src/common/case/format.ts'), [2]);
assert.deepEqual(await ruleOf('shared-ui/src/index.ts'), [2]);
assert.deepEqual(await ruleOf('shell/src/bootstrap.tsx'), [2]);
assert.equal(await ruleOf('shared-i18n/src/dates.ts'), undefined);
assert.equal(await ruleOf('remote-expert/src/features/cases/CasePage.test.tsx'), undefined);
console.log('own-date-format: all cases pass');
