import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// File names (docs/architecture.md, "Conventions"): a module named after the React component it
// exports is PascalCase (`RemotePage.tsx`, the exposed `LandingPage.ts`), a hook module is the
// hook's name (`useIsMobile.ts`), everything else is kebab-case (`remote-routes.ts`). Tests,
// specs and declarations keep the name of what they belong to (`RemotePage.test.tsx`).
const kebabCase = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const pascalCase = '+([A-Z])*([a-zA-Z0-9])';
const hookName = 'use+([A-Z])*([a-zA-Z0-9])';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      'test-results/**',
      'bench-results/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },

  // Type-aware rules for TypeScript. One program of the whole repository (tsconfig.json) instead
  // of one per package: a shared package is parsed and bound once, not once per dependent, which
  // makes the run several times cheaper. Per-package libs are the type-check's (tsc -b).
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // `onClick={async () => …}` is how React takes an async handler; a promise where a value
      // is expected (a condition, a spread) stays an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // Accessibility of the markup, where markup is written.
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },

  // No import cycles inside a package (cycles between packages are dependency-cruiser's).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and a cycle through .ts(x) goes unseen.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'default'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // One naming convention for files and folders.
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['**/.*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.tsx': `@(${pascalCase}|${kebabCase})`,
          '**/*.ts': `@(${pascalCase}|${hookName}|${kebabCase})`,
          '**/*.{mjs,cjs,js}': kebabCase,
        },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            'The file name "{{ target }}" breaks the naming convention: a React component PascalCase, a hook useName, anything else kebab-case (docs/architecture.md)',
        },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },

  // Plain JavaScript (configs, scripts, the static server) is linted without type information.
  {
    files: ['**/*.{mjs,cjs,js}', 'e2e/**/*.ts', '**/*.config.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{mjs,cjs,js}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Specs take test and expect from the fixtures, which fail a test whose page showed a
    // placeholder without its value (e2e/support/placeholders.ts).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import test and expect from ../support/fixtures (the placeholder guard).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // @types/jest types every asymmetric matcher (`expect.any(String)`, `expect.objectContaining`)
      // as `any`, so each expected object using one would be an "unsafe assignment". Using an `any`
      // value (member access, call, argument, return) is still an error in tests.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Test doubles implement async interfaces without awaiting anything, and `act(async () => …)`
    // is how a test lets React settle the promises an event started.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
);
