// Reads an upload as storage-js sends it, streamed to a temporary file (never buffered whole):
//   - multipart/form-data (Blob, File, FormData bodies): fields `cacheControl` (seconds),
//     `contentType`, `metadata`, and one file whose part's type is the declared type;
//   - any other body (Buffer, ArrayBuffer, string, stream): the content-type header is the type,
//     `cache-control` is stored as sent (storage-js sends `max-age=<seconds>`), `x-metadata` is
//     base64 JSON.
// The size limit is counted while the bytes arrive; the first bytes are kept for the sniffer.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import Busboy from 'busboy';
import type { AppContext } from '../../../platform/http/context';
import type { SpooledFile } from '../../../platform/storage/backend';
import { sniffBytes, type SpooledUpload, storageErrors } from '../service';

/** Writes `source` to a new file in `dir`, counting, hashing and keeping the head. */
async function spool(
  source: AsyncIterable<Uint8Array>,
  dir: string,
  limit: number,
): Promise<{ file: SpooledFile; md5: string; head: Uint8Array }> {
  const file = path.join(dir, `${randomUUID()}.upload`);
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  const head: number[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > limit) throw storageErrors.entityTooLarge(limit);
      sha256.update(chunk);
      md5.update(chunk);
      for (let index = 0; head.length < sniffBytes && index < chunk.length; index += 1) head.push(chunk[index]!);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
  return {
    file: { path: file, size, sha256: sha256.digest('hex') },
    md5: md5.digest('hex'),
    head: Uint8Array.from(head),
  };
}

function parseUserMetadata(raw: string | undefined, encoding: 'json' | 'base64'): Record<string, unknown> | null {
  if (!raw) return null;
  if (raw.length > 64 * 1024) throw storageErrors.invalidRequest('The metadata is too large');
  try {
    const value = JSON.parse(encoding === 'base64' ? Buffer.from(raw, 'base64').toString('utf8') : raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    // storage ignores metadata it cannot parse.
    return null;
  }
}

const cacheSeconds = (value: string | undefined) => (value && /^\d{1,10}$/.test(value.trim()) ? value.trim() : null);

/** storage keeps a cache-control header as sent; only a sane one is kept here. */
function cacheControlHeader(value: string | undefined): string {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= 200 && /^[\x20-\x7e]+$/.test(trimmed) ? trimmed : 'no-cache';
}

async function readMultipart(c: AppContext, body: ReadableStream<Uint8Array>, dir: string, limit: number) {
  const busboy = Busboy({
    headers: { 'content-type': c.req.header('content-type') ?? '' },
    limits: { files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });
  const input = Readable.fromWeb(body as never);
  const fields = new Map<string, string>();
  // Set by the 'file' event (a holder, so the narrowing survives the callbacks).
  const state: { upload: Promise<{ spooled: Awaited<ReturnType<typeof spool>>; type: string }> | null } = {
    upload: null,
  };
  const done = new Promise<void>((resolve, reject) => {
    busboy.on('field', (name, value) => fields.set(name, value));
    busboy.on('file', (_name, stream, info) => {
      if (state.upload) {
        stream.resume();
        return;
      }
      const upload = spool(stream, dir, limit).then(
        (spooled) => ({ spooled, type: info.mimeType }),
        (error: unknown) => {
          // Stop reading the body at once (an oversized file is not read to its end).
          input.unpipe(busboy);
          input.destroy();
          busboy.destroy(error as Error);
          throw error;
        },
      );
      // Reported through `state.upload`; this keeps the rejection from being unhandled meanwhile.
      upload.catch(() => undefined);
      state.upload = upload;
    });
    busboy.on('close', resolve);
    busboy.on('error', reject);
  });
  input.on('error', (error) => busboy.destroy(error));
  input.pipe(busboy);
  try {
    await done;
  } catch (error) {
    // The file's own failure (too large, client gone) wins over the parser's.
    if (state.upload) await state.upload;
    throw storageErrors.noContent(`No content provided: ${(error as Error).message}`);
  }
  if (!state.upload) throw storageErrors.noContent();
  const { spooled, type } = await state.upload;
  const seconds = cacheSeconds(fields.get('cacheControl'));
  return {
    spooled,
    declaredType: fields.get('contentType') || type,
    cacheControl: seconds ? `max-age=${seconds}` : 'no-cache',
    userMetadata: parseUserMetadata(fields.get('metadata') ?? fields.get('userMetadata'), 'json'),
  };
}

/** Reads the upload of this request into a temporary file in `dir`; at most `limit` bytes. */
export async function readUpload(c: AppContext, dir: string, limit: number): Promise<SpooledUpload> {
  const contentType = c.req.header('content-type') ?? '';
  const declaredLength = Number(c.req.header('content-length'));
  const body = c.req.raw.body;
  if (!body) throw storageErrors.noContent();
  if (/^multipart\/form-data/i.test(contentType)) {
    const { spooled, ...rest } = await readMultipart(c, body, dir, limit);
    return { ...spooled.file, md5: spooled.md5, head: spooled.head, ...rest };
  }
  // A known length over the limit is refused before reading anything.
  if (Number.isFinite(declaredLength) && declaredLength > limit) throw storageErrors.entityTooLarge(limit);
  const spooled = await spool(body as unknown as AsyncIterable<Uint8Array>, dir, limit);
  return {
    ...spooled.file,
    md5: spooled.md5,
    head: spooled.head,
    declaredType: contentType || 'application/octet-stream',
    cacheControl: cacheControlHeader(c.req.header('cache-control')),
    userMetadata: parseUserMetadata(c.req.header('x-metadata'), 'base64'),
  };
}
