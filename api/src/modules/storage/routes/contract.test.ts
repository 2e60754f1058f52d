// The Supabase Storage contract through supabase.storage (storage-js 2.109 inside supabase-js):
// uploads in every body storage-js sends, upsert, downloads, public and signed URLs, listing
// with storage's defaults, removal and the bucket API, against the real api on disk storage.
import { and, eq } from 'drizzle-orm';
import { objects } from '../tables';
import { pngBytes, jpegBytes, pdfBytes, serviceClient, signedInUser, type SignedInUser } from '../../../test/storage';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
let ada: SignedInUser;

beforeAll(async () => {
  api = await startTestApi();
  ada = await signedInUser(api, 'ada');
});

afterAll(async () => {
  await api.close();
});

const text = async (blob: Blob | null) => Buffer.from(await blob!.arrayBuffer());

describe('uploads', () => {
  it.each([
    ['a Blob (multipart)', () => new Blob([pngBytes], { type: 'image/png' })],
    ['a File (multipart)', () => new File([pngBytes], 'photo.png', { type: 'image/png' })],
    ['a Buffer (raw body)', () => pngBytes],
    [
      'an ArrayBuffer (raw body)',
      () => pngBytes.buffer.slice(pngBytes.byteOffset, pngBytes.byteOffset + pngBytes.length),
    ],
  ])('takes %s and gives it back to its owner', async (_kind, body) => {
    const path = `${ada.id}/${_kind.split(' ')[1]}.png`;
    const { data, error } = await ada.client.storage.from('avatars').upload(path, body(), { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String), path, fullPath: `avatars/${path}` });
    const download = await ada.client.storage.from('avatars').download(path);
    expect(download.error).toBeNull();
    expect(await text(download.data)).toEqual(pngBytes);
    expect(download.data!.type).toBe('image/png');
  });

  it('refuses a second upload to the same name unless upsert, which replaces the file', async () => {
    const path = `${ada.id}/replace.png`;
    const bucket = ada.client.storage.from('avatars');
    expect((await bucket.upload(path, pngBytes, { contentType: 'image/png' })).error).toBeNull();
    const again = await bucket.upload(path, jpegBytes, { contentType: 'image/jpeg' });
    expect(again.error).toMatchObject({ name: 'StorageApiError', status: 409, statusCode: '409' });
    expect(again.error!.message).toBe('The resource already exists');
    const upsert = await bucket.upload(path, jpegBytes, { contentType: 'image/jpeg', upsert: true });
    expect(upsert.error).toBeNull();
    const download = await bucket.download(path);
    expect(await text(download.data)).toEqual(jpegBytes);
    expect(download.data!.type).toBe('image/jpeg');
    // update (PUT) replaces too.
    expect((await bucket.update(path, pngBytes, { contentType: 'image/png' })).error).toBeNull();
    expect(await text((await bucket.download(path)).data)).toEqual(pngBytes);
  });

  it('stores cache-control as storage does (storage-js default 3600 → max-age=3600) and serves the public URL without a key', async () => {
    const path = `${ada.id}/public.png`;
    const bucket = ada.client.storage.from('avatars');
    await bucket.upload(path, new Blob([pngBytes], { type: 'image/png' }));
    const { publicUrl } = bucket.getPublicUrl(path).data;
    expect(publicUrl).toBe(`${api.url}/storage/v1/object/public/avatars/${path}`);
    // A plain <img> request: no apikey, no token, from the app's origin.
    const response = await fetch(publicUrl, { headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pngBytes);
    const cached = await fetch(publicUrl, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    // A raw body carries its own cache-control header.
    await bucket.upload(`${ada.id}/short.png`, pngBytes, { contentType: 'image/png', cacheControl: '60' });
    const short = await fetch(bucket.getPublicUrl(`${ada.id}/short.png`).data.publicUrl);
    expect(short.headers.get('cache-control')).toBe('max-age=60');
  });

  it('takes a file far above BODY_LIMIT_BYTES up to the bucket limit', async () => {
    const large = Buffer.concat([pdfBytes, Buffer.alloc(1024 * 1024, 0x20)]);
    const path = `${ada.id}/large.pdf`;
    const { error } = await ada.client.storage
      .from('credentials')
      .upload(path, new Blob([large], { type: 'application/pdf' }));
    expect(error).toBeNull();
    expect((await ada.client.storage.from('credentials').info(path)).data).toMatchObject({ size: large.length });
  });

  it('lets the app’s origins send what storage-js sends (CORS preflight)', async () => {
    const response = await fetch(`${api.url}/storage/v1/object/avatars/${ada.id}/x.png`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,apikey,x-client-info,x-upsert,cache-control,content-type,x-metadata',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase().split(',');
    for (const header of ['x-upsert', 'cache-control', 'x-metadata', 'content-type', 'authorization', 'apikey']) {
      expect(allowed).toContain(header);
    }
  });

  it('tells whether an object exists and answers its info', async () => {
    const bucket = ada.client.storage.from('credentials');
    const path = `${ada.id}/diploma.pdf`;
    await bucket.upload(path, new File([pdfBytes], 'diploma.pdf', { type: 'application/pdf' }));
    expect(await bucket.exists(path)).toMatchObject({ data: true, error: null });
    expect((await bucket.exists(`${ada.id}/none.pdf`)).data).toBe(false);
    const { data, error } = await bucket.info(path);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: path,
      bucketId: 'credentials',
      size: pdfBytes.length,
      contentType: 'application/pdf',
    });
  });
});

