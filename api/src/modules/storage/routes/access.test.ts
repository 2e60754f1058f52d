// Who may read and write what in /storage/v1 (the policies of storage/access.ts), and the input
// storage refuses: oversized and mislabelled files, bad and traversing names, unknown buckets,
// empty bodies. Every refusal is storage's error shape with our stable code as `error`.
import { request as httpRequest } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { raiseToAal2 } from '../../../test/experts';
import { makeAdmin, pdfBytes, pngBytes, serviceClient, signedInUser, type SignedInUser } from '../../../test/storage';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
let owner: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
const document = () => `${owner.id}/diploma.pdf`;

beforeAll(async () => {
  api = await startTestApi();
  [owner, other, admin] = await Promise.all([
    signedInUser(api, 'owner'),
    signedInUser(api, 'other'),
    signedInUser(api, 'admin'),
  ]);
  await makeAdmin(api, admin.id);
  // An admin reads others' private files only with a second factor in the session.
  await raiseToAal2(admin);
  const { error } = await owner.client.storage
    .from('credentials')
    .upload(document(), new Blob([pdfBytes], { type: 'application/pdf' }));
  expect(error).toBeNull();
});

afterAll(async () => {
  await api.close();
});

/** supabase-js without a session: the anon key as apikey and Bearer. */
const anonClient = () =>
  createClient(api.url, api.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });

describe('private credentials', () => {
  it('another user can neither read, sign, list nor remove them: not found, as under RLS', async () => {
    const bucket = other.client.storage.from('credentials');
    expect((await bucket.download(document())).error).toMatchObject({ status: 404, statusCode: '404' });
    expect((await bucket.createSignedUrl(document(), 60)).error).toMatchObject({ status: 404 });
    expect((await bucket.createSignedUrls([document()], 60)).data).toEqual([
      expect.objectContaining({ path: document(), signedUrl: null, error: expect.any(String) }),
    ]);
    expect((await bucket.info(document())).error).toMatchObject({ status: 404 });
    expect((await bucket.exists(document())).data).toBe(false);
    expect((await bucket.list(owner.id)).data).toEqual([]);
    // The bucket's top level shows only the caller's own folder.
    await bucket.upload(`${other.id}/own.pdf`, pdfBytes, { contentType: 'application/pdf' });
    expect((await bucket.list()).data!.map((entry) => entry.name)).toEqual([other.id]);
    expect((await bucket.remove([document()])).data).toEqual([]);
    expect((await owner.client.storage.from('credentials').exists(document())).data).toBe(true);
  });

  it('anonymous callers and plain links get nothing', async () => {
    const bucket = anonClient().storage.from('credentials');
    expect((await bucket.download(document())).error).toMatchObject({ status: 404 });
    expect((await bucket.list(owner.id)).data).toEqual([]);
    expect((await bucket.createSignedUrl(document(), 60)).error).toMatchObject({ status: 404 });
    const publicUrl = bucket.getPublicUrl(document()).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'bucket_not_found',
      message: 'Bucket not found',
    });
  });

  it('a guest token is no way in either', async () => {
    const guest = await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: 'guest-storage@example.com', firstName: 'Gia', consent: true },
    });
    const { token } = (await guest.json()) as { token: string };
    const asGuest = await api.request(`/storage/v1/object/credentials/${document()}`, {
      headers: { 'x-guest-token': token },
    });
    expect(asGuest.status).toBe(404);
    const asBearer = await api.request(`/storage/v1/object/credentials/${document()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.status).toBe(401);
    expect(await asBearer.json()).toMatchObject({ statusCode: '401', error: 'bad_jwt' });
  });

  it('the owner, an admin and the service role read them', async () => {
    for (const client of [owner.client, admin.client, serviceClient(api)]) {
      const bucket = client.storage.from('credentials');
      const { data, error } = await bucket.download(document());
      expect(error).toBeNull();
      expect(Buffer.from(await data!.arrayBuffer())).toEqual(pdfBytes);
      expect((await bucket.list(owner.id)).data!.map((entry) => entry.name)).toEqual(['diploma.pdf']);
      expect((await bucket.createSignedUrl(document(), 60)).error).toBeNull();
    }
  });

  it('an admin without a second factor in the session reads, signs and changes nothing of others', async () => {
    const user = await signedInUser(api, 'aal1-admin');
    await makeAdmin(api, user.id);
    const bucket = user.client.storage.from('credentials');
    const refused = { status: 403, statusCode: '403' };
    expect((await bucket.download(document())).error).toMatchObject(refused);
    expect((await bucket.createSignedUrl(document(), 60)).error).toMatchObject(refused);
    expect((await bucket.info(document())).error).toMatchObject(refused);
    const raw = await api.request(`/storage/v1/object/credentials/${document()}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'insufficient_aal',
      message: 'AAL2 required: verify a second factor (TOTP) in this session first',
    });
    // Listing shows only the admin's own folder (empty here), and the buckets stay as they are.
    expect((await bucket.list(owner.id)).data).toEqual([]);
    expect((await user.client.storage.updateBucket('credentials', { public: true })).error).toMatchObject(refused);
    // Their own files are theirs as for any user.
    await bucket.upload(`${user.id}/own.pdf`, pdfBytes, { contentType: 'application/pdf' });
    expect((await bucket.download(`${user.id}/own.pdf`)).error).toBeNull();
    // The same admin after the TOTP challenge reads the expert's file.
    await raiseToAal2(user);
    expect((await bucket.download(document())).error).toBeNull();
  });

  it('admin means app_metadata.role in the database, not a claim in an old token', async () => {
    const user = await signedInUser(api, 'was-admin');
    await makeAdmin(api, user.id);
    await raiseToAal2(user);
    expect((await user.client.storage.from('credentials').download(document())).error).toBeNull();
    await api.db.execute(
      // The role is taken away; the token the user holds still says what it said.
      (await import('drizzle-orm'))
        .sql`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = ${user.id}`,
    );
    expect((await user.client.storage.from('credentials').download(document())).error).toMatchObject({ status: 404 });
  });
});

