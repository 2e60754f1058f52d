// The rules of the deploy gate (npm run check:deploy) on manifests, and the "remote built ahead"
// fixture it is tested with end to end (e2e/tests/deploy-skew.spec.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const buildDir = path.resolve(__dirname, '..');

// deploy-contract.mjs is an ES module, which this Jest setup does not import: a Node child runs it.
function run(script: string): unknown {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: buildDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

type Verdict = { errors: string[]; warnings: string[] };
const cases = {
  same: [{ react: '19.3.1', '@cc/shared-ui': '1.0.0', 'react-router': '7.18.5+exports.1' }, null],
  patchAhead: [{ react: '19.3.2' }, { react: '19.3.1' }],
  patchBehind: [{ react: '19.3.0' }, { react: '19.3.1' }],
  minorAhead: [{ react: '19.4.0' }, { react: '19.3.1' }],
  majorAhead: [{ 'react-router': '8.0.0+exports.1' }, { 'react-router': '7.18.5+exports.1' }],
  majorBehind: [{ notistack: '3.0.2' }, { notistack: '4.0.0' }],
  oursAhead: [{ '@cc/shared-ui': '1.1.0' }, { '@cc/shared-ui': '1.0.0' }],
  oursBehind: [{ '@cc/shared-ui': '1.0.0' }, { '@cc/shared-ui': '1.2.0' }],
  exportsAhead: [{ 'react-router': '7.18.5+exports.2' }, { 'react-router': '7.18.5+exports.1' }],
} as const;
const manifest = (shared: Record<string, string>) => ({
  shared: Object.entries(shared).map(([name, version]) => ({ name, version })),
});
// All cases in one child: each Node start costs about a second.
const verdicts = run(`
  import { compareManifests } from './deploy-contract.mjs';
  const cases = ${JSON.stringify(
    Object.fromEntries(
      Object.entries(cases).map(([name, [remote, shell]]) => [name, [manifest(remote), manifest(shell ?? remote)]]),
    ),
  )};
  console.log(JSON.stringify(Object.fromEntries(Object.entries(cases).map(([name, [r, s]]) => [name, compareManifests(r, s)]))));
`) as Record<keyof typeof cases, Verdict>;
const quiet = { errors: [], warnings: [] };

describe('compareManifests', () => {
  it('passes the same build, and patch differences either way, quietly', () => {
    expect([verdicts.same, verdicts.patchAhead, verdicts.patchBehind]).toEqual([quiet, quiet, quiet]);
  });

  it('warns on a newer minor of a library (the remote runs with the shell’s)', () => {
    const verdict = verdicts.minorAhead;
    expect(verdict.errors).toEqual([]);
    expect(verdict.warnings).toEqual([expect.stringContaining('react: the remote was built with 19.4.0')]);
  });

  it('fails on a major difference either way', () => {
    expect(verdicts.majorAhead.errors).toHaveLength(1);
    expect(verdicts.majorBehind.errors).toEqual([expect.stringContaining('major 3 in the remote, 4 in the shell')]);
  });

  it('fails on a workspace package or export list newer than the shell’s, passes an older one', () => {
    expect(verdicts.oursAhead.errors).toEqual([expect.stringContaining('deploy the shell first')]);
    expect(verdicts.oursBehind).toEqual(quiet);
    expect(verdicts.exportsAhead.errors).toEqual([expect.stringContaining('export list 2')]);
  });
});

it('writeRemoteAhead rewrites the manifest and remoteEntry.js of a copy, and drops their stale .gz', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-ahead-'));
  try {
    const from = path.join(dir, 'dist');
    mkdirSync(path.join(from, 'static'), { recursive: true });
    const manifest = { shared: [{ name: '@cc/shared-ui', version: '1.0.0', requiredVersion: '^1.0.0' }] };
    writeFileSync(path.join(from, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(from, 'mf-manifest.json.gz'), 'stale');
    writeFileSync(
      path.join(from, 'remoteEntry.js'),
      '[{name:"@cc/shared-ui",version:"1.0.0",factory:()=>s.e(1).then(()=>()=>s(2)),eager:0,singleton:1,requiredVersion:"^1.0.0"}];' +
        'x={837:{shareScope:"default",shareKey:"@cc/shared-ui",import:"@cc/shared-ui",requiredVersion:"^1.0.0",strictVersion:!0}}',
    );
    writeFileSync(path.join(from, 'remoteEntry.js.gz'), 'stale');
    const to = path.join(dir, 'ahead');
    run(`
      import { writeRemoteAhead } from './deploy-contract.mjs';
      writeRemoteAhead({ from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)}, pkg: '@cc/shared-ui', version: '1.1.0' });
      console.log('{}');
    `);
    expect(JSON.parse(readFileSync(path.join(to, 'mf-manifest.json'), 'utf8'))).toEqual({
      shared: [{ name: '@cc/shared-ui', version: '1.1.0', requiredVersion: '^1.1.0' }],
    });
    const code = readFileSync(path.join(to, 'remoteEntry.js'), 'utf8');
    expect(code).toContain('{name:"@cc/shared-ui",version:"1.1.0",factory:');
    expect(code).not.toContain('1.0.0');
    expect(() => readFileSync(path.join(to, 'remoteEntry.js.gz'))).toThrow();
    // The original stays as built.
    expect(readFileSync(path.join(from, 'remoteEntry.js'), 'utf8')).toContain('version:"1.0.0"');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
