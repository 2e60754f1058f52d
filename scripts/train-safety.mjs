#!/usr/bin/env node
// `npm run train:safety`: trains the advisor's safety classifier from api/src/advisor/safety/corpus
// and rewrites its committed weights (api/src/advisor/safety/model-weights.generated.ts). See
// docs/advisor.md ("The safety classifier").
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/advisor/safety/train.ts', ...process.argv.slice(2)],
  {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
