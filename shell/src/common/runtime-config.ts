// Deploy-time configuration, served next to index.html as /runtime-config.json, so a remote
// can move or be redeployed without rebuilding the shell.

export const remoteNames = ['landing', 'chat', 'expert', 'results'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface RuntimeConfig {
  /** Manifest URL (mf-manifest.json) of each remote. */
  remotes: Record<RemoteName, string>;
  /** Origins from which `?preview=` may load a remote. Empty: previews are refused. */
  previewOrigins: string[];
  /** The Supabase-compatible api: base URL (without /auth/v1) and the public anonymous key. */
  api: { url: string; anonKey: string };
}

const localDefaults: RuntimeConfig = {
  remotes: {
    landing: 'http://localhost:3001/mf-manifest.json',
    chat: 'http://localhost:3002/mf-manifest.json',
    expert: 'http://localhost:3003/mf-manifest.json',
    results: 'http://localhost:3004/mf-manifest.json',
  },
  previewOrigins: [],
  api: {
    url: 'http://localhost:54321',
    anonKey: 'sb_publishable_konfliktkompass_local_development_key',
  },
};

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

const nonEmpty = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

function normalise(loaded: Partial<RuntimeConfig>): RuntimeConfig {
  const api: Partial<RuntimeConfig['api']> = loaded.api ?? {};
  return {
    remotes: { ...localDefaults.remotes, ...loaded.remotes },
    previewOrigins: Array.isArray(loaded.previewOrigins) ? loaded.previewOrigins : [],
    api: { url: nonEmpty(api.url, localDefaults.api.url), anonKey: nonEmpty(api.anonKey, localDefaults.api.anonKey) },
  };
}

/**
 * The server writes the configuration into index.html (`<script type="application/json"
 * id="runtime-config">`), which saves a round trip; without it, /runtime-config.json is fetched.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = document.getElementById('runtime-config')?.textContent;
  try {
    if (inline) return normalise(JSON.parse(inline) as Partial<RuntimeConfig>);
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return normalise((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.error('The runtime configuration could not be read; using local defaults', error);
    return localDefaults;
  }
}
