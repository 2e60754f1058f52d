import { apiErrorText } from '@cc/shared-auth/api-errors';
import { fileRules, StorageFailure } from './api/storage';

/** A refused file's message: size and type name this bucket's limits, every other code its api-errors text. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

export function fileErrorMessage(t: Translate, kind: keyof typeof fileRules, failure: unknown): string {
  const code = failure instanceof StorageFailure ? failure.code : typeof failure === 'string' ? failure : 'unknown';
  if (code === 'object_too_large') return t('files.errors.too_large', { max: fileRules[kind].maxBytes / 1024 / 1024 });
  if (code === 'invalid_mime_type') return t(`files.errors.wrong_type_${kind}`);
  return apiErrorText(t, code);
}
