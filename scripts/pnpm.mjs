#!/usr/bin/env node
// Runs the pinned pnpm (package.json "packageManager") on any machine with Node and npm.
// npx rather than corepack: corepack's signature check fails against registry mirrors.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager;

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', pinned, ...args], { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
