import { errorCodes } from '@cc/shared-contract';
import { apiErrorLocales, apiErrorMessageKey, apiErrorMessages } from './api-errors';
import type { ClientErrorCode } from './functions';

const clientCodes: ClientErrorCode[] = ['network', 'invalid_response', 'unknown'];

describe('api error messages', () => {
  it.each([...errorCodes, ...clientCodes])('%s has a message in German and English', (code) => {
    const key = apiErrorMessages[code];
    expect(key).toBeDefined();
    for (const texts of Object.values(apiErrorLocales)) {
      expect(typeof (texts as Record<string, unknown>)[key]).toBe('string');
      expect(((texts as Record<string, string>)[key] ?? '').trim()).not.toBe('');
    }
  });

  it('German and English have the same messages', () => {
    expect(Object.keys(apiErrorLocales.en).sort()).toEqual(Object.keys(apiErrorLocales.de).sort());
  });

  it('the guest form says "Invalid email format" in the spec\'s words', () => {
    expect(apiErrorLocales.en[apiErrorMessages.invalid_email]).toBe('Invalid email format');
    expect(apiErrorLocales.de[apiErrorMessages.invalid_email]).toBe('Ungültiges E-Mail-Format');
  });

  it('gives the namespaced key of an error, a code, or nothing', () => {
    expect(apiErrorMessageKey({ code: 'over_request_rate_limit' })).toBe('apiErrors:rateLimited');
    expect(apiErrorMessageKey('network')).toBe('apiErrors:network');
    expect(apiErrorMessageKey(null)).toBe('apiErrors:unknown');
  });
});

describe('storage errors (supabase.storage)', () => {
  // What storage-js builds from an answer: the HTTP status and the body's statusCode.
  const storageError = (status: number, statusCode: string) =>
    Object.assign(new Error('message from the api'), { name: 'StorageApiError', status, statusCode });

  it.each([
    [413, '413', 'apiErrors:fileTooLarge'],
    [415, '415', 'apiErrors:fileTypeNotAllowed'],
    [404, '404', 'apiErrors:notFound'],
    [403, '403', 'apiErrors:notAllowed'],
    [409, '409', 'apiErrors:fileExists'],
    [500, '500', 'apiErrors:unknown'],
  ])('%s (%s) shows %s', (status, statusCode, key) => {
    expect(apiErrorMessageKey(storageError(status, statusCode))).toBe(key);
  });

  it('a network failure (no status) is unknown', () => {
    expect(apiErrorMessageKey(Object.assign(new Error('fetch failed'), { name: 'StorageUnknownError' }))).toBe(
      'apiErrors:unknown',
    );
  });
});