describe('signed URLs', () => {
  it('signs a private object for a while: the link works without a key, with cache-control max-age=3600', async () => {
    const bucket = ada.client.storage.from('credentials');
    const path = `${ada.id}/signed.pdf`;
    await bucket.upload(path, new Blob([pdfBytes], { type: 'application/pdf' }));
    const { data, error } = await bucket.createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`^${api.url}/storage/v1/object/sign/credentials/${path}\\?token=`));
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // A stored document never opens as a page of the api's origin: saved, and sandboxed if shown.
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''signed.pdf");
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes);
    // supabase-js's download() reads the same answer into a Blob.
    const downloaded = await bucket.download(path);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data!.type).toBe('application/pdf');
    expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(pdfBytes);
    const asDownload = await bucket.createSignedUrl(path, 60, { download: 'Urkunde.pdf' });
    const attached = await fetch(asDownload.data!.signedUrl);
    expect(attached.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Urkunde.pdf");
  });

  it('refuses an expired token and a token for another object', async () => {
    const bucket = ada.client.storage.from('credentials');
    await bucket.upload(`${ada.id}/a.pdf`, pdfBytes, { contentType: 'application/pdf' });
    await bucket.upload(`${ada.id}/b.pdf`, pdfBytes, { contentType: 'application/pdf' });
    // The wrong-object check gets a token that cannot expire meanwhile: a JWT's `exp` is in whole
    // seconds, so a 1-second token can expire within milliseconds and answer ExpiredToken first.
    const { data: lasting } = await bucket.createSignedUrl(`${ada.id}/a.pdf`, 60);
    const token = new URL(lasting!.signedUrl).searchParams.get('token')!;
    const other = await fetch(`${api.url}/storage/v1/object/sign/credentials/${ada.id}/b.pdf?token=${token}`);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'invalid_signature',
    });
    const garbage = await fetch(`${api.url}/storage/v1/object/sign/credentials/${ada.id}/a.pdf?token=x.y.z`);
    expect(await garbage.json()).toMatchObject({ error: 'invalid_signature' });
    const { data } = await bucket.createSignedUrl(`${ada.id}/a.pdf`, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'ExpiredToken',
      error: 'signature_expired',
      message: 'The provided token has expired.',
    });
  });

  it('signs many paths at once, with an error for what is missing', async () => {
    const bucket = ada.client.storage.from('credentials');
    await bucket.upload(`${ada.id}/many.pdf`, pdfBytes, { contentType: 'application/pdf' });
    const { data, error } = await bucket.createSignedUrls([`${ada.id}/many.pdf`, `${ada.id}/missing.pdf`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({
      error: null,
      path: `${ada.id}/many.pdf`,
      signedUrl: expect.stringContaining('token='),
    });
    expect(data![1]).toMatchObject({ path: `${ada.id}/missing.pdf`, signedUrl: null, error: expect.any(String) });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
  });
});

