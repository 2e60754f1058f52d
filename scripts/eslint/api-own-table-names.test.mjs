// RuleTester cases for api-own-table-names.mjs, run by shared-build/src/lint-rules.test.ts
// (`node scripts/eslint/api-own-table-names.test.mjs`: RuleTester throws on the first failing case
// when no test framework defines describe/it). The table owners are read from the real api/src.
import { RuleTester } from 'eslint';
import { fileURLToPath } from 'node:url';
import { apiOwnTableNames } from './api-own-table-names.mjs';

const inModule = (module) => fileURLToPath(new URL(`../../api/src/modules/${module}/repo.ts`, import.meta.url));
const foreign = { messageId: 'foreign' };

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
  'api-own-table-names',
  apiOwnTableNames,
  {
    valid: [
      { filename: inModule('team-rounds'), code: 'sql`update app.team_rounds set closed = true`;' },
      { filename: inModule('team-rounds'), code: 'sql`select * from "app"."team_rounds"`;' },
      { filename: inModule('cases'), code: "const s = 'insert into app.expert_requests values (1)';" },
      // Not a schema-qualified table: a word ending in app, a property chain, prose.
      { filename: inModule('cases'), code: "const s = 'myapp.team_rounds webapp.x';" },
      { filename: inModule('cases'), code: "const s = 'see the app. team_rounds are elsewhere';" },
      // Outside the modules the rule does not apply.
      {
        filename: fileURLToPath(new URL('../../api/src/platform/x.ts', import.meta.url)),
        code: 'sql`select * from app.team_rounds`;',
      },
    ],
    invalid: [
      { filename: inModule('cases'), code: 'sql`update app.team_rounds set closed = true`;', errors: [foreign] },
      { filename: inModule('cases'), code: 'sql`select * from "app"."team_rounds"`;', errors: [foreign] },
      { filename: inModule('cases'), code: 'sql`select * from app."team_rounds"`;', errors: [foreign] },
      { filename: inModule('cases'), code: 'sql`select * from "app".team_rounds`;', errors: [foreign] },
      {
        filename: inModule('team-rounds'),
        code: 'const s = \'delete from "app"."expert_requests"\';',
        errors: [foreign],
      },
    ],
  },
);
console.log('api-own-table-names: all cases pass');
