// The export lists of the shared modules are part of the version contract between the shell and
// the remotes (docs/architecture.md, "Version contract"): a remote built against a list the
// shell does not have yet must be refused, and that only works when the version says so. This
// test fails until a changed list comes with a new version; `UPDATE_SHARED_EXPORTS=1` then
// records it in shared-exports.json (and refuses to, while the version is still the old one).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Contract = Record<string, { version: string; exports: string[] }>;

const snapshotFile = path.resolve(__dirname, '../shared-exports.json');
const recorded = JSON.parse(readFileSync(snapshotFile, 'utf8')) as Contract;
// shared-exports.mjs is an ES module, which this Jest setup does not import: a Node child reads it.
const child = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    "import('./shared-exports.mjs').then((m) => console.log(JSON.stringify(m.currentSharedExports())))",
  ],
  { cwd: path.resolve(__dirname, '..'), encoding: 'utf8' },
);
if (child.status !== 0) throw new Error(child.stderr);
const current = JSON.parse(child.stdout) as Contract;
const update = process.env.UPDATE_SHARED_EXPORTS === '1';

const parts = (version: string) => version.split('.').map(Number);
/** Semver of packages ("1.2.0"), plain revisions ("3") of the slim entries. */
function compare(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
/** Semver's breaking step: the major, or the minor of a 0.x version. */
const breakingStep = (from: string, to: string) => {
  const [x, y] = [parts(from), parts(to)];
  return x[0] === 0 ? compare(to, from) > 0 && y[1]! > x[1]! : y[0]! > x[0]!;
};
/** A slim entry's plain revision ("3"), which the runtime only ever compares as "at least". */
const isRevision = (version: string) => parts(version).length === 1;

/** What must be true of the version when the list changed from `before` to `after`. */
function versionProblem(name: string, before: Contract[string] | undefined, after: Contract[string]): string | null {
  if (!before) return null;
  const added = after.exports.filter((n) => !before.exports.includes(n));
  const removed = before.exports.filter((n) => !after.exports.includes(n));
  if (!added.length && !removed.length) return null;
  const change = [
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  if (compare(after.version, before.version) <= 0)
    return `${name}: exports changed (${change}) but the version is still ${after.version}: raise it (a package's package.json version, a slim entry's revision in shared-build/shared/revisions.json)`;
  // The shell's plugin (share-contract.ts) and the deploy gate refuse a revision below the
  // consumer's, never one above it: a remote built before a removal gets the newer list without
  // the name. A slim entry's list only grows.
  if (removed.length && isRevision(before.version))
    return `${name}: exports removed (${removed.join(', ')}) from a slim entry, whose list only grows: a remote built with revision ${before.version} would be given ${after.version} without them (a name leaves only with the library's next major, which the range refuses to older remotes: change this rule with it)`;
  if (removed.length && !breakingStep(before.version, after.version))
    return `${name}: exports removed (${removed.join(', ')}): that needs a major version (${before.version} → ${after.version} is not)`;
  return null;
}

describe('export lists of the shared modules', () => {
  it.each(Object.keys(current))('%s: a changed list comes with a new version', (name) => {
    const problem = versionProblem(name, recorded[name], current[name]!);
    expect(problem).toBeNull();
    if (update) return;
    // Version raised (or nothing changed): the record must say exactly what the sources say.
    expect({ name, ...recorded[name] }).toEqual({ name, ...current[name] });
  });

  it('records every shared module and nothing else', () => {
    // JSON.stringify's layout is the file's one format (.prettierignore leaves it alone).
    if (update) writeFileSync(snapshotFile, `${JSON.stringify(current, null, 2)}\n`);
    expect(Object.keys(recorded).sort()).toEqual(Object.keys(current).sort());
  });

  it('refuses a changed list without a new version, and a removal without a major one', () => {
    const before = { version: '1.2.0', exports: ['Button', 'Card'] };
    expect(versionProblem('ui', before, { version: '1.2.0', exports: ['Button', 'Card', 'Tabs'] })).toMatch(
      /still 1\.2\.0/,
    );
    expect(versionProblem('ui', before, { version: '1.3.0', exports: ['Button', 'Card', 'Tabs'] })).toBeNull();
    expect(versionProblem('ui', before, { version: '1.3.0', exports: ['Button'] })).toMatch(/major/);
    expect(versionProblem('ui', before, { version: '2.0.0', exports: ['Button'] })).toBeNull();
    expect(versionProblem('ui', { version: '0.4.0', exports: ['Button'] }, { version: '0.4.1', exports: [] })).toMatch(
      /major/,
    );
    expect(
      versionProblem('ui', { version: '0.4.0', exports: ['Button'] }, { version: '0.5.0', exports: [] }),
    ).toBeNull();
    expect(
      versionProblem('rr', { version: '1', exports: ['Link'] }, { version: '2', exports: ['Link', 'NavLink'] }),
    ).toBeNull();
    expect(versionProblem('rr', { version: '1', exports: ['Link'] }, { version: '1', exports: [] })).toMatch(/still/);
  });

  it("refuses a removal from a slim entry even with a new revision (the runtime takes any revision at or above a remote's)", () => {
    expect(versionProblem('rr', { version: '1', exports: ['Link'] }, { version: '2', exports: [] })).toMatch(
      /removed \(Link\) from a slim entry/,
    );
    expect(
      versionProblem('rr', { version: '3', exports: ['Link', 'Route'] }, { version: '4', exports: ['Link', 'Routes'] }),
    ).toMatch(/removed \(Route\)/);
  });
});
