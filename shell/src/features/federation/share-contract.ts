// The version contract at run time (docs/architecture.md, "Version contract"). Federation refuses
// a shared singleton outside the consumer's range by itself (`strictVersion`); this plugin adds
// what it cannot express and records who was refused, so RemotePage can say "updated, reload"
// instead of blaming the connection. Part of the first load: kept to the decision alone, the
// report is built in remote-errors.tsx.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const refusedApps = new Set<string>();

/** True once a shared module was refused to this app (a remote's name): its code needs a newer page. */
export const wasRefused = (app: string): boolean => refusedApps.has(app);

/** `7.18.5+exports.2` → 2: the slim entries' export-list revision (shared-build/federation.mjs). */
export const revision = (version: string) => +(/\+exports\.(\d+)$/.exec(version)?.[1] ?? 0);

type ResolveArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
/** A shared module as the runtime registers it: version, the app it is from, its share config. */
export type SharedCopy = ResolveArgs['shareInfo'];

/**
 * - Nothing in use yet (a library loaded lazily, TanStack Query): the shell's copy when it is in
 *   the consumer's range, not the highest version a remote brought (no silent upgrade by a remote).
 * - A copy below the export-list revision the consumer was built with is refused like a version
 *   outside its range: a name it imports would be undefined.
 * - Every refusal is recorded and handed to `report` with the consumer's share info and the copy found.
 */
export function shareContractPlugin(
  report: (pkg: string, consumer: SharedCopy, found?: SharedCopy) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'cc-share-contract',
    resolveShare(args: ResolveArgs) {
      const { shareScopeMap, scope, pkgName, shareInfo } = args;
      const versions = shareScopeMap[scope]?.[pkgName] ?? {};
      const range = shareInfo.shareConfig?.requiredVersion;
      const fits = (version: string) =>
        (typeof range != 'string' || satisfy(version, range)) && revision(version) >= revision(shareInfo.version);
      const copies = Object.values(versions);
      const shell = copies.find((copy) => copy.from == 'shell');
      const chosen =
        !copies.some((copy) => copy.loaded || !!copy.loading) && shell && fits(shell.version)
          ? shell.version
          : args.version;
      if (!fits(chosen)) {
        refusedApps.add(shareInfo.from);
        report(pkgName, shareInfo, versions[chosen]);
        args.resolver = () => {
          throw Error(`${pkgName} refused to ${shareInfo.from}`);
        };
      } else if (chosen != args.version) {
        args.resolver = () => ({ shared: versions[chosen]!, useTreesShaking: false });
      }
      return args;
    },
  };
}
