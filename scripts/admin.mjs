#!/usr/bin/env node
// `npm run admin -- <command>`: runs the admin CLI (api/src/cli/run-admin.ts, commands in admin.ts) with tsx from the api
// package, where its dependencies resolve. `npm run admin -- help` lists the commands.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/workspace.mjs';

const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/run-admin.ts', ...process.argv.slice(2)], {
  cwd: path.join(root, 'api'),
  // A relative DATA_DIR means relative to where the command was typed.
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
