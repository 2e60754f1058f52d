// Storage's error answers: `{ statusCode, code, error, message }` as supabase/storage renders them
// (src/internal/errors), which storage-js turns into a StorageApiError. `code` is storage's own
// (NoSuchKey, InvalidMimeType, ...); `error` is our code from the one list, so a client that reads
// the body gets a stable code either way. Unlike storage's default (HTTP 400 for every client
// error), the HTTP status is the one in `statusCode`, as storage answers with `respectStatusCode`.
import type { ErrorCode } from '@cc/shared-contract';
import { ApiError } from '../../platform/http/errors';

/** storage's ErrorCode values that this service answers. */
export type StorageCode =
  | 'NoSuchBucket'
  | 'NoSuchKey'
  | 'InvalidBucketName'
  | 'BucketAlreadyExists'
  | 'ResourceNotEmpty'
  | 'InvalidKey'
  | 'KeyAlreadyExists'
  | 'InvalidRequest'
  | 'EntityTooLarge'
  | 'InvalidMimeType'
  | 'AccessDenied'
  | 'InvalidJWT'
  | 'InvalidSignature'
  | 'ExpiredToken'
  | 'SlowDown'
  | 'InternalError';

export class StorageError extends ApiError {
  constructor(
    status: number,
    code: ErrorCode,
    readonly storageCode: StorageCode,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(status, code, message, {}, headers);
  }
}

/** storage's code for an ApiError thrown by shared middleware (apikey, tokens, limits). */
function storageCodeOf(error: ApiError): StorageCode {
  if (error instanceof StorageError) return error.storageCode;
  if (error.code === 'request_too_large') return 'EntityTooLarge';
  if (error.status === 401) return 'InvalidJWT';
  if (error.status === 403) return 'AccessDenied';
  if (error.status === 404) return 'NoSuchKey';
  if (error.status === 429 || error.status === 503) return 'SlowDown';
  if (error.status >= 500) return 'InternalError';
  return 'InvalidRequest';
}

export function storageErrorBody(error: ApiError): Record<string, string> {
  return { statusCode: String(error.status), code: storageCodeOf(error), error: error.code, message: error.message };
}

// storage's ERRORS, with their messages.
export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'bucket_not_found', 'NoSuchBucket', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'not_found', 'NoSuchKey', 'Object not found'),
  invalidBucketName: () => new StorageError(400, 'invalid_bucket_name', 'InvalidBucketName', 'Bucket name invalid'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'bucket_exists', 'BucketAlreadyExists', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageError(409, 'bucket_not_empty', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidKey: (key: string) => new StorageError(400, 'invalid_key', 'InvalidKey', `Invalid key: ${key}`),
  keyAlreadyExists: () => new StorageError(409, 'object_exists', 'KeyAlreadyExists', 'The resource already exists'),
  noContent: (message = 'No content provided') => new StorageError(400, 'no_content', 'InvalidRequest', message),
  invalidRequest: (message: string) => new StorageError(400, 'validation_failed', 'InvalidRequest', message),
  // The rest of the body is never read: `Connection: close`, as the api's body limit does.
  entityTooLarge: (limit: number) =>
    new StorageError(
      413,
      'object_too_large',
      'EntityTooLarge',
      `The object exceeded the maximum allowed size (${limit} bytes)`,
      {
        Connection: 'close',
      },
    ),
  /** An admin acting on others' private files (or on buckets) without a second factor in this session. */
  insufficientAal: () =>
    new StorageError(
      403,
      'insufficient_aal',
      'AccessDenied',
      'AAL2 required: verify a second factor (TOTP) in this session first',
    ),
  invalidMimeType: (message: string) => new StorageError(415, 'invalid_mime_type', 'InvalidMimeType', message),
  accessDenied: (message: string) => new StorageError(403, 'access_denied', 'AccessDenied', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'invalid_signature', 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'signature_expired', 'ExpiredToken', 'The provided token has expired.'),
};
