import { expect, test, type Response } from '../support/fixtures';
import { clickNav, gotoAndSettle } from '../support/app';

test.skip(({ isMobile }) => isMobile, 'composition does not depend on the viewport (desktop project)');

interface ShareEntry {
  version: string;
  loaded?: boolean;
  from: string;
  useIn: string[];
}
/** `__FEDERATION__.__SHARE__`: instance ("shell:0.1.0") → scope ("default") → package → version → entry. */
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test('React and React DOM are loaded once per page, from one provider', async ({ page }) => {
  // Every JavaScript response of the page, whichever origin served it (shell or a remote).
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });

  await gotoAndSettle(page, '/');
  await clickNav(page, 'chat');
  await expect(page.locator('main h1')).toHaveText('Konfliktberater');
  await clickNav(page, 'experts');
  await expect(page.locator('main h1')).toHaveText('Für Experten');

  const { instances, share } = await page.evaluate(() => {
    const federation = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__?: unknown; __INSTANCES__?: { name: string }[] } }
    ).__FEDERATION__;
    // Plain data only (entries also hold functions): instance → scope → package → version.
    const out: Record<string, Record<string, Record<string, Record<string, unknown>>>> = {};
    const scopes = (federation?.__SHARE__ ?? {}) as ShareScopes;
    for (const [instance, byScope] of Object.entries(scopes)) {
      out[instance] = {};
      for (const [scope, byPackage] of Object.entries(byScope)) {
        out[instance][scope] = {};
        for (const [pkg, byVersion] of Object.entries(byPackage)) {
          out[instance][scope][pkg] = {};
          for (const [version, entry] of Object.entries(byVersion)) {
            out[instance][scope][pkg][version] = {
              version,
              loaded: entry.loaded === true,
              from: entry.from,
              useIn: [...(entry.useIn ?? [])],
            };
          }
        }
      }
    }
    return {
      instances: (federation?.__INSTANCES__ ?? []).map((instance) => instance.name),
      share: out as unknown as ShareScopes,
    };
  });

  // The shell and the three remotes visited run in this page's federation runtime.
  expect(instances).toEqual(expect.arrayContaining(['shell', 'landing', 'chat', 'expert']));

  for (const pkg of ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']) {
    // Every loaded provider of the package across all instances and scopes, as "version from app".
    const providers = new Set<string>();
    for (const byScope of Object.values(share)) {
      for (const byPackage of Object.values(byScope)) {
        for (const entry of Object.values(byPackage[pkg] ?? {})) {
          if (entry.loaded) providers.add(`${entry.version} from ${entry.from}`);
        }
      }
    }
    expect([...providers], `loaded providers of ${pkg}`).toHaveLength(1);
    expect([...providers][0], `${pkg} comes from the shell`).toMatch(/ from shell$/);
  }

  // …and the remotes rendered with that one copy: each is recorded as a user of the shell's JSX runtime.
  const usersOfJsxRuntime = new Set(
    Object.values(share).flatMap((byScope) =>
      Object.values(byScope).flatMap((byPackage) =>
        Object.values(byPackage['react/jsx-runtime'] ?? {})
          .filter((entry) => entry.loaded)
          .flatMap((entry) => entry.useIn),
      ),
    ),
  );
  expect([...usersOfJsxRuntime]).toEqual(expect.arrayContaining(['shell', 'landing', 'chat', 'expert']));

  // React DOM's renderer registers itself with the React DevTools hook as
  // `rendererPackageName:"react-dom"` in every build (development and production, minified or
  // not), and nothing else contains that string. Chunk file names are content hashes, so
  // counting URLs would say nothing; counting response bodies that carry the marker counts the
  // copies of react-dom the browser actually downloaded, from any origin (shell or remote).
  const bodies = await Promise.all(scripts.map(async (script) => ({ url: script.url, body: await script.body })));
  expect(bodies.length).toBeGreaterThan(0);
  const reactDom = bodies
    .filter(({ body }) => /rendererPackageName:\s*["']react-dom["']/.test(body))
    .map(({ url }) => url);
  expect(reactDom, `scripts containing React DOM: ${reactDom.join(', ')}`).toHaveLength(1);
  expect(reactDom[0]).toMatch(/^http:\/\/localhost:3000\//);
});
