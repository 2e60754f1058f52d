// Cases for hand-typed-paths.mjs, run by shared-build/src/lint-rules.test.ts
// (`node scripts/eslint/hand-typed-paths.test.mjs`: RuleTester throws on the first failing case).
// Then the wiring: eslint.config.mjs applies the selectors to shell's and the remotes' sources,
// not to their tests (which spell the URL they expect), read from the real config.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import { handTypedPathSelectors } from './hand-typed-paths.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const options = handTypedPathSelectors;
const invoke = handTypedPathSelectors[0].message;
const [literal, template] = handTypedPathSelectors.slice(-2).map(({ message }) => message);

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } }).run(
  'hand-typed-paths',
  builtinRules.get('no-restricted-syntax'),
  {
    valid: [
      { code: 'fetch(`${url}/functions/v1/${endpointPath(advisorEndpoints.advisorChat)}`);', options },
      { code: 'callEndpoint(endpoints.advisorChat, { body });', options },
      // A comment or a bare mention of the prefix names no function.
      { code: '// POST /functions/v1/client-errors\nconst prefix = "/functions/v1/";', options },
      { code: 'client.auth.invoke("x"); functions.invoke("y");', options },
      // A test double that answers the client's calls, and names that only look alike.
      { code: 'fake.client.functions.invoke.mockImplementation(answer);', options },
      { code: 'const { auth } = getSupabase(); const { invoke } = worker; const functions = list;', options },
    ],
    invalid: [
      {
        code: "getSupabase().functions.invoke('advisor-chat', { body });",
        options,
        errors: [{ message: invoke, column: 1 }],
      },
      // functions.invoke taken out of the client before the call.
      ...[
        ["const { invoke } = getSupabase().functions;\ninvoke('advisor-chat');", 9],
        ["const { functions: { invoke } } = getSupabase();\ninvoke('advisor-chat');", 22],
        ["const invoke = supabase.functions.invoke;\ninvoke('advisor-chat');", 16],
        ["const invoke = supabase.functions.invoke.bind(supabase.functions);\ninvoke('advisor-chat');", 16],
        ["const fns = getSupabase().functions;\nfns.invoke('advisor-chat');", 7],
        ["const { functions } = getSupabase();\nfunctions.invoke('advisor-chat');", 9],
      ].map(([code, column]) => ({ code, options, errors: [{ message: invoke, line: 1, column }] })),
      {
        code: "fetch('/functions/v1/advisor-chat');",
        options,
        errors: [{ message: literal, column: 7 }],
      },
      {
        code: 'fetch(`${url}/functions/v1/advisor-conversations/${id}/turn`);',
        options,
        errors: [{ message: template, column: 13 }],
      },
    ],
  },
);

const eslint = new ESLint({ cwd: root });
const selectorsFor = async (file) => {
  const config = await eslint.calculateConfigForFile(`${root}${file}`);
  const [, ...entries] = config.rules['no-restricted-syntax'] ?? [];
  return entries.map((entry) => entry.selector);
};
for (const file of ['shell/src/app/App.tsx', 'remote-chat/src/common/api/stream.ts', 'remote-expert/src/x.ts']) {
  const selectors = await selectorsFor(file);
  for (const { selector } of handTypedPathSelectors) assert.ok(selectors.includes(selector), `${file}: ${selector}`);
}
for (const file of ['remote-chat/src/features/public-chat/PublicChatPage.test.tsx', 'api/src/app.ts']) {
  const selectors = await selectorsFor(file);
  for (const { selector } of handTypedPathSelectors) assert.ok(!selectors.includes(selector), `${file}: ${selector}`);
}
console.log('hand-typed-paths: all cases pass');
