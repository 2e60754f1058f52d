// Enforces the dependency direction of ARCHITECTURE.md: shared-domain and shared-ui depend on
// nothing of ours; shared-i18n and shared-auth may use shared-ui; remotes use shared-*; the
// shell uses shared-* and reaches remotes only through federation; no remote imports another.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-imports-other-app',
      severity: 'error',
      comment: 'A remote never imports another remote or the shell; compose through federation.',
      from: { path: '^remote-([^/]+)/' },
      to: { path: '^(shell|remote-[^/]+)/', pathNot: '^remote-$1/' },
    },
    {
      name: 'shell-imports-remote',
      severity: 'error',
      comment:
        'The shell loads remotes at runtime (loadRemote), never by import. Its build-time snapshot of / (shell/prerender) is the one exception: it renders the landing sections in Node, the browser never runs it.',
      from: { path: '^shell/', pathNot: '^shell/prerender/' },
      to: { path: '^remote-' },
    },
    {
      name: 'shared-imports-app',
      severity: 'error',
      comment: 'Shared packages never depend on the shell or a remote.',
      from: { path: '^shared-' },
      to: { path: '^(shell|remote-)' },
    },
    {
      name: 'domain-and-ui-are-leaves',
      severity: 'error',
      comment: 'shared-domain and shared-ui depend on nothing of ours.',
      from: { path: '^shared-(domain|ui)/' },
      to: { path: '^shared-', pathNot: '^shared-$1/' },
    },
    {
      name: 'i18n-and-auth-use-only-ui',
      severity: 'error',
      comment: 'shared-i18n and shared-auth may use shared-ui (and shared-domain), nothing else of ours.',
      from: { path: '^shared-(i18n|auth)/' },
      to: { path: '^shared-(build|auth|i18n)/', pathNot: '^shared-$1/' },
    },
    {
      name: 'contract-uses-only-domain',
      severity: 'error',
      comment: 'shared-contract (the api contract) builds on shared-domain and zod only.',
      from: { path: '^shared-contract/' },
      to: { path: '^(shell|remote-[^/]+|api|shared-(?!contract/|domain/)[^/]+)/' },
    },
    {
      name: 'contract-only-for-api-and-apps',
      severity: 'error',
      comment: 'The api, shared-auth, the shell and the remotes may import shared-contract; nothing else of ours.',
      from: { path: '^shared-', pathNot: '^shared-(contract|auth)/' },
      to: { path: '^shared-contract/' },
    },
    {
      name: 'no-app-imports-shared-build-at-runtime',
      severity: 'error',
      comment: 'shared-build is tooling; only bootstraps (standalone host) and tests may use it.',
      from: { path: '^(shell|remote-[^/]+)/src/', pathNot: '(bootstrap\\.tsx|\\.test\\.tsx?)$' },
      to: { path: '^shared-build/' },
    },
    {
      name: 'feature-imports-other-feature',
      severity: 'error',
      comment:
        'A feature (<app>/src/features/<name>/) never imports another feature, tests included; features are composed in src/app/ or src/exposed/.',
      from: {
        path: '^(shell|remote-[^/]+)/src/features/([^/]+)/',
        // TEMPORARY (issue #8, the lead removes it): this test renders the dashboard page of the
        // pages feature around the account settings; it moves to the app or stops doing that.
        pathNot: '^shell/src/features/account/AccountSettings\\.test\\.tsx$',
      },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'feature-imports-only-common-and-itself',
      severity: 'error',
      comment:
        "A feature's code imports only its own folder, src/common/ and shared packages: not the app that composes it (src/app/, src/exposed/, the entry files). Its tests may render the composed page.",
      from: { path: '^(shell|remote-[^/]+)/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^$1/src/', pathNot: ['^$1/src/(common|features)/', '\\.d\\.ts$'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
