// ESLint rule for the api's modules (docs/architecture.md, "The api's modules"): a module's code
// names in SQL text only its own tables. dependency-cruiser sees imports, so it keeps a module off
// another module's tables.ts and repo; a schema-qualified name in a `sql` template or a string
// (`update app.team_rounds …`) is no import, and this rule sees it. Another module's rows come
// through that module's service, identity's (users, guest leads) through identity/.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const tableDeclaration = /\b(app|auth|storage)\.table\(\s*'([a-z_]+)'/g;
// Also a quoted name (`"app"."team_rounds"`, `app."team_rounds"`): PostgreSQL reads it the same.
const qualifiedName = /(?<![\w$.])"?(app|auth|storage)"?\."?([a-z_]+)\b"?/g;

/**
 * `schema.table` → who declares it (a module's name, or the file in platform/db/schema/), read once per root.
 * The platform's tables (platform/db/schema/platform.ts: the mail outbox, the rate limits) are left out:
 * platform is below every module and its to use (a module drops its own mails from the outbox).
 */
function tableOwners(apiSrc) {
  const owners = new Map();
  const read = (file, owner) => {
    for (const [, schema, table] of readFileSync(file, 'utf8').matchAll(tableDeclaration)) {
      owners.set(`${schema}.${table}`, owner);
    }
  };
  for (const file of readdirSync(join(apiSrc, 'platform/db/schema'))) {
    if (file !== 'platform.ts') read(join(apiSrc, 'platform/db/schema', file), `platform/db/schema/${file}`);
  }
  for (const module of readdirSync(join(apiSrc, 'modules'))) {
    try {
      read(join(apiSrc, 'modules', module, 'tables.ts'), module);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return owners;
}

const cache = new Map();

export const apiOwnTableNames = {
  meta: {
    type: 'problem',
    docs: { description: "A module's SQL text names only its own tables" },
    messages: {
      foreign:
        "'{{name}}' is {{owner}}'s table: a module names only its own tables in SQL. Ask that module's service (identity/ for users and guest leads) for the rows or the condition.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const match = /^(.*\/api\/src)\/modules\/([^/]+)\//.exec(filename);
    if (!match || filename.endsWith('.test.ts')) return {};
    const [, apiSrc, module] = match;
    if (!cache.has(apiSrc)) cache.set(apiSrc, tableOwners(apiSrc));
    const owners = cache.get(apiSrc);
    const check = (node, text) => {
      for (const [, schema, table] of text.matchAll(qualifiedName)) {
        const name = `${schema}.${table}`;
        const owner = owners.get(name);
        if (owner && owner !== module) context.report({ node, messageId: 'foreign', data: { name, owner } });
      }
    };
    return {
      TemplateElement: (node) => check(node, node.value.raw),
      Literal: (node) => {
        if (typeof node.value === 'string') check(node, node.value);
      },
    };
  },
};
