import { shareContractPlugin, wasRefused } from './share-contract';

// The runtime calls resolveShare with the share scope and a default resolver; the plugin either
// leaves both, picks the shell's copy, or refuses. Here with share scopes as the runtime builds them.
type Copy = { version: string; from: string; loaded?: boolean; lib?: () => unknown };

function resolve(pkgName: string, copies: Copy[], consumer: { from: string; version: string; range: string }) {
  const reports: { app: string; package: string; wanted: unknown; found?: string; provider?: string }[] = [];
  const plugin = shareContractPlugin((pkg, consumer, found) =>
    reports.push({
      app: consumer.from,
      package: pkg,
      wanted: consumer.shareConfig?.requiredVersion,
      found: found?.version,
      provider: found?.from,
    }),
  );
  const versions = Object.fromEntries(copies.map((copy) => [copy.version, copy]));
  // What the runtime's own choice would be ("loaded-first": a loaded copy, else the highest).
  const defaultChoice = (copies.find((copy) => copy.loaded) ?? copies.at(-1)!).version;
  const args = {
    shareScopeMap: { default: { [pkgName]: versions } },
    scope: 'default',
    pkgName,
    version: defaultChoice,
    shareInfo: { from: consumer.from, version: consumer.version, shareConfig: { requiredVersion: consumer.range } },
    GlobalFederation: {},
    resolver: () => ({ shared: versions[defaultChoice], useTreesShaking: false }),
  };
  const result = (plugin.resolveShare as unknown as (a: typeof args) => typeof args)(args);
  return { reports, pick: () => result.resolver().shared };
}

