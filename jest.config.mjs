// One Jest configuration with a project per package: `npx jest --selectProjects shell`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (dir, testEnvironment = 'jsdom') => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only packages in node_modules that Jest must compile too.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(react-router|@module-federation))'],
  moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg|gif)$': '<rootDir>/../shared-build/jest/file-stub.cjs' },
  setupFilesAfterEnv: [
    '<rootDir>/../shared-build/jest/retry-in-ci.ts',
    ...(testEnvironment === 'jsdom' ? ['<rootDir>/../shared-build/jest/setup-dom.ts'] : []),
  ],
});

/** Packages that render `@cc/shared-ui/markdown`: react-markdown and its unified/remark/micromark dependencies are ESM-only. */
const withMarkdown = (config) => ({
  ...config,
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(react-router|@module-federation|react-markdown|unified|bail|trough|vfile|unist-|mdast-|micromark|remark-|hast-|property-information|space-separated-tokens|comma-separated-tokens|html-url-attributes|devlop|decode-named-character-reference|character-entities|character-reference-invalid|is-plain-obj|zwitch|longest-streak|ccount|trim-lines|estree-util-|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|escape-string-regexp))',
  ],
});

export default {
  projects: [
    project('shell'),
    project('remote-landing'),
    withMarkdown(project('remote-chat')),
    withMarkdown(project('remote-expert')),
    project('remote-results'),
    project('shared-auth'),
    project('shared-i18n'),
    withMarkdown(project('shared-ui')),
    project('shared-domain', 'node'),
    // Also runs scripts/api-docs.test.ts: docs/api.md against the contract.
    { ...project('shared-contract', 'node'), testMatch: ['<rootDir>/{src,scripts}/**/*.test.ts'] },
    project('shared-build', 'node'),
    {
      ...project('api', 'node'),
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.cjs$': swc },
      // ESM-only packages (jose) and PGlite (its CommonJS build still uses `import()`, which Jest
      // cannot run without --experimental-vm-modules) are compiled by swc too.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|@supabase|@electric-sql))'],
      // Builds the migrated PGlite template once per run (see api/src/test/global-setup.ts).
      globalSetup: '<rootDir>/src/test/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/../shared-build/jest/retry-in-ci.ts', '<rootDir>/src/test/setup.ts'],
    },
  ],
};
