#!/usr/bin/env node
// `npm run dev`: every app on its rspack dev server with hot reload (shell 3000, remotes
// 3001-3004). `npm run dev -- remote-chat` starts only that remote, standalone.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runtimeConfigFromEnv } from '../shared-build/runtime-config.mjs';
import { appDirs, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
const only = process.argv.slice(2).filter((arg) => appDirs.includes(arg));
const selected = only.length ? only : appDirs;

// The dev server serves shell/public, so the shell finds its runtime configuration there.
mkdirSync(path.join(root, 'shell/public'), { recursive: true });
writeFileSync(path.join(root, 'shell/public/runtime-config.json'), JSON.stringify(runtimeConfigFromEnv(), null, 2));

const children = selected.map((dir) => {
  const child = spawn(path.join(root, 'node_modules/.bin/rspack'), ['serve'], {
    cwd: path.join(root, dir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${dir}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => code && console.error(`${prefix}exited with ${code}`));
  return child;
});

console.log(`Dev servers starting: ${selected.join(', ')}. Shell: http://localhost:3000 — Ctrl-C stops all.`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
