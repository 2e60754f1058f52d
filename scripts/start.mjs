#!/usr/bin/env node
// `npm start`: install what is missing, build, and serve the whole product on its local
// defaults until Ctrl-C. `--no-build` serves the existing builds.
import { buildAll, ensureInstalled } from './lib/workspace.mjs';

ensureInstalled();
if (!process.argv.includes('--no-build')) buildAll();

const { startStack } = await import('./lib/stack.mjs');
let stack;
try {
  stack = await startStack();
} catch (error) {
  console.error(`\n✖ KonfliktKompass could not start: ${error.message}`);
  process.exit(1);
}
console.log(`\n✔ KonfliktKompass is running: ${stack.urls.shell}`);
const { api, inbox } = stack.urls;
for (const [name, url] of Object.entries(stack.urls))
  if (!['shell', 'api', 'inbox'].includes(name)) console.log(`  remote ${name.padEnd(8)} ${url}`);
if (api) console.log(`  api             ${api}`);
if (inbox) console.log(`  mail inbox      ${inbox}  (every mail the product sends lands here)`);
if (stack.keys) {
  console.log(`  anon key        ${stack.keys.anonKey}`);
  console.log(`  service role    ${stack.keys.serviceRoleKey}  (secret: admin API and npm run admin)`);
}
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
