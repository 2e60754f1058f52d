// The signing key on disk: created once, and the same for instances that start together on one
// shared DATA_DIR (docs/deployment.md, scaling out).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningKeys } from './keys';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kk-keys-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('instances creating the key at the same time on one data directory end up with one key', async () => {
  const created = await Promise.all([1, 2, 3].map(() => loadOrCreateSigningKeys(dataDir)));
  expect(new Set(created.map((keys) => keys.kid)).size).toBe(1);
  // No temporary file is left behind, and a later start reads the same key.
  expect(readdirSync(path.join(dataDir, 'keys')).sort()).toEqual(['signing-key.jwk.json', 'signing-key.pub.pem']);
  expect((await loadOrCreateSigningKeys(dataDir)).kid).toBe(created[0]!.kid);
});
