// Serves the built shell and remotes, each on its own origin, as `npm start` does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apps } from '../../shared-build/federation.mjs';
import { codeOrigins, runtimeConfigFromEnv, shellHead } from '../../shared-build/runtime-config.mjs';
import { serveStatic } from '../../shared-build/serve.mjs';
import { startBackend } from './backend.mjs';
import { root } from './workspace.mjs';

export const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The shell's Content Security Policy: code only from itself, its remotes and allowed previews,
 * plus the inline scripts its build lists by hash (the snapshot guard of `/`).
 */
export function shellCsp(config, scriptHashes = []) {
  const code = codeOrigins(config).join(' ');
  const api = new URL(config.api.url).origin;
  // Supabase Realtime's WebSocket (/realtime/v1): an http(s) source does not cover ws(s).
  const apiSocket = api.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, code].join(' '),
    `connect-src 'self' ${code} ${api} ${apiSocket}`,
    // The api serves Storage images (expert photos by their public URL); blob: previews a chosen file.
    `img-src 'self' data: blob: ${code} ${new URL(config.api.url).origin}`,
    // styled-components injects <style> elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The inline-script hashes a built app lists in dist/csp-script-hashes.txt (none if absent). */
export function builtScriptHashes(distDir) {
  try {
    return readFileSync(path.join(distDir, 'csp-script-hashes.txt'), 'utf8').split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * The headers of an app's HTML pages: no framing; for the shell also its CSP, which lists the
 * inline scripts of the build being served (read per page, so rebuilding while a server runs
 * cannot leave an old hash in place).
 */
export function appDocumentHeaders(isShell, config, dist) {
  if (!isShell) return { 'X-Frame-Options': 'DENY' };
  return () => ({ 'Content-Security-Policy': shellCsp(config(), builtScriptHashes(dist)), 'X-Frame-Options': 'DENY' });
}

/**
 * The whole product: the api and the mail inbox (unless `backend: false`), then the shell and
 * the remotes, each on its own origin.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ backend?: boolean, quiet?: boolean }} [options]
 * @returns {Promise<{ urls: Record<string, string>, keys: { anonKey: string, serviceRoleKey: string } | null, close: () => Promise<void> }>}
 */
export async function startStack(env = process.env, { backend = true, quiet = false } = {}) {
  const host = env.HOST ?? '127.0.0.1';
  const shellPort = Number(env.SHELL_PORT ?? apps.shell.port);
  const shellOrigins = list(env.SHELL_ORIGINS ?? `http://localhost:${shellPort},http://127.0.0.1:${shellPort}`);
  const config = () => runtimeConfigFromEnv(env);
  const servers = [];
  const urls = {};
  let services = null;
  const close = async () => {
    for (const server of servers) server.closeAllConnections?.();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await services?.close();
  };

  try {
    if (backend) {
      services = await startBackend(env, { quiet });
      urls.api = services.apiUrl;
      if (services.inboxUrl) urls.inbox = services.inboxUrl;
    }
    for (const [name, app] of Object.entries(apps)) {
      const isShell = name === 'shell';
      const port = isShell ? shellPort : app.port;
      const dist = path.join(root, app.dir, 'dist');
      servers.push(
        await serveStatic({
          root: dist,
          port,
          host,
          corsOrigins: isShell ? [] : shellOrigins,
          documentHeaders: appDocumentHeaders(isShell, config, dist),
          dynamicJson: isShell ? { '/runtime-config.json': config } : {},
          htmlHead: isShell ? () => shellHead(config()) : undefined,
        }),
      );
      urls[name] = `http://localhost:${port}`;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    urls,
    keys: services ? { anonKey: services.anonKey, serviceRoleKey: services.serviceRoleKey } : null,
    close,
  };
}