describe('share contract plugin', () => {
  it('keeps the copy in use when it fits the consumer, and reports nothing', () => {
    const { pick, reports } = resolve(
      'react',
      [
        { version: '19.3.1', from: 'shell', loaded: true },
        { version: '19.4.0', from: 'chat' },
      ],
      { from: 'chat', version: '19.4.0', range: '^19.0.0' },
    );
    expect(pick()).toMatchObject({ version: '19.3.1', from: 'shell' });
    expect(reports).toEqual([]);
  });

  it("takes the shell's copy of a library nobody loaded yet instead of a remote's newer one", () => {
    const { pick } = resolve(
      '@tanstack/react-query',
      [
        { version: '5.108.0', from: 'shell' },
        { version: '5.109.2', from: 'results' },
      ],
      { from: 'results', version: '5.109.2', range: '^5.0.0' },
    );
    expect(pick()).toMatchObject({ version: '5.108.0', from: 'shell' });
  });

  it('the shell asking keeps its own copy when a remote brought a newer major', () => {
    const { pick, reports } = resolve(
      'notistack',
      [
        { version: '3.0.2', from: 'shell' },
        { version: '4.0.0', from: 'chat' },
      ],
      { from: 'shell', version: '3.0.2', range: '^3.0.0' },
    );
    // The shell asks: its own copy fits, so no remote's major enters the page.
    expect(pick()).toMatchObject({ version: '3.0.2' });
    expect(reports).toEqual([]);
  });

  it('refuses a copy below the version a remote was built with, reports it and marks the remote', () => {
    expect(wasRefused('expert')).toBe(false);
    const { pick, reports } = resolve(
      '@cc/shared-ui',
      [
        { version: '1.0.0', from: 'shell', loaded: true },
        { version: '1.1.0', from: 'expert' },
      ],
      { from: 'expert', version: '1.1.0', range: '^1.1.0' },
    );
    expect(pick).toThrow('@cc/shared-ui refused to expert');
    expect(reports).toEqual([
      { app: 'expert', package: '@cc/shared-ui', wanted: '^1.1.0', found: '1.0.0', provider: 'shell' },
    ]);
    expect(wasRefused('expert')).toBe(true);
  });

  it("refuses a slim entry whose export list is older than the consumer's, whatever the package version", () => {
    const { pick, reports } = resolve(
      'react-router',
      [
        { version: '7.18.5+exports.1', from: 'shell', loaded: true },
        { version: '7.18.5+exports.2', from: 'landing' },
      ],
      { from: 'landing', version: '7.18.5+exports.2', range: '^7.0.0' },
    );
    expect(pick).toThrow('react-router refused to landing');
    expect(reports[0]).toMatchObject({ wanted: '^7.0.0', found: '7.18.5+exports.1' });
    expect(wasRefused('landing')).toBe(true);
  });

  // The react-router slim entry's list went from revision 2 to 3 (8507937: UNSAFE_LocationContext
  // and useNavigationType added, nothing removed), and shell and remotes deploy on their own. The
  // other way round (a remote's revision 3 against a shell's 2) is refused by the test above and,
  // before it ships, by the deploy gate (deploy-contract.test).
  it('gives a remote built against an older export list the newer list of a shell deployed after it', () => {
    const { pick, reports } = resolve(
      'react-router',
      [
        { version: '7.18.5+exports.3', from: 'shell', loaded: true },
        { version: '7.18.5+exports.2', from: 'results' },
      ],
      { from: 'results', version: '7.18.5+exports.2', range: '^7.0.0' },
    );
    expect(pick()).toMatchObject({ version: '7.18.5+exports.3', from: 'shell' });
    expect(reports).toEqual([]);
    expect(wasRefused('results')).toBe(false);
  });

  it("keeps the shell on its own newer export list when a remote's older one is a patch ahead", () => {
    const { pick, reports } = resolve(
      'react-router',
      [
        { version: '7.18.5+exports.3', from: 'shell' },
        { version: '7.18.6+exports.2', from: 'chat' },
      ],
      { from: 'shell', version: '7.18.5+exports.3', range: '^7.0.0' },
    );
    // The runtime alone would take the highest version, the remote's, without the shell's names.
    expect(pick()).toMatchObject({ version: '7.18.5+exports.3', from: 'shell' });
    expect(reports).toEqual([]);
  });

  // Recent minors (shared-ui 2.6.0, 2.7.0: downloadFile, 2.8.0: saveWithToast and fileSlug; shared-i18n 1.4.0
  // added exports; a minor only adds,
  // shared-exports.test) against the minor before, shell and remote deployed on their own. The
  // range is what shared-build/federation.mjs gives a consumer: `^` its build's version.
  describe.each([
    ['@cc/shared-ui', '2.5.0', '2.6.0'],
    ['@cc/shared-ui', '2.6.0', '2.7.0'],
    ['@cc/shared-ui', '2.7.0', '2.8.0'],
    ['@cc/shared-i18n', '1.3.0', '1.4.0'],
  ])('%s %s and %s', (pkg, previous, version) => {
    const dir = pkg.slice('@cc/'.length);
    it('gives a remote built against the minor before the newer shell copy', () => {
      const { pick, reports } = resolve(
        pkg,
        [
          { version, from: 'shell', loaded: true },
          { version: previous, from: 'expert' },
        ],
        { from: 'expert', version: previous, range: `^${previous}` },
      );
      expect(pick()).toMatchObject({ version, from: 'shell' });
      expect(reports).toEqual([]);
    });

    it('refuses a remote built against it to a shell still on the minor before, and says so', () => {
      const app = `results-${dir}`;
      const { pick, reports } = resolve(
        pkg,
        [
          { version: previous, from: 'shell', loaded: true },
          { version, from: app },
        ],
        { from: app, version, range: `^${version}` },
      );
      expect(pick).toThrow(`${pkg} refused to ${app}`);
      expect(reports).toEqual([{ app, package: pkg, wanted: `^${version}`, found: previous, provider: 'shell' }]);
      expect(wasRefused(app)).toBe(true);
    });
  });

  it("refuses a workspace package's next major to a remote built before it (names may be gone)", () => {
    const { pick, reports } = resolve('@cc/shared-auth', [{ version: '2.0.0', from: 'shell', loaded: true }], {
      from: 'chat',
      version: '1.2.0',
      range: '^1.2.0',
    });
    expect(pick).toThrow('@cc/shared-auth refused to chat');
    expect(reports[0]).toMatchObject({ app: 'chat', wanted: '^1.2.0', found: '2.0.0' });
  });

  it('refuses a major the consumer was not built for', () => {
    const { pick, reports } = resolve('react-router', [{ version: '8.0.0+exports.1', from: 'shell', loaded: true }], {
      from: 'results',
      version: '7.18.5+exports.1',
      range: '^7.0.0',
    });
    expect(pick).toThrow();
    expect(reports[0]).toMatchObject({ app: 'results', found: '8.0.0+exports.1' });
  });
});
