// The S3 backend against a real S3-compatible server: s3rver (an S3 API over a folder) started
// here on an ephemeral port. The api signs its calls with aws4fetch; the checks read the store
// directly, so a file that stayed behind or never arrived shows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { objects } from '../tables';
import { startTestApi, type TestApi } from '../../../test/harness';
import { pdfBytes, pngBytes, signedInUser, type SignedInUser } from '../../../test/storage';

/** The test runs where the server package is installed (a dev dependency of the api), so it is imported lazily. */
const s3rverInstalled = (() => {
  try {
    require.resolve('s3rver');
    return true;
  } catch {
    return false;
  }
})();

const bucketName = 'konfliktkompass-test';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

(s3rverInstalled ? describe : describe.skip)('storage on S3', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let api: TestApi;
  let user: SignedInUser;
  const s3 = new AwsClient({ ...credentials, service: 's3', region: 'us-east-1' });

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    const { default: S3rverServer } = await import('s3rver');
    server = new S3rverServer({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    api = await startTestApi({
      env: {
        STORAGE_BACKEND: 's3',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: bucketName,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    user = await signedInUser(api, 's3');
  });

  afterAll(async () => {
    await api?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const stored = async (version: string) => {
    const response = await s3.fetch(`${endpoint}/${bucketName}/${version}`);
    return response.ok ? Buffer.from(await response.arrayBuffer()) : response.status;
  };
  const versionOf = async (name: string) =>
    (await api.db.select().from(objects).where(eq(objects.name, name)))[0]?.version ?? null;

  it('created its bucket at start (a fresh store has none)', async () => {
    expect((await s3.fetch(`${endpoint}/${bucketName}/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('uploads into the S3 bucket and serves the file back, signed URLs too', async () => {
    const bucket = user.client.storage.from('credentials');
    const name = `${user.id}/diploma.pdf`;
    const { error } = await bucket.upload(name, new Blob([pdfBytes], { type: 'application/pdf' }));
    expect(error).toBeNull();
    expect(await stored((await versionOf(name))!)).toEqual(pdfBytes);
    const download = await bucket.download(name);
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(pdfBytes);
    const { data } = await bucket.createSignedUrl(name, 60);
    const response = await fetch(data!.signedUrl);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes);
  });

  it('an upsert replaces the file and removes the old one from S3; remove deletes it', async () => {
    const bucket = user.client.storage.from('avatars');
    const name = `${user.id}/photo.png`;
    await bucket.upload(name, pngBytes, { contentType: 'image/png' });
    const first = (await versionOf(name))!;
    const replacement = Buffer.concat([pngBytes, Buffer.from('trailing bytes')]);
    expect((await bucket.upload(name, replacement, { contentType: 'image/png', upsert: true })).error).toBeNull();
    const second = (await versionOf(name))!;
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(404);
    expect(await stored(second)).toEqual(replacement);
    expect((await fetch(bucket.getPublicUrl(name).data.publicUrl)).status).toBe(200);
    expect((await bucket.copy(name, `${user.id}/copy.png`)).error).toBeNull();
    expect(await stored((await versionOf(`${user.id}/copy.png`))!)).toEqual(replacement);
    expect((await bucket.remove([name])).data).toHaveLength(1);
    expect(await stored(second)).toBe(404);
  });

  it('refuses an oversized file without leaving anything in S3, and account deletion empties the user’s folders', async () => {
    const bucket = user.client.storage.from('avatars');
    const big = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await bucket.upload(`${user.id}/big.png`, big, { contentType: 'image/png' })).error).toMatchObject({
      status: 413,
    });
    const versions = (await api.db.select().from(objects).where(eq(objects.owner, user.id))).map((row) => row.version!);
    expect(versions.length).toBeGreaterThan(0);
    expect((await user.client.functions.invoke('account-delete', { body: { confirm: true } })).error).toBeNull();
    for (const version of versions) expect(await stored(version)).toBe(404);
  });
});
