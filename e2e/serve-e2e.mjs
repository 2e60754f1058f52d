#!/usr/bin/env node
// The product as the end-to-end tests see it: the whole built stack (shell 3000, remotes
// 3001-3004) with one allowed preview origin, plus the built chat remote served again on
//   - http://localhost:4102  the allowed preview origin (PREVIEW_ORIGINS), and
//   - http://localhost:4103  an origin that is NOT on the allowlist (previews must be refused);
// and a copy of it that claims a newer @cc/shared-ui, as if built ahead of the shell, on
//   - http://localhost:4105  allowed too (e2e/tests/deploy-skew.spec.ts; written to .data/e2e-chat-ahead);
// plus the api (54321) and the mail inbox (SMTP 1025, REST API on 1080), and
//   - http://localhost:4104  a second api whose advisor is a model (ADVISOR_PROVIDER=openai) on a
//     local chat-completions server that breaks off mid-reply on a marked message
//     (model-server.mjs), started in the background once the rest is up. Only the test of that
//     failure sends its public chat there; every other test talks to the first api and its
//     offline coach, as before.
// It does not build: the test command builds first (`npm run build`). Stops on SIGTERM/SIGINT.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnApi } from '../scripts/lib/backend.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { writeRemoteAhead } from '../shared-build/deploy-contract.mjs';
import { serveStatic } from '../shared-build/serve.mjs';
import { startModelServer } from './model-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allowedPreviewOrigin = 'http://localhost:4102';
const aheadOrigin = 'http://localhost:4105';
const chatDist = path.join(root, 'remote-chat', 'dist');
const chatAheadDir = path.join(root, '.data/e2e-chat-ahead');
// Written once from the chat remote's build: a copy with a rewritten manifest and remoteEntry.js.
const sharedUiVersion = JSON.parse(readFileSync(path.join(root, 'shared-ui/package.json'), 'utf8')).version;
const [major, minor] = sharedUiVersion.split('.').map(Number);
writeRemoteAhead({ from: chatDist, to: chatAheadDir, pkg: '@cc/shared-ui', version: `${major}.${minor + 1}.0` });
const previewRoots = { 4102: chatDist, 4103: chatDist, 4105: chatAheadDir };
const modelApiPort = 4104;
const shellOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];

// A fresh database per run, a short access-token lifetime (so a test sees the browser refresh
// its session silently; it moves the page's clock instead of waiting) and rate limits that fit
// many sign-ups from one test machine.
const dataDir = path.join(root, '.data/e2e-api');
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  PREVIEW_ORIGINS: `${allowedPreviewOrigin},${aheadOrigin}`,
  DATA_DIR: dataDir,
  JWT_EXPIRY: '120',
  RATE_LIMIT_SIGNUPS_PER_IP: '1000/3600',
  RATE_LIMIT_RECOVERY_PER_IP: '1000/3600',
  RATE_LIMIT_GUEST_SESSIONS_PER_IP: '1000/3600',
  RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '1000/900',
  // Every advisor test talks from the same address, several turns each, in parallel.
  RATE_LIMIT_ADVISOR_CHAT_PER_IP: '1000/60',
  RATE_LIMIT_ADVISOR_TURNS_PER_OWNER: '1000/60',
  RATE_LIMIT_ADVISOR_CONVERSATIONS_PER_OWNER: '1000/3600',
  RATE_LIMIT_ADVISOR_MAILS_PER_OWNER: '1000/3600',
  RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/86400',
  RATE_LIMIT_EXPERT_REQUESTS_PER_IP: '1000/86400',
  RATE_LIMIT_TEAM_INVITE_MAILS_PER_IP: '100000/86400',
  // Every expert of the case journeys confirms an account, sets up two-factor and signs in with
  // it, from one address, besides the sign-up tests' confirmation links.
  RATE_LIMIT_MFA_VERIFY_PER_IP: '1000/300',
  RATE_LIMIT_VERIFY_PER_IP: '1000/300',
  // Every team round member and every subscriber of the #14 specs answers from this one address.
  RATE_LIMIT_TEAM_ANSWERS_PER_IP: '1000/600',
  RATE_LIMIT_NEWS_SUBSCRIPTIONS_PER_IP: '1000/3600',
  // Every browser of the parallel tests is one client address: its share of the realtime sockets
  // must hold them all (the per-address share is tested in api/src/platform/http/slow-clients.test.ts).
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '1000',
  MAIL_POLL_INTERVAL_MS: '200',
  // Request lines would drown the test report; warnings and errors still show.
  LOG_LEVEL: 'warn',
};

const stack = await startStack(env);
// The second api: in memory, no mail, no jobs; the public chat is all its test uses. It starts
// once the stack is up, in the background: the stack does not wait for it, nor compete with the
// first api's start for the cores; its test waits until it answers.
const model = await startModelServer();
const modelApi = spawnApi(
  {
    ...env,
    DATA_DIR: ':memory:',
    DATABASE_URL: '',
    MAIL_WORKER: 'false',
    JOBS: 'false',
    ADVISOR_PROVIDER: 'openai',
    ADVISOR_OPENAI_BASE_URL: model.url,
    ADVISOR_OPENAI_MODEL: 'e2e-model',
    ADVISOR_OPENAI_TIMEOUT_MS: '5000',
  },
  // It starts while the first tests run: on a busy machine that can take a minute or two.
  { port: modelApiPort, name: 'api-model', readyTimeoutMs: 240_000 },
);
modelApi.ready.catch((error) => console.error('e2e: the api with a model did not start', error));
const stopModelApi = () => Promise.all([modelApi.stop(), model.close()]);
const previews = [];
try {
  for (const [port, previewRoot] of Object.entries(previewRoots)) {
    previews.push(
      await serveStatic({
        root: previewRoot,
        port: Number(port),
        host: process.env.HOST ?? '127.0.0.1',
        corsOrigins: shellOrigins,
      }),
    );
  }
} catch (error) {
  console.error('e2e: could not start the preview servers', error);
  await Promise.all([stack.close(), stopModelApi()]);
  process.exit(1);
}

console.log(
  `e2e: product on ${stack.urls.shell}; chat previews on :${Object.keys(previewRoots).join(', :')} (allowed: ${allowedPreviewOrigin}, ${aheadOrigin}); ` +
    `api with a failing model on :${modelApiPort}`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Never hang the test runner: whatever is still open after 3 s is dropped with the process.
  setTimeout(() => process.exit(0), 3000).unref();
  const closeServer = (server) => new Promise((resolve) => server.close(() => resolve(undefined)));
  // Keep-alive connections from the browser would hold close() open; cut them.
  for (const server of previews) server.closeAllConnections?.();
  await Promise.all([stack.close(), stopModelApi(), ...previews.map(closeServer)]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