describe('writes', () => {
  it('a user writes only under their own user id, in both buckets', async () => {
    for (const [bucketId, body, type] of [
      ['avatars', pngBytes, 'image/png'],
      ['credentials', pdfBytes, 'application/pdf'],
    ] as const) {
      const bucket = other.client.storage.from(bucketId);
      const { error } = await bucket.upload(`${owner.id}/planted`, body, { contentType: type });
      expect(error).toMatchObject({ status: 403, statusCode: '403' });
      expect((await bucket.upload(`elsewhere/planted`, body, { contentType: type })).error).toMatchObject({
        status: 403,
      });
      expect(
        (await bucket.upload(`${owner.id}/diploma.pdf`, body, { contentType: type, upsert: true })).error,
      ).toMatchObject({
        status: 403,
      });
    }
    expect(
      (await other.client.storage.from('credentials').move(document(), `${other.id}/stolen.pdf`)).error,
    ).toMatchObject({
      status: 404,
    });
    const response = await api.request(`/storage/v1/object/avatars/${owner.id}/x.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.accessToken}`, 'content-type': 'image/png' },
      body: pngBytes,
    });
    expect(await response.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'access_denied' });
  });

  it('anonymous callers cannot upload', async () => {
    const { error } = await anonClient()
      .storage.from('avatars')
      .upload('anyone/x.png', pngBytes, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 403 });
  });

  it('avatars are public: anyone loads them by their public URL', async () => {
    const path = `${owner.id}/face.png`;
    await owner.client.storage.from('avatars').upload(path, pngBytes, { contentType: 'image/png' });
    const response = await fetch(anonClient().storage.from('avatars').getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect((await other.client.storage.from('avatars').download(path)).error).toBeNull();
  });
});

