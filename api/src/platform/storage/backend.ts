// Where the files live. Each upload is stored under its version, a random UUID, so object names
// never become file paths or S3 keys: renaming, moving and replacing objects touch only rows.
//   disk: STORAGE_DIR/objects/<2 chars>/<version>, written to STORAGE_DIR/tmp first and renamed
//         into place (a crash never leaves half a file under a live name);
//   s3:   <S3_BUCKET>/<version> on any S3-compatible store, signed with aws4fetch (a dependency-
//         free SigV4 signer over fetch, a few KB) rather than @aws-sdk/client-s3 (hundreds of
//         files and a Node support window that ends before ours): the service needs five calls.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config';
import { uuidShape } from '../db/uuid';

/** An upload spooled to a temporary file, with what the backend needs to store it. */
export interface SpooledFile {
  path: string;
  size: number;
  /** Hex SHA-256 of the content (S3 verifies it). */
  sha256: string;
}

export interface StorageBackend {
  readonly kind: 'disk' | 's3';
  /** Folder for temporary upload files (on the disk backend the same filesystem as the files). */
  readonly tempDir: string;
  /** Stores the spooled file under `version` and removes the temporary file. */
  put(version: string, file: SpooledFile, contentType: string): Promise<void>;
  /** The file's content, or null when it is missing. */
  get(version: string): Promise<ReadableStream<Uint8Array> | null>;
  copy(fromVersion: string, toVersion: string): Promise<void>;
  /** Removes files; missing ones are fine. */
  delete(versions: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Versions are generated here (lower-case UUIDs); anything else reaching a backend is a bug, never a path. */
function checkedVersion(version: string): string {
  if (!uuidShape.test(version) || version !== version.toLowerCase())
    throw new Error(`invalid storage version ${JSON.stringify(version)}`);
  return version;
}

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

class DiskBackend implements StorageBackend {
  readonly kind = 'disk';
  readonly tempDir: string;

  constructor(
    private readonly root: string,
    private readonly removeOnClose: boolean,
  ) {
    this.tempDir = path.join(root, 'tmp');
  }

  private fileOf(version: string): string {
    const checked = checkedVersion(version);
    return path.join(this.root, 'objects', checked.slice(0, 2), checked);
  }

  async put(version: string, file: SpooledFile): Promise<void> {
    const target = this.fileOf(version);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file.path, target);
  }

  async get(version: string): Promise<ReadableStream<Uint8Array> | null> {
    let handle;
    try {
      handle = await open(this.fileOf(version), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
  }

  async copy(fromVersion: string, toVersion: string): Promise<void> {
    const target = this.fileOf(toVersion);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(this.fileOf(fromVersion), target);
  }

  async delete(versions: readonly string[]): Promise<void> {
    await Promise.all(
      versions.map((version) =>
        unlink(this.fileOf(version)).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        }),
      ),
    );
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.root, { recursive: true, force: true });
  }
}

class S3Backend implements StorageBackend {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(
    private readonly s3: StorageConfig['s3'],
    readonly tempDir: string,
    /** A temporary root (tests) removed on close. */
    private readonly removeOnClose: string | null,
  ) {
    this.client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      service: 's3',
      region: s3.region,
    });
  }

  /** The bucket's URL, path-style (endpoint/bucket) or virtual-hosted (bucket.endpoint). */
  private bucketUrl(): string {
    const endpoint = new URL(this.s3.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    if (this.s3.forcePathStyle) return `${endpoint.origin}${base}/${this.s3.bucket}`;
    return `${endpoint.protocol}//${this.s3.bucket}.${endpoint.host}${base}`;
  }

  private urlOf(version: string): string {
    return `${this.bucketUrl()}/${checkedVersion(version)}`;
  }

  /** Creates the bucket when the store has none by that name (a fresh MinIO); an existing one is used as it is. */
  async init(): Promise<void> {
    const head = await this.client.fetch(`${this.bucketUrl()}/`, { method: 'HEAD' });
    await head.body?.cancel();
    if (head.ok) return;
    if (head.status !== 404) throw new Error(`S3 bucket ${this.s3.bucket} is not reachable: ${head.status}`);
    await this.expectOk(await this.client.fetch(`${this.bucketUrl()}/`, { method: 'PUT' }), 'CreateBucket');
  }

  private async expectOk(response: Response, what: string, allowMissing = false): Promise<void> {
    if (response.ok || (allowMissing && response.status === 404)) {
      await response.body?.cancel();
      return;
    }
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${response.status} ${detail}`);
  }

  async put(version: string, file: SpooledFile, contentType: string): Promise<void> {
    try {
      const response = await this.client.fetch(this.urlOf(version), {
        method: 'PUT',
        headers: {
          'content-type': contentType,
          'content-length': String(file.size),
          'x-amz-content-sha256': file.sha256,
        },
        body: Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);
      await this.expectOk(response, 'PutObject');
    } finally {
      await rm(file.path, { force: true });
    }
  }

  async get(version: string): Promise<ReadableStream<Uint8Array> | null> {
    const response = await this.client.fetch(this.urlOf(version));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await this.expectOk(response, 'GetObject');
      return null;
    }
    return response.body;
  }

  async copy(fromVersion: string, toVersion: string): Promise<void> {
    const response = await this.client.fetch(this.urlOf(toVersion), {
      method: 'PUT',
      headers: { 'x-amz-copy-source': `/${this.s3.bucket}/${checkedVersion(fromVersion)}` },
    });
    await this.expectOk(response, 'CopyObject');
  }

  async delete(versions: readonly string[]): Promise<void> {
    // A handful per request (an account's files): one DeleteObject each, no XML to build.
    for (const version of versions) {
      await this.expectOk(await this.client.fetch(this.urlOf(version), { method: 'DELETE' }), 'DeleteObject', true);
    }
  }

  async close(): Promise<void> {
    if (this.removeOnClose) await rm(this.removeOnClose, { recursive: true, force: true });
  }
}

/** Opens the configured backend; with STORAGE_DIR ':memory:' (tests) a temporary folder removed on close. */
export async function openStorageBackend(config: StorageConfig): Promise<StorageBackend> {
  const temporary = config.dir === ':memory:';
  const root = temporary ? await mkdtemp(path.join(tmpdir(), 'konfliktkompass-storage-')) : config.dir;
  const backend: StorageBackend =
    config.backend === 's3'
      ? new S3Backend(config.s3, path.join(root, 'tmp'), temporary ? root : null)
      : new DiskBackend(root, temporary);
  await mkdir(backend.tempDir, { recursive: true });
  await removeStaleUploads(backend.tempDir);
  if (backend instanceof S3Backend) await backend.init();
  return backend;
}

/** Upload files an earlier process left behind (it crashed mid-upload); recent ones may be another instance's. */
async function removeStaleUploads(dir: string, olderThanMs = 3600_000): Promise<void> {
  const cutoff = Date.now() - olderThanMs;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}
