#!/usr/bin/env node
// `npm start`: install what is missing, build, and serve the whole product on its local
// defaults until Ctrl-C. `--no-build` serves the existing builds.
import { buildAll, ensureInstalled } from './lib/workspace.mjs';

ensureInstalled();
if (!process.argv.includes('--no-build')) buildAll();

const { startStack } = await import('./lib/stack.mjs');
const stack = await startStack();
console.log(`\n✔ KonfliktKompass is running: ${stack.urls.shell}`);
for (const [name, url] of Object.entries(stack.urls))
  if (name !== 'shell') console.log(`  remote ${name.padEnd(8)} ${url}`);
console.log('  Press Ctrl-C to stop.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
