// A remote deployed alone against a shell that is too old for it (issue #24): the page says
// "updated, reload" instead of blaming the connection, and the deploy gate refuses such a build
// before it ships. The remote "built ahead" is the chat remote's build with its manifest and
// remoteEntry.js claiming a newer @cc/shared-ui (serve-e2e.mjs writes it, nothing is rebuilt).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/fixtures';
import { axeCheck } from '../support/axe';
import { clickNav, gotoAndSettle, origins, switchLanguage } from '../support/app';

test.skip(({ isMobile }) => isMobile, 'versions do not depend on the viewport (desktop project)');

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);
const shellUi = (JSON.parse(readFileSync(path.join(root, 'shared-ui/package.json'), 'utf8')) as { version: string })
  .version;
const [major, minor] = shellUi.split('.').map(Number);
const aheadUi = `${major}.${minor! + 1}.0`; // what serve-e2e.mjs writes into the copy
/** `npm run check:deploy -- chat …` against the running stack: exit code and output. */
async function checkDeploy(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/check-deploy.mjs', 'chat', ...args], {
      cwd: root,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

test('a remote built against a newer shared-ui says "updated, reload"; the rest of the shell works', async ({
  page,
}) => {
  // Two scans with axe and a language switch on top of loading the refused remote.
  test.setTimeout(90_000);
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/functions/v1/client-errors')) reports.push(request.postDataJSON());
  });
  await gotoAndSettle(page, `/?preview=${encodeURIComponent(`chat@${origins.previewAhead}/mf-manifest.json`)}`);
  await clickNav(page, 'chat');

  const updated = page.getByTestId('remote-updated-chat');
  await expect(
    updated.getByRole('heading', { name: 'Dieser Bereich wurde gerade aktualisiert – bitte lade die Seite neu' }),
  ).toBeVisible();
  await expect(updated.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback-chat')).toHaveCount(0);
  await expect(page.getByText('Prüfe deine Verbindung')).toHaveCount(0);
  await axeCheck(page, '/chat updated, reload (de)');
  // In English too, without reloading: the fallback's texts follow the language.
  await switchLanguage(page, 'en');
  await expect(
    updated.getByRole('heading', { name: 'This area has just been updated – please reload the page' }),
  ).toBeVisible();
  await expect(updated.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await axeCheck(page, '/chat updated, reload (en)');
  await switchLanguage(page, 'de');
  await expect
    .poll(() => reports)
    .toContainEqual(
      expect.objectContaining({
        kind: 'share_refused',
        app: 'chat',
        package: '@cc/shared-ui',
        wanted: `^${aheadUi}`,
        found: shellUi,
      }),
    );

  // The other remotes and the shell's own pages keep working.
  await clickNav(page, 'experts');
  await expect(page.locator('main h1')).toHaveText('Für Experten');
  await clickNav(page, 'home');
  await expect(page.locator('main h1')).toBeVisible();
});

test('the deploy gate passes the chat build against this shell and refuses the one built ahead', async () => {
  test.setTimeout(90_000);
  const same = await checkDeploy('--shell', origins.shell, '--preview', `${origins.previewAllowed}/mf-manifest.json`);
  expect(same.output).toContain('✔ /chat');
  expect(same.code, same.output).toBe(0);

  const ahead = await checkDeploy('--shell', origins.shell, '--dist', path.join(root, '.data/e2e-chat-ahead'));
  expect(ahead.code, ahead.output).toBe(1);
  expect(ahead.output).toContain(`@cc/shared-ui: the remote was built with ${aheadUi}, the shell has ${shellUi}`);
});
