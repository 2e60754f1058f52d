// The Supabase Storage contract under /storage/v1, as far as the product relies on it: the two
// product buckets with their limits, and how an error that storage-js reports maps to one of our
// codes. storage-js's StorageApiError keeps only the HTTP status, the body's `statusCode` and the
// message, so the browser maps the status; the body carries the exact code as `error` as well.
import type { ErrorCode } from './errors';

export interface ProductBucket {
  public: boolean;
  /** Largest object in bytes. */
  fileSizeLimit: number;
  /** Judged by the file's content (magic bytes); the declared type must agree. */
  allowedMimeTypes: readonly string[];
}

const megabytes = (count: number) => count * 1024 * 1024;

/** Created at the api's start when missing (an admin may change them later through the bucket API). */
export const productBuckets = {
  /** Expert photos: anyone may load them (the directory shows them). */
  avatars: { public: true, fileSizeLimit: megabytes(5), allowedMimeTypes: ['image/png', 'image/jpeg'] },
  /** Credential documents: only their owner, admins and the service role read them. */
  credentials: {
    public: false,
    fileSizeLimit: megabytes(10),
    allowedMimeTypes: ['application/pdf', 'image/png', 'image/jpeg'],
  },
} as const satisfies Record<string, ProductBucket>;

export type ProductBucketId = keyof typeof productBuckets;

/** Longest object name in UTF-8 bytes (S3's key limit). */
export const storageMaxKeyBytes = 1024;

/** Our code for a storage answer's status (storage-js: `error.statusCode`, else `error.status`). */
const codeByStatus: Readonly<Record<string, ErrorCode>> = {
  '400': 'bad_request',
  '401': 'not_authenticated',
  '403': 'access_denied',
  '404': 'not_found',
  '408': 'request_timeout',
  '409': 'object_exists',
  '413': 'object_too_large',
  '415': 'invalid_mime_type',
  '429': 'over_request_rate_limit',
  '503': 'over_capacity',
};

/**
 * The code of an error storage-js returned (a StorageApiError: `status` and `statusCode`), or
 * undefined for anything else (a network failure is a StorageUnknownError without a status).
 */
export function storageErrorCode(error: unknown): ErrorCode | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const key = typeof statusCode === 'string' && statusCode in codeByStatus ? statusCode : String(status);
  return codeByStatus[key] ?? (typeof status === 'number' && status >= 500 ? 'unexpected_failure' : undefined);
}
