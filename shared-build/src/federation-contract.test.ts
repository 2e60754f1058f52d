// The version contract every app builds into its federation config (shared-build/federation.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const buildDir = path.resolve(__dirname, '..');
type Share = { singleton: boolean; strictVersion: boolean; requiredVersion: string; version: string; import?: string };

// federation.mjs is an ES module, which this Jest setup does not import: a Node child runs it.
const script = `
  import { sharedModules, sameMajorRange, exportsRevisionOf } from './federation.mjs';
  console.log(JSON.stringify({
    shell: sharedModules(${JSON.stringify(path.join(buildDir, '../shell'))}),
    landing: sharedModules(${JSON.stringify(path.join(buildDir, '../remote-landing'))}),
    ranges: ['19.3.1', '7.18.5+exports.2', '0.4.2', '0.0.3'].map(sameMajorRange),
    revisions: ['7.18.5+exports.2', '7.18.5', '1.0.0+exports.13'].map(exportsRevisionOf),
  }));`;
const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: buildDir, encoding: 'utf8' });
if (result.status !== 0) throw new Error(result.stderr);
const { shell, landing, ranges, revisions } = JSON.parse(result.stdout) as {
  shell: Record<string, Share>;
  landing: Record<string, Share>;
  ranges: string[];
  revisions: number[];
};

const ours = ['@cc/shared-ui', '@cc/shared-ui/forms', '@cc/shared-i18n', '@cc/shared-auth', '@cc/shared-auth/query'];

it('a third-party singleton requires the same major, strictly: minors and patches pass, a major is refused', () => {
  expect(ranges).toEqual(['^19.0.0', '^7.0.0', '^0.4.0', '^0.0.0']);
  for (const [name, share] of Object.entries(shell).filter(([key]) => !key.startsWith('@cc/'))) {
    expect({ name, singleton: share.singleton, strictVersion: share.strictVersion }).toEqual({
      name,
      singleton: true,
      strictVersion: true,
    });
    expect(share.requiredVersion).toBe(`^${share.version.split('.')[0]}.0.0`);
  }
  expect(Object.keys(shell)).toEqual(
    expect.arrayContaining(['react', 'react-dom', 'react-router', 'i18next', 'notistack', '@tanstack/react-query']),
  );
});

it('a workspace package has its real version, and a consumer requires at least the one it was built with, in its major', () => {
  for (const name of ours) {
    expect(shell[name]).toMatchObject({ singleton: true, strictVersion: true });
    expect(shell[name]!.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(shell[name]!.requiredVersion).toBe(`^${shell[name]!.version}`);
  }
  expect(shell['@cc/shared-auth/query']!.version).toBe(shell['@cc/shared-auth']!.version);
  expect(shell['@cc/shared-ui/forms']!.version).toBe(shell['@cc/shared-ui']!.version);
});

it('a slim entry is offered with its export-list revision as build metadata', () => {
  expect(revisions).toEqual([2, 0, 13]);
  for (const name of ['react-router', 'framer-motion', 'react-i18next']) {
    expect(shell[name]!.version).toMatch(/^\d+\.\d+\.\d+\+exports\.\d+$/);
    expect(shell[name]!.import).toMatch(/shared-build[\\/]shared[\\/]/);
  }
});

it('an optional package is shared only by the apps that have it', () => {
  expect(shell['@tanstack/react-query']).toBeDefined();
  expect(Object.keys(landing).includes('@tanstack/react-query')).toBe(
    Object.keys(landing).includes('@cc/shared-auth/query'),
  );
});
