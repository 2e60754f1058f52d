// The shell's only way to reach a remote: the federation runtime, configured at start from
// /runtime-config.json and the preview overrides.
import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RuntimeConfig } from '../../common/runtime-config';
import type { PreviewOverrides } from './preview';

let entries: Record<RemoteName, string> | null = null;

/** Swaps a remote's manifest URL for its preview URL as the remote is registered. */
export function previewPlugin(overrides: PreviewOverrides): ModuleFederationRuntimePlugin {
  return {
    name: 'cc-preview-override',
    beforeRegisterRemote(args) {
      const url = overrides[args.remote.name as RemoteName];
      // The runtime (2.9) ignores this hook's return value and registers `args.remote` itself,
      // so the entry must be replaced on that object.
      if (url && 'entry' in args.remote) args.remote.entry = url;
      return args;
    },
  };
}

export function configureRemotes(config: RuntimeConfig, overrides: PreviewOverrides): void {
  if (!getInstance()) throw new Error('The federation runtime is not initialised');
  registerPlugins([previewPlugin(overrides)]);
  entries = config.remotes;
  registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
}

/** Starts fetching a remote page's manifest, entry and chunks without running them. */
export function preloadRemotePage(remote: RemoteName, exposed: string): void {
  preloadRemote([{ nameOrAlias: remote, exposes: [`./${exposed}`] }]).catch(() => {
    // RemotePage loads it again and shows the fallback if it really is unreachable.
  });
}

/** `force` re-registers the remote first, which drops a failed entry the runtime has cached. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, force = false): Promise<T> {
  if (!entries) throw new Error('Remotes are not configured');
  if (force) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`Remote module ${remote}/${exposed} is empty`);
  return module;
}