describe('list', () => {
  it('lists one folder level with storage defaults (limit 100, offset 0, name ascending), folders and files', async () => {
    const user = await signedInUser(api, 'lister');
    const bucket = user.client.storage.from('credentials');
    for (const name of ['b.pdf', 'A.pdf', 'c.pdf', 'sub/x.pdf', 'sub/deeper/y.pdf', 'Other/z.pdf']) {
      const { error } = await bucket.upload(`${user.id}/${name}`, pdfBytes, { contentType: 'application/pdf' });
      expect(error).toBeNull();
    }
    const { data, error } = await bucket.list(user.id);
    expect(error).toBeNull();
    // Case-insensitive name order, folders among files; folders have no id or metadata.
    expect(data!.map((entry) => entry.name)).toEqual(['A.pdf', 'b.pdf', 'c.pdf', 'Other', 'sub']);
    expect(data!.find((entry) => entry.name === 'sub')).toMatchObject({ id: null, metadata: null });
    expect(data!.find((entry) => entry.name === 'b.pdf')).toMatchObject({
      id: expect.any(String),
      metadata: expect.objectContaining({
        size: pdfBytes.length,
        mimetype: 'application/pdf',
        cacheControl: 'max-age=3600',
      }),
    });
    const page = await bucket.list(user.id, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data!.map((entry) => entry.name)).toEqual(['Other', 'c.pdf']);
    const sub = await bucket.list(`${user.id}/sub`);
    expect(sub.data!.map((entry) => entry.name)).toEqual(['deeper', 'x.pdf']);
    const search = await bucket.list(user.id, { search: 'a' });
    expect(search.data!.map((entry) => entry.name)).toEqual(['A.pdf']);
    // Other columns: folders first (by name, in the same order), then files.
    const byDate = await bucket.list(user.id, { sortBy: { column: 'created_at', order: 'desc' } });
    expect(byDate.data!.map((entry) => entry.name)).toEqual(['sub', 'Other', 'c.pdf', 'A.pdf', 'b.pdf']);
  });
});

describe('remove', () => {
  it('removes the given paths and answers the removed objects; the file is gone', async () => {
    const bucket = ada.client.storage.from('avatars');
    const path = `${ada.id}/gone.png`;
    await bucket.upload(path, pngBytes, { contentType: 'image/png' });
    const { data, error } = await bucket.remove([path, `${ada.id}/never-there.png`]);
    expect(error).toBeNull();
    expect(data!.map((object) => object.name)).toEqual([path]);
    expect((await bucket.download(path)).error).toMatchObject({ status: 404, statusCode: '404' });
    expect((await fetch(bucket.getPublicUrl(path).data.publicUrl)).status).toBe(404);
  });

  it('moves and copies within the caller’s folder', async () => {
    const bucket = ada.client.storage.from('credentials');
    await bucket.upload(`${ada.id}/move-me.pdf`, pdfBytes, { contentType: 'application/pdf' });
    expect((await bucket.move(`${ada.id}/move-me.pdf`, `${ada.id}/moved.pdf`)).error).toBeNull();
    expect((await bucket.exists(`${ada.id}/move-me.pdf`)).data).toBe(false);
    const copy = await bucket.copy(`${ada.id}/moved.pdf`, `${ada.id}/copied.pdf`);
    expect(copy).toEqual({ data: { path: `credentials/${ada.id}/copied.pdf` }, error: null });
    expect(await text((await bucket.download(`${ada.id}/copied.pdf`)).data)).toEqual(pdfBytes);
  });
});