describe('bad input', () => {
  const bucket = () => owner.client.storage.from('credentials');

  it('refuses a file over the bucket limit while it streams (413)', async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const { error } = await bucket().upload(`${owner.id}/big.pdf`, new Blob([big], { type: 'application/pdf' }));
    expect(error).toMatchObject({ status: 413, statusCode: '413' });
    expect(error!.message).toMatch(/exceeded the maximum allowed size/);
    const raw = await owner.client.storage
      .from('avatars')
      .upload(`${owner.id}/big.png`, Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]), {
        contentType: 'image/png',
      });
    expect(raw.error).toMatchObject({ status: 413 });
    expect((await bucket().exists(`${owner.id}/big.pdf`)).data).toBe(false);
  });

  it('judges the type by the content: a PDF named .png, a text file named .pdf, a PDF in avatars (415)', async () => {
    const pdfAsPng = await owner.client.storage
      .from('avatars')
      .upload(`${owner.id}/fake.png`, new File([pdfBytes], 'fake.png', { type: 'image/png' }));
    expect(pdfAsPng.error).toMatchObject({ status: 415, statusCode: '415' });
    const textAsPdf = await bucket().upload(
      `${owner.id}/notes.pdf`,
      new File(['just some text'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(textAsPdf.error).toMatchObject({ status: 415 });
    const pdfInAvatars = await owner.client.storage
      .from('avatars')
      .upload(`${owner.id}/cv.pdf`, new File([pdfBytes], 'cv.pdf', { type: 'application/pdf' }));
    expect(pdfInAvatars.error).toMatchObject({ status: 415 });
    expect(pdfInAvatars.error!.message).toBe('mime type application/pdf is not supported');
    // storage-js's default content type for a raw body is text/plain: it must name the content.
    const undeclared = await bucket().upload(`${owner.id}/undeclared.pdf`, pdfBytes);
    expect(undeclared.error).toMatchObject({ status: 415 });
  });

  it.each(['../x.pdf', 'a/../../b.pdf', '%2e%2e/x.pdf'])('refuses the path %s', async (name) => {
    const { error } = await bucket().upload(`${owner.id}/${name}`, pdfBytes, { contentType: 'application/pdf' });
    expect(error).not.toBeNull();
    expect([400, 403]).toContain(error!.status);
  });

  /** A request with this exact path (fetch would resolve dot segments first). */
  function rawRequest(path: string, method = 'POST'): Promise<{ status: number; body: Record<string, string> }> {
    const { port } = new URL(api.url);
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          headers: {
            apikey: api.config.anonKey,
            authorization: `Bearer ${owner.accessToken}`,
            'content-type': 'application/pdf',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode!, body: JSON.parse(text) as Record<string, string> }),
          );
        },
      );
      request.on('error', reject);
      request.end(pdfBytes);
    });
  }

  it.each([
    ['an encoded ..', (id: string) => `/storage/v1/object/credentials/${id}/%252e%252e/x.pdf`],
    ['a backslash', (id: string) => `/storage/v1/object/credentials/${id}/..%5Cx.pdf`],
    ['a control character', (id: string) => `/storage/v1/object/credentials/${id}/a%0Ab.pdf`],
    ['an empty segment', (id: string) => `/storage/v1/object/credentials/${id}//x.pdf`],
    ['a name over 1024 bytes', (id: string) => `/storage/v1/object/credentials/${id}/${'a'.repeat(1100)}.pdf`],
    ['a malformed escape', (id: string) => `/storage/v1/object/credentials/${id}/%E0%A4%A.pdf`],
  ])('refuses %s in a raw request path (400 invalid_key)', async (_kind, path) => {
    const { status, body } = await rawRequest(path(owner.id));
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: '400', code: 'InvalidKey', error: 'invalid_key' });
  });

  it('resolves dot segments as URL paths before anything else, so a .. only leads to another name the policies judge', async () => {
    const { status, body } = await rawRequest(`/storage/v1/object/credentials/${owner.id}/%2e%2e/${other.id}/x.pdf`);
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: 'access_denied' });
  });

  it('refuses bad names in JSON bodies too (list prefix, remove, move)', async () => {
    expect((await bucket().list(`${owner.id}/../`)).error).toMatchObject({ status: 400 });
    expect((await bucket().remove([`${owner.id}/../${other.id}/own.pdf`])).error).toMatchObject({ status: 400 });
    expect((await bucket().remove([`${owner.id}/a\\b.pdf`])).error).toMatchObject({ status: 400 });
    expect((await bucket().move(document(), `${owner.id}/../x.pdf`)).error).toMatchObject({ status: 400 });
  });

  it('answers storage’s not found for an unknown bucket', async () => {
    const { error } = await owner.client.storage
      .from('nope')
      .upload(`${owner.id}/x.pdf`, pdfBytes, { contentType: 'application/pdf' });
    expect(error).toMatchObject({ status: 404, statusCode: '404', message: 'Bucket not found' });
    expect((await owner.client.storage.from('nope').list()).error).toMatchObject({ status: 404 });
    expect((await owner.client.storage.from('nope').download('x')).error).toMatchObject({ status: 404 });
  });

  it('refuses an empty body and a form without a file (400 no_content)', async () => {
    const empty = await bucket().upload(`${owner.id}/empty.pdf`, Buffer.alloc(0), { contentType: 'application/pdf' });
    expect(empty.error).toMatchObject({ status: 400, statusCode: '400' });
    const form = new FormData();
    form.append('cacheControl', '3600');
    const noFile = await bucket().upload(`${owner.id}/form.pdf`, form);
    expect(noFile.error).toMatchObject({ status: 400 });
    const response = await api.request(`/storage/v1/object/credentials/${owner.id}/none.pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/pdf' },
    });
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'no_content' });
  });

  it('refuses a wrong apikey and a broken token', async () => {
    const noKey = await fetch(`${api.url}/storage/v1/bucket`);
    expect(await noKey.json()).toMatchObject({ statusCode: '401', error: 'no_api_key' });
    const broken = await api.request('/storage/v1/bucket', { headers: { authorization: 'Bearer a.b.c' } });
    expect(broken.status).toBe(401);
    expect(await broken.json()).toMatchObject({ statusCode: '401', code: 'InvalidJWT', error: 'bad_jwt' });
  });
});

describe('upload rate limit', () => {
  it('counts a user’s uploads (429 with Retry-After past RATE_LIMIT_STORAGE_UPLOADS_PER_USER)', async () => {
    const limited = await startTestApi({ env: { RATE_LIMIT_STORAGE_UPLOADS_PER_USER: '2/3600' } });
    try {
      const user = await signedInUser(limited, 'busy');
      const bucket = user.client.storage.from('avatars');
      for (const name of ['1.png', '2.png']) {
        expect((await bucket.upload(`${user.id}/${name}`, pngBytes, { contentType: 'image/png' })).error).toBeNull();
      }
      const third = await bucket.upload(`${user.id}/3.png`, pngBytes, { contentType: 'image/png' });
      expect(third.error).toMatchObject({ status: 429, statusCode: '429' });
      const raw = await limited.request(`/storage/v1/object/avatars/${user.id}/5.png`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'image/png' },
        body: pngBytes,
      });
      expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await raw.json()).toMatchObject({ statusCode: '429', code: 'SlowDown', error: 'over_request_rate_limit' });
      // The service role is not limited.
      const service = serviceClient(limited).storage.from('avatars');
      expect((await service.upload(`${user.id}/4.png`, pngBytes, { contentType: 'image/png' })).error).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
