// `npm start` installs what is missing and builds every app: both must stay quiet about what is
// understood and intended, so a real warning stands out (issue #10).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

it('the last install ran every build script it needs: pnpm reports no ignored builds', () => {
  // pnpm records the build scripts it refused in node_modules/.modules.yaml (and prints "Ignored
  // build scripts: …" on each install); pnpm-workspace.yaml approves the ones the repo relies on.
  const modules = readFileSync(path.join(repo, 'node_modules/.modules.yaml'), 'utf8');
  const ignored = /"?ignoredBuilds"?:\s*\[([^\]]*)\]/.exec(modules)?.[1]?.trim() ?? '';
  // When this fails after pulling: `node scripts/pnpm.mjs install` (npm start and npm test do it).
  expect(ignored).toBe('');
});

it('a remote builds without warnings (the intended publicPath "auto" is not reported)', () => {
  const output = mkdtempSync(path.join(tmpdir(), 'quiet-build-'));
  try {
    const result = spawnSync(path.join(repo, 'node_modules/.bin/rspack'), ['build', '--output-path', output], {
      cwd: path.join(repo, 'remote-landing'),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    const log = `${result.stdout}\n${result.stderr}`;
    expect(result.status).toBe(0);
    expect(log).toContain('compiled successfully');
    expect(log).not.toMatch(/<w>|warning/i);
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}, 120_000);