describe('buckets', () => {
  it('reads the product buckets with their limits', async () => {
    const { data, error } = await ada.client.storage.getBucket('credentials');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 'credentials',
      public: false,
      file_size_limit: 10 * 1024 * 1024,
      allowed_mime_types: ['application/pdf', 'image/png', 'image/jpeg'],
    });
    const list = await ada.client.storage.listBuckets();
    expect(list.data!.map((bucket) => bucket.id)).toEqual(expect.arrayContaining(['avatars', 'credentials']));
    expect((await ada.client.storage.getBucket('nope')).error).toMatchObject({
      status: 404,
      message: 'Bucket not found',
    });
  });

  it('lets the service role create, change, empty and delete a bucket, and nobody else', async () => {
    const denied = await ada.client.storage.createBucket('ada-bucket', { public: false });
    expect(denied.error).toMatchObject({ status: 403, statusCode: '403' });
    const service = serviceClient(api);
    expect(
      await service.storage.createBucket('scratch', {
        public: false,
        fileSizeLimit: '1MB',
        allowedMimeTypes: ['image/*'],
      }),
    ).toEqual({
      data: { name: 'scratch' },
      error: null,
    });
    expect((await service.storage.createBucket('scratch', { public: false })).error).toMatchObject({ status: 409 });
    expect((await service.storage.getBucket('scratch')).data).toMatchObject({
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/*'],
    });
    expect((await service.storage.updateBucket('scratch', { public: true, fileSizeLimit: 2048 })).error).toBeNull();
    expect((await service.storage.getBucket('scratch')).data).toMatchObject({ public: true, file_size_limit: 2048 });
    // The service role writes anywhere.
    expect(
      (await service.storage.from('scratch').upload('any/where.png', pngBytes, { contentType: 'image/png' })).error,
    ).toBeNull();
    expect((await service.storage.deleteBucket('scratch')).error).toMatchObject({ status: 409, statusCode: '409' });
    expect((await ada.client.storage.emptyBucket('scratch')).error).toMatchObject({ status: 403 });
    expect((await service.storage.emptyBucket('scratch')).error).toBeNull();
    expect((await service.storage.deleteBucket('scratch')).error).toBeNull();
    expect((await service.storage.getBucket('scratch')).error).toMatchObject({ status: 404 });
  });
});

describe('the account', () => {
  it('export lists the user’s files; deletion removes the rows and the files', async () => {
    const user = await signedInUser(api, 'leaving');
    await user.client.storage.from('avatars').upload(`${user.id}/me.png`, pngBytes, { contentType: 'image/png' });
    await user.client.storage
      .from('credentials')
      .upload(`${user.id}/cert.pdf`, pdfBytes, { contentType: 'application/pdf' });
    const exported = await user.client.functions.invoke<{ storage_objects: unknown[] }>('account-export');
    expect(exported.data!.storage_objects).toEqual([
      expect.objectContaining({
        bucket_id: 'avatars',
        name: `${user.id}/me.png`,
        size: pngBytes.length,
        mimetype: 'image/png',
      }),
      expect.objectContaining({ bucket_id: 'credentials', name: `${user.id}/cert.pdf`, mimetype: 'application/pdf' }),
    ]);
    const rows = await api.db
      .select()
      .from(objects)
      .where(and(eq(objects.owner, user.id)));
    expect(rows).toHaveLength(2);

    const deleted = await user.client.functions.invoke('account-delete', { body: { confirm: true } });
    expect(deleted.error).toBeNull();
    expect(await api.db.select().from(objects).where(eq(objects.owner, user.id))).toEqual([]);
    for (const row of rows) expect(await api.server.storage.get(row.version!)).toBeNull();
    expect(
      (await fetch(ada.client.storage.from('avatars').getPublicUrl(`${user.id}/me.png`).data.publicUrl)).status,
    ).toBe(404);
  });
});
