// The shell's only way to reach a remote: the federation runtime, configured at start from
// /runtime-config.json and the preview overrides.
import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RuntimeConfig } from '../../common/runtime-config';
import type { PreviewOverrides } from './preview';
import { configured } from './configured';
import { shareContractPlugin } from './share-contract';

let entries: Record<RemoteName, string> | null = null;

// Everything for reporting and showing errors loads on the first error only.
const remoteErrors = () => import('./remote-errors');
const onUncaught = (error: unknown) => void remoteErrors().then((m) => m.handleUncaught(error));

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
  // Global: every remote's federation instance, created when its entry loads, gets it too.
  registerGlobalPlugins([
    shareContractPlugin((...refusal) => void remoteErrors().then((m) => m.reportRefusal(...refusal))),
  ]);
  registerPlugins([previewPlugin(overrides)]);
  entries = config.remotes;
  configured.entries = { ...entries, ...overrides };
  configured.api = config.api;
  registerRemotes(remoteNames.map((name) => ({ name, entry: config.remotes[name] })));
  // Errors thrown in a remote page's event handlers (remote-errors.tsx decides whose they are).
  addEventListener('error', (event) => onUncaught(event.error));
  addEventListener('unhandledrejection', (event) => onUncaught(event.reason));
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
