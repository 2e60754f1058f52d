// The process `npm run admin` starts (scripts/admin.mjs runs it with tsx from api/): the commands
// are in admin.ts. The api's default data directory is .data/api at the repository root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAdminCli } from './admin';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const code = await runAdminCli(
  process.argv.slice(2),
  process.env,
  { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) },
  path.join(repoRoot, '.data/api'),
);
process.exit(code);
