// The version contract between a remote about to deploy alone and the shell already deployed,
// read from their mf-manifest.json files (docs/deployment.md, "The gate before a remote deploys
// alone"). Pure: the gate (scripts/check-deploy.mjs) fetches, this decides.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const parse = (version) => {
  const [core, build = ''] = String(version).split('+');
  const [major = 0, minor = 0, patch = 0] = core.split('-')[0].split('.').map(Number);
  const revision = Number(/^exports\.(\d+)$/.exec(build)?.[1] ?? 0);
  return { major, minor, patch, revision };
};
const newer = (a, b) => a.major - b.major || a.minor - b.minor || a.patch - b.patch;

/**
 * Compares the remote's shared modules with the shell's.
 * - fails: a different major of a third-party library (the runtime refuses it, the page falls
 *   back), a workspace package or slim-entry export list newer than the shell's (the remote
 *   uses something the page does not have: deploy the shell first);
 * - warns: a newer minor of a third-party library (the remote runs with the shell's older one),
 *   or a shared module the shell does not offer (the remote loads its own copy).
 * @param {{ shared: { name: string; version: string }[] }} remote the remote's manifest
 * @param {{ shared: { name: string; version: string }[] }} shell the deployed shell's manifest
 */
export function compareManifests(remote, shell) {
  const errors = [];
  const warnings = [];
  const offered = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  for (const { name, version } of remote.shared) {
    const shellVersion = offered.get(name);
    if (shellVersion === undefined) {
      warnings.push(`${name}: the shell does not share it; the remote loads its own ${version}`);
      continue;
    }
    const [wanted, found] = [parse(version), parse(shellVersion)];
    const ours = name.startsWith('@cc/');
    if (ours && newer(wanted, found) > 0) {
      errors.push(
        `${name}: the remote was built with ${version}, the shell has ${shellVersion}: deploy the shell first`,
      );
    } else if (!ours && wanted.major !== found.major) {
      errors.push(
        `${name}: major ${wanted.major} in the remote, ${found.major} in the shell: the page would refuse it`,
      );
    } else if (wanted.revision > found.revision) {
      errors.push(
        `${name}: the remote imports export list ${wanted.revision}, the shell offers ${found.revision}: deploy the shell first`,
      );
    } else if (!ours && wanted.minor > found.minor) {
      warnings.push(`${name}: the remote was built with ${version}, it runs with the shell's ${shellVersion}`);
    }
  }
  return { errors, warnings };
}

/**
 * A copy of a built remote that claims a newer version of one shared workspace package, as if it
 * had been built against a `shared-*` release the shell does not have yet: its manifest and its
 * remoteEntry.js (what the runtime reads) are rewritten, nothing is rebuilt. For tests only.
 * @param {{ from: string; to: string; pkg: string; version: string }} options
 */
export function writeRemoteAhead({ from, to, pkg, version }) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const manifestFile = path.join(to, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = manifest.shared.find((shared) => shared.name === pkg);
  if (!entry) throw new Error(`${from} does not share ${pkg}`);
  Object.assign(entry, { version, requiredVersion: `^${version}` });
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const entryFile = path.join(to, 'remoteEntry.js');
  let code = readFileSync(entryFile, 'utf8');
  const name = JSON.stringify(pkg);
  const rewrites = [
    // What the remote offers to the share scope, and what it requires when it consumes.
    [
      new RegExp(`(\\{name:${escape(name)},version:")[^"]+(",factory:.*?requiredVersion:")[^"]+(")`),
      `$1${version}$2^${version}$3`,
    ],
    [new RegExp(`(shareKey:${escape(name)},import:"[^"]*",requiredVersion:")[^"]+(")`), `$1^${version}$2`],
  ];
  for (const [pattern, replacement] of rewrites) {
    if (!pattern.test(code)) throw new Error(`remoteEntry.js of ${from}: ${pattern} not found`);
    code = code.replace(pattern, replacement);
  }
  writeFileSync(entryFile, code);
  // The precompressed copies would still say the old version.
  for (const file of [manifestFile, entryFile]) {
    for (const copy of [`${file}.gz`, `${file}.br`]) rmSync(copy, { force: true });
  }
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
