// The repository's own ESLint rules (scripts/eslint/) keep their RuleTester cases next to them as
// plain Node scripts: the rules are ES modules, which this Jest setup does not import. A failing
// case makes the script exit non-zero with RuleTester's assertion.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const rulesDir = join(__dirname, '../../scripts/eslint');
const cases = readdirSync(rulesDir).filter((file) => file.endsWith('.test.mjs'));

test('every rule in scripts/eslint has its cases', () => {
  const rules = readdirSync(rulesDir).filter((file) => file.endsWith('.mjs') && !file.endsWith('.test.mjs'));
  expect(cases.map((file) => file.replace('.test.mjs', '.mjs')).sort()).toEqual(rules.sort());
});

test.each(cases)('%s', (file) => {
  expect(execFileSync(process.execPath, [join(rulesDir, file)], { encoding: 'utf8' })).toMatch(/all cases pass/);
});
