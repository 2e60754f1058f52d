// The built api's stack traces name its TypeScript sources (bundle-loader.mjs maps the frames of
// dist/api.cjs through its source map): a fixture built as the api is (bundle.mjs) and run through
// the same dist/main.js, once compiling the bundle and once from the V8 code cache it then wrote.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const apiDir = path.join(__dirname, '..');
const fixture = path.join(__dirname, 'test', 'fixtures', 'stack-bundle.ts');
/** 1-based line and column of `text`'s first occurrence in the fixture. */
const positionOf = (text: string): string => {
  const lines = readFileSync(fixture, 'utf8').split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(text));
  return `${line + 1}:${(lines[line] ?? '').indexOf(text) + 1}`;
};

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'kk-bundle-stack-'));
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `import { bundleApi } from ${JSON.stringify(path.join(apiDir, 'bundle.mjs'))};
       await bundleApi({ entry: ${JSON.stringify(path.relative(apiDir, fixture))}, dist: ${JSON.stringify(dist)} });`,
    ],
    { cwd: apiDir },
  );
}, 60_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const run = (): string => execFileSync(process.execPath, [path.join(dist, 'main.js')], { encoding: 'utf8' });

test.each(['compiled', 'from the code cache'])('a stack through the bundle names the .ts lines (%s)', () => {
  const stack = run();
  expect(stack).toContain('Error: not a number: ten');
  expect(stack).toContain(`at parseSetting (${fixture}:${positionOf('new Error')})`);
  expect(stack).toContain(`at loadSettings (${fixture}:${positionOf("parseSetting('ten')")})`);
  expect(stack).not.toContain('api.cjs');
});

test('the bundle is Latin-1 only (a one-byte string in V8), and its escaped patterns still match', () => {
  expect(readFileSync(path.join(dist, 'api.cjs'), 'utf8')).not.toMatch(/[\u0100-\uffff]/);
  expect(run()).toContain('matches: true,true,true,true');
});

test('the first run wrote the code cache for the second', () => {
  expect(readdirSync(dist).filter((name) => name.endsWith('.cache'))).toHaveLength(1);
});
