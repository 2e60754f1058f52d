// One list of apps: shared-build/federation.mjs `apps` (names, folders, ports). Scripts import it
// (scripts/lib/workspace.mjs, the stack, the deploy check); the places that cannot import it (JSON,
// the Jest config's per-project options, the shell's and the api's runtime code, the e2e suite) are
// held to it here, so an app added or moved in one place and not the others fails `npm test`.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

// federation.mjs is an ES module, which this Jest setup does not import: a Node child reads it.
const result = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { apps } from './federation.mjs';
     import { appDirs, packageDirs } from '../scripts/lib/workspace.mjs';
     console.log(JSON.stringify({ apps, appDirs, packageDirs }));`,
  ],
  { cwd: path.join(repo, 'shared-build'), encoding: 'utf8' },
);
if (result.status !== 0) throw new Error(result.stderr);
const { apps, appDirs, packageDirs } = JSON.parse(result.stdout) as {
  apps: Record<string, { mfName: string; dir: string; port: number }>;
  appDirs: string[];
  packageDirs: string[];
};
const remotes = Object.entries(apps).filter(([name]) => name !== 'shell');
const sharedDirs = readdirSync(repo).filter((name) => name.startsWith('shared-'));

it('every app folder is one of the apps, and the scripts take their lists from it', () => {
  const onDisk = readdirSync(repo).filter((name) => name === 'shell' || name.startsWith('remote-'));
  expect(appDirs.slice().sort()).toEqual(onDisk.sort());
  expect(packageDirs.slice().sort()).toEqual([...onDisk, ...sharedDirs, 'api'].sort());
});

it('Jest has a project and tsc a reference for every app and shared package', () => {
  const jestProjects = [...read('jest.config.mjs').matchAll(/project\('([^']+)'/g)].map((match) => match[1]);
  const references = [...read('tsconfig.packages.json').matchAll(/"path": "\.\/([^"/]+)"/g)].map((match) => match[1]);
  for (const dir of packageDirs) {
    expect(jestProjects).toContain(dir);
    expect(references).toContain(dir);
  }
});

it("the shell's local remotes, the api's local origins and the e2e suite's origins use the apps' ports", () => {
  const runtime = read('shell/src/common/runtime-config.ts');
  for (const [name, app] of remotes)
    expect(runtime).toContain(`${name}: 'http://localhost:${app.port}/mf-manifest.json'`);
  expect(runtime).toContain(
    `export const remoteNames = [${remotes.map(([name]) => `'${name}'`).join(', ')}] as const;`,
  );

  const origins = /const localOrigins = \[([^\]]+)\]/.exec(read('api/src/platform/config.ts'))?.[1] ?? '';
  expect(origins.split(',').map((port) => Number(port.trim()))).toEqual(Object.values(apps).map((app) => app.port));

  const e2e = read('e2e/support/app.ts');
  for (const [name, app] of Object.entries(apps)) expect(e2e).toContain(`${name}: 'http://localhost:${app.port}',`);
});
