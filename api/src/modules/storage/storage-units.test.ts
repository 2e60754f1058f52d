// The pure parts of storage: names (storage's isValidKey plus our path rules), the content
// sniffer and type check, and the disk backend's handling of its folder.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../platform/config';
import { openStorageBackend } from '../../platform/storage/backend';
import { isValidBucketName, isValidKey } from './keys';
import { checkMimeType, sniffMimeType } from './sniff';

describe('object names', () => {
  it.each(['a', 'user/file.pdf', "folder/file-name_01 (1)!*'&$=@;:+,?.jpg", `${'a'.repeat(1024)}`])('takes %s', (key) =>
    expect(isValidKey(key)).toBe(true),
  );

  it.each([
    ['empty', ''],
    ['a leading slash', '/a'],
    ['a trailing slash', 'a/'],
    ['an empty segment', 'a//b'],
    ['a . segment', 'a/./b'],
    ['a .. segment', 'a/../b'],
    ['only ..', '..'],
    ['a backslash', 'a\\b'],
    ['a control character', 'a\nb'],
    ['NUL', 'a\u0000b'],
    ['a percent sign', 'a%2e%2e'],
    ['raw Unicode', 'Prüfung.pdf'],
    ['over 1024 bytes', 'a'.repeat(1025)],
  ])('refuses %s', (_kind, key) => expect(isValidKey(key)).toBe(false));

  it('bucket names: no slash, at most 100 characters', () => {
    expect(isValidBucketName('avatars')).toBe(true);
    expect(isValidBucketName('a/b')).toBe(false);
    expect(isValidBucketName('a'.repeat(101))).toBe(false);
  });
});

describe('types by content', () => {
  const pdf = Buffer.from('%PDF-1.7\n');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb]);
  const text = Buffer.from('hello world');
  const allowed = ['application/pdf', 'image/png', 'image/jpeg'];

  it('recognises the signatures', () => {
    expect(sniffMimeType(pdf)).toBe('application/pdf');
    expect(sniffMimeType(png)).toBe('image/png');
    expect(sniffMimeType(jpeg)).toBe('image/jpeg');
    expect(sniffMimeType(text)).toBeNull();
  });

  it('takes content that is allowed and declared as what it is (image/jpg and parameters normalised)', () => {
    expect(checkMimeType('application/pdf', pdf, allowed)).toBe('application/pdf');
    expect(checkMimeType('image/JPG', jpeg, allowed)).toBe('image/jpeg');
    expect(checkMimeType('image/png; charset=binary', png, ['image/*'])).toBe('image/png');
  });

  it.each([
    ['a PDF declared as PNG', 'image/png', pdf, allowed],
    ['text declared as PDF', 'application/pdf', text, allowed],
    ['a PDF where only images go', 'application/pdf', pdf, ['image/png', 'image/jpeg']],
    ['text declared as text where only PDFs go', 'text/plain', text, ['application/pdf']],
    ['no declared type', '', pdf, allowed],
  ])('refuses %s (415)', (_kind, declared, head, types) => {
    let status: number | null = null;
    try {
      checkMimeType(declared, head, types);
    } catch (error) {
      status = (error as { status: number }).status;
    }
    expect(status).toBe(415);
  });

  it('takes text where text is allowed, and anything declared in a bucket without types', () => {
    expect(checkMimeType('text/plain', text, ['text/plain'])).toBe('text/plain');
    expect(checkMimeType('application/x-anything', text, null)).toBe('application/x-anything');
  });
});

describe('the disk backend', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kk-disk-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const open = () => openStorageBackend(loadConfig({ STORAGE_DIR: dir }).storage);

  it('stores by version only: anything but a UUID is refused, never used as a path', async () => {
    const backend = await open();
    const file = path.join(backend.tempDir, 'upload');
    await writeFile(file, 'content');
    const version = randomUUID();
    await backend.put(version, { path: file, size: 7, sha256: '' }, 'text/plain');
    expect(await new Response(await backend.get(version)).text()).toBe('content');
    await expect(backend.get('../../etc/passwd')).rejects.toThrow(/invalid storage version/);
    await backend.delete([version, randomUUID()]);
    expect(await backend.get(version)).toBeNull();
  });

  it('removes upload files a crashed process left, but not recent ones', async () => {
    const backend = await open();
    const stale = path.join(backend.tempDir, 'stale.upload');
    const recent = path.join(backend.tempDir, 'recent.upload');
    await writeFile(stale, 'x');
    await writeFile(recent, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await open();
    expect(await readdir(backend.tempDir)).toEqual(['recent.upload']);
  });
});
