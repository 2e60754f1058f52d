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
    // The api's layers (docs/architecture.md, "The api's layers"), bottom up: platform/ (config,
    // logging, services, db, http, security, mail, jobs' scheduler, the storage backend), identity/
    // (who calls), the domain modules (modules/<domain>/: advisor, cases, experts, guests, news,
    // results, storage, team-rounds, auth, realtime; and the advisor's engine advisor/), routes
    // (the HTTP edge), and what puts them together (app.ts, jobs.ts, server.ts).
    // Tests may reach across (they drive the whole app); production code may not.
    {
      name: 'api-nothing-imports-routes',
      severity: 'error',
      comment:
        'api/src/routes/ is the HTTP edge: only app.ts mounts it. Code the routes share lives below them (identity/, a domain module, platform), never in a route file.',
      // A test may mount a route app to attack every route it declares (platform/security/route-attacks.test.ts).
      from: { path: '^api/src/', pathNot: ['^api/src/routes/', '^api/src/app\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^api/src/routes/' },
    },
    {
      name: 'api-platform-imports-no-module',
      severity: 'error',
      comment:
        "platform/ (config, log, services, db/, http/, security/, mail/, jobs/, storage/) is what every module uses: it imports no module, no route, no older domain folder and no identity code. The one index of every table (platform/db/all-tables.ts, for db/client.ts) names the modules' tables.ts (api-platform-names-only-module-tables).",
      from: {
        path: '^api/src/platform/',
        pathNot: ['\\.test\\.ts$', '^api/src/platform/db/all-tables\\.ts$'],
      },
      to: {
        path: '^api/src/',
        pathNot: ['^api/src/platform/', '^api/src/identity/caller\\.ts$'],
      },
    },
    {
      name: 'api-platform-names-only-the-caller-type',
      severity: 'error',
      comment:
        'The one exception: the Hono environment (platform/http/context.ts) names the caller type identity/caller.ts defines, as a type-only import.',
      from: { path: '^api/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^api/src/identity/caller\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-platform-names-only-module-tables',
      severity: 'error',
      comment:
        'db/all-tables.ts gathers every table for db/client.ts (Drizzle takes the whole schema): of a module it imports the tables.ts and nothing else.',
      from: { path: '^api/src/platform/db/all-tables\\.ts$' },
      to: {
        path: '^api/src/',
        pathNot: ['^api/src/platform/db/schema(\\.ts$|/)', '^api/src/modules/[^/]+/tables\\.ts$'],
      },
    },
    {
      name: 'api-guest-leads-only-through-identity',
      severity: 'error',
      comment:
        'app.guest_leads is identity\'s table (a guest caller is a lead; docs/architecture.md, "The guests module"): only identity/ queries it, a table file names it for a foreign key and db/all-tables.ts for the client. Everyone else, the guests module included, calls identity/guest-leads.ts.',
      from: {
        path: '^api/src/',
        pathNot: [
          '\\.test\\.ts$',
          '^api/src/test/',
          '^api/src/identity/',
          '^api/src/platform/db/(all-tables\\.ts$|schema/)',
          '^api/src/modules/[^/]+/tables\\.ts$',
        ],
      },
      to: { path: '^api/src/platform/db/schema/guest-leads\\.ts$' },
    },
    {
      name: 'api-identity-imports-only-platform',
      severity: 'error',
      comment: 'identity/ (the caller model, the token checks, the caller middleware, users) builds on platform only.',
      from: { path: '^api/src/identity/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^api/src/',
        pathNot: '^api/src/(platform|identity)/',
      },
    },
    {
      name: 'api-routes-import-no-tables',
      severity: 'error',
      comment:
        "A route parses, calls and responds: its queries and transactions live in a domain module (a module's store, repo or service), so no file under api/src/routes/ imports the Drizzle tables (db/schema.ts and the table files in db/schema/) or drizzle-orm's query builders.",
      from: { path: '^api/src/routes/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^api/src/platform/db/schema(\\.ts$|/)', '(^|/)node_modules/.*drizzle-orm/'] },
    },
    // The domain modules (api/src/modules/<domain>/, docs/architecture.md "The api's modules"):
    // routes/ (the HTTP edge of the domain), service.ts (its rules and transactions, what other
    // code calls), repo.ts (every query of its tables) and tables.ts (its Drizzle tables).
    {
      name: 'api-module-routes-import-own-service-platform-identity',
      severity: 'error',
      comment:
        "A module's routes parse, call and respond: of api/src they import their own module's service (and its routes' siblings), platform (config, log, services, db/ but the tables, http/, security/, mail/, the storage backend) and identity/; never another module, a repo, the tables or an older domain folder.",
      from: { path: '^api/src/modules/([^/]+)/routes/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^api/src/',
        pathNot: ['^api/src/modules/$1/(service\\.ts$|routes/)', '^api/src/(platform|identity)/'],
      },
    },
    {
      name: 'api-module-only-repo-queries',
      severity: 'error',
      comment:
        "Only a module's repo.ts (and tables.ts) import Drizzle tables or drizzle-orm: the service holds the rules and transactions and asks the repo for every row.",
      from: {
        path: '^api/src/modules/[^/]+/',
        pathNot: ['\\.test\\.ts$', '^api/src/modules/[^/]+/(repo|tables)\\.ts$'],
      },
      to: {
        path: [
          '^api/src/platform/db/(schema(\\.ts$|/)|all-tables\\.ts$)',
          '^api/src/modules/[^/]+/tables\\.ts$',
          '(^|/)node_modules/.*drizzle-orm/',
        ],
      },
    },
    {
      name: 'api-module-tables-only-through-own-repo',
      severity: 'error',
      comment:
        "A module's tables are queried by its repo alone: nothing but its repo, another module's tables.ts (a foreign key) and the platform's index of every table (db/all-tables.ts) imports a modules/<domain>/tables.ts. Other code asks the module's service.",
      from: {
        path: '^api/src/',
        pathNot: [
          '\\.test\\.ts$',
          '^api/src/test/',
          '^api/src/platform/db/all-tables\\.ts$',
          // a repo: its own module's tables only (the rule below)
          '^api/src/modules/[^/]+/(repo|tables)\\.ts$',
        ],
      },
      to: { path: '^api/src/modules/[^/]+/tables\\.ts$' },
    },
    {
      name: 'api-module-repo-queries-only-its-own-tables',
      severity: 'error',
      comment: "A module's repo queries its own tables.ts; another module's rows come through that module's service.",
      // The cases' repo has the one exception below.
      from: { path: '^api/src/modules/([^/]+)/repo\\.ts$', pathNot: '^api/src/modules/cases/repo\\.ts$' },
      to: { path: '^api/src/modules/[^/]+/tables\\.ts$', pathNot: '^api/src/modules/$1/tables\\.ts$' },
    },
    {
      name: 'api-admin-repo-through-auth',
      severity: 'error',
      comment:
        "The admin module (GoTrue's admin API, docs/architecture.md \"The admin module\") has no tables: GoTrue's tables are the auth module's, queried by auth's repo alone, so sign-in and the admin API cannot drift apart on a user's rows. Its repo.ts names the queries it takes through auth's service; no file of the module imports a table or drizzle-orm.",
      from: { path: '^api/src/modules/admin/', pathNot: '\\.test\\.ts$' },
      to: {
        path: [
          '^api/src/platform/db/(schema(\\.ts$|/)|all-tables\\.ts$)',
          '^api/src/modules/[^/]+/tables\\.ts$',
          '(^|/)node_modules/.*drizzle-orm/',
        ],
      },
    },
    {
      name: 'api-cases-repo-joins-only-the-experts-tables',
      severity: 'error',
      comment:
        "The one exception (docs/architecture.md, \"The experts module and the cases' joins\"): the cases' repo reads expert_profiles inside its own statements (the inbox and the one-statement accept, a realtime delivery's members, the mails' parties), read-only (ESLint refuses a write and expert_reviews there); every other table of another module comes through its service.",
      from: { path: '^api/src/modules/cases/repo\\.ts$' },
      to: {
        path: '^api/src/modules/[^/]+/tables\\.ts$',
        pathNot: '^api/src/modules/(cases|experts)/tables\\.ts$',
      },
    },
    {
      name: 'api-module-reaches-another-only-through-its-service',
      severity: 'error',
      comment:
        "A domain reaches another only through that domain's service.ts: no module imports another module's repo, routes or the parts its service puts together (tables: a foreign key, api-module-tables-only-through-own-repo).",
      from: { path: '^api/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^api/src/modules/[^/]+/',
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/(service|tables)\\.ts$'],
      },
    },
    {
      name: 'api-module-reached-only-through-its-service',
      severity: 'error',
      comment:
        'Outside the modules, code reaches a module through its service.ts only, never the parts the service puts together (access rules, mails, JSON); its repo, routes and tables have rules of their own.',
      from: { path: '^api/src/', pathNot: ['\\.test\\.ts$', '^api/src/test/', '^api/src/modules/'] },
      to: {
        path: '^api/src/modules/[^/]+/',
        pathNot: '^api/src/modules/[^/]+/(service\\.ts$|repo\\.ts$|tables\\.ts$|routes/)',
      },
    },
    {
      name: 'api-nothing-outside-imports-a-module-repo',
      severity: 'error',
      comment: "Outside the modules nothing imports a module's repo: its service is the way in.",
      from: { path: '^api/src/', pathNot: ['\\.test\\.ts$', '^api/src/test/', '^api/src/modules/'] },
      to: { path: '^api/src/modules/[^/]+/repo\\.ts$' },
    },
    {
      name: 'api-module-routes-mounted-only-by-the-edge',
      severity: 'error',
      comment:
        "A module's routes are mounted by the HTTP edge's composition (app.ts, routes/<edge>/index.ts) and imported by nothing else outside the module; nothing imports upward.",
      from: {
        path: '^api/src/',
        pathNot: [
          '\\.test\\.ts$',
          '^api/src/test/',
          '^api/src/modules/',
          '^api/src/app\\.ts$',
          '^api/src/routes/[^/]+/index\\.ts$',
        ],
      },
      to: { path: '^api/src/modules/[^/]+/routes/' },
    },
    {
      name: 'api-only-the-client-imports-every-table',
      severity: 'error',
      comment:
        "db/all-tables.ts names every module's tables for Drizzle's client; code that imported it could query any module's tables, so db/client.ts alone does.",
      from: { path: '^api/src/', pathNot: ['\\.test\\.ts$', '^api/src/test/', '^api/src/platform/db/client\\.ts$'] },
      to: { path: '^api/src/platform/db/all-tables\\.ts$' },
    },
    {
      name: 'api-production-imports-no-app-or-tests',
      severity: 'error',
      comment:
        'Only main.ts, server.ts and the CLI start the api; no module imports them, the app or the test helpers.',
      from: {
        path: '^api/src/',
        pathNot: ['\\.test\\.ts$', '^api/src/test/', '^api/src/(main|server)\\.ts$', '^api/src/cli/'],
      },
      to: { path: '^api/src/((app|server|main)\\.ts$|test/|cli/)' },
    },
    // /realtime/v1 in three parts (modules/realtime/; docs/architecture.md, "Realtime in three parts"): connection.ts (the
    // sockets and their frames), channels.ts (join, leave, a channel's token and bindings) and
    // fan-out.ts (a change to the channels that may see it); server.ts puts them together.
    {
      name: 'api-realtime-transport-knows-no-channels',
      severity: 'error',
      comment:
        'connection.ts carries frames and hands messages on: of modules/realtime/ it uses only the message codec (protocol.ts), never channels, tokens, publications or the fan-out.',
      from: { path: '^api/src/modules/realtime/connection\\.ts$' },
      to: { path: '^api/src/modules/realtime/', pathNot: '^api/src/modules/realtime/protocol\\.ts$' },
    },
    {
      name: 'api-realtime-channels-and-fan-out-touch-no-socket',
      severity: 'error',
      comment:
        "channels.ts and fan-out.ts reach a socket only through a channel's ChannelSocket: neither imports the transport (connection.ts, the ws package) or server.ts, which puts the parts together; the channels know no fan-out.",
      from: { path: '^api/src/modules/realtime/(channels|fan-out)\\.ts$' },
      to: { path: ['^api/src/modules/realtime/(connection|server|fan-out)\\.ts$', '(^|/)node_modules/ws/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: '^shared-auth/src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-shared-auth-but-its-lazy-api-client',
      severity: 'error',
      comment:
        'shared-auth/api-client takes the singletons from the package index by name, and AuthProvider loads it lazily for a guest: that one cycle runs through a dynamic import (as ESLint allows it there). A static cycle is an error.',
      from: { path: '^shared-auth/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages stay out of the graph, but for drizzle-orm and ws: api-routes-import-no-tables looks
    // for the one, api-realtime-channels-and-fan-out-touch-no-socket for the other.
    exclude: {
      path: '(^|/)dist/|^node_modules/(?!\\.pnpm/(drizzle-orm|ws)@)|/node_modules/(?!(drizzle-orm|ws)/)',
    },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
