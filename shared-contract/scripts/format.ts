// docs/api.md as gen-docs writes it: the generated regions replaced, then Prettier with the
// repository's configuration (so this check and `prettier --check` agree on one text). Prettier
// runs as its own process: its API loads ESM modules, which Jest cannot without VM modules.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { updateApiDoc } from './api-docs';

// Resolved from the working directory (the repository or api/), which works under ESM and CommonJS alike.
const prettierBin = createRequire(path.join(process.cwd(), 'index.js')).resolve('prettier/bin/prettier.cjs');

export function formatApiDoc(text: string, file: string): string {
  return execFileSync(process.execPath, [prettierBin, '--stdin-filepath', file], {
    input: updateApiDoc(text),
    encoding: 'utf8',
  });
}
