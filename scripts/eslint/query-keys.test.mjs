// Cases for query-keys.mjs, run by shared-build/src/lint-rules.test.ts
// (`node scripts/eslint/query-keys.test.mjs`: RuleTester throws on the first failing case).
// Then the wiring: eslint.config.mjs applies the selectors to the shell's and the remotes' files,
// tests included (a test's literal key would miss the cache the page fills), read from the real
// config.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';
import { keyFactoryMessage, queryKeySelectors, queryOptionsMessage } from './query-keys.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const options = queryKeySelectors;
const literal = (column, line = 1) => ({ message: keyFactoryMessage, line, column });

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } }).run(
  'query-keys',
  builtinRules.get('no-restricted-syntax'),
  {
    valid: [
      // The factories themselves spell the keys, under their own names.
      {
        code: "export const caseKeys = { all: ['cases'] as const, list: (id: string) => [...caseKeys.all, id] as const };",
        options,
      },
      { code: 'const q = queryOptions({ queryKey: caseKeys.list(identity), queryFn });', options },
      { code: 'useQuery({ ...casesQuery(identity), enabled });', options },
      { code: 'void queryClient.invalidateQueries({ queryKey: caseKeys.all });', options },
      { code: 'queryClient.setQueryData(casesQuery(identity).queryKey, (list) => list);', options },
      // A literal as the data, not the key.
      { code: 'queryClient.setQueryData(key, []); queryClient.setQueryData(key, ["a"]);', options },
      { code: 'useMutation({ mutationKey: key, mutationFn });', options },
      { code: "queryClient.removeQueries({ predicate: (query) => !query.queryKey.includes('x') });", options },
    ],
    invalid: [
      // One remote invalidating another's list by a string (the case issue #25 names).
      { code: "void queryClient.invalidateQueries({ queryKey: ['cases'] });", options, errors: [literal(48)] },
      {
        code: "queryClient.cancelQueries({ queryKey: ['cases', 'list', id] as const });",
        options,
        errors: [literal(39)],
      },
      { code: 'const q = queryOptions({ queryKey: `cases-${id}`, queryFn });', options, errors: [literal(36)] },
      { code: "useMutation({ mutationKey: ['tick'], mutationFn });", options, errors: [literal(28)] },
      { code: "queryClient.setQueryData(['cases', id], []);", options, errors: [literal(1)] },
      { code: "const data = queryClient.getQueryData(['cases'] as const);", options, errors: [literal(14)] },
      { code: "void queryClient.prefetchQuery('cases');", options, errors: [literal(6)] },
      // useQuery with options of its own (the older rule): one report for the own key, a second
      // for its literal.
      {
        code: "useQuery({ queryKey: ['cases'], queryFn });",
        options,
        errors: [{ message: queryOptionsMessage, column: 12 }, literal(22)],
      },
      {
        code: 'useQueries({ queries: ids.map(() => 0), }); useQueries({ queries: [{ queryKey: key, queryFn }] });',
        options,
        errors: [{ message: queryOptionsMessage, column: 70 }],
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
for (const file of [
  'shell/src/app/App.tsx',
  'remote-chat/src/common/api/advisor.ts',
  'remote-expert/src/features/cases/api/cases.ts',
  'remote-results/src/features/history/ResultsHistory.test.tsx',
]) {
  const selectors = await selectorsFor(file);
  for (const { selector } of queryKeySelectors) assert.ok(selectors.includes(selector), `${file}: ${selector}`);
}
console.log('query-keys: all cases pass');
