import { errorCodes } from '@cc/shared-contract';
import {
  apiErrorLocales,
  apiErrorMessage,
  apiErrorMessageKey,
  apiErrorMessages,
  apiErrorText,
  refusalMessage,
} from './api-errors';
import { FunctionError, type ClientErrorCode } from './functions';

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

  it('apiErrorText translates the key of any error, so no caller checks its class first', () => {
    const t = (key: string) => `<${key}>`;
    const thrown = new FunctionError({ code: 'case_taken', message: 'taken', status: 409, name: 'FunctionError' });
    expect(apiErrorText(t, thrown)).toBe('<apiErrors:caseTaken>');
    expect(apiErrorText(t, { code: 'network', message: 'offline' })).toBe('<apiErrors:network>');
    expect(apiErrorText(t, new TypeError('boom'))).toBe('<apiErrors:unknown>');
    expect(apiErrorText(t, { code: 'not_a_code' })).toBe('<apiErrors:unknown>');
    expect(apiErrorText(t, undefined)).toBe('<apiErrors:unknown>');
  });
});

describe('a limit that lasts hours says until when', () => {
  const now = new Date(2026, 10, 28, 9, 0);
  const limited = (inMs: number) => ({
    code: 'over_request_rate_limit',
    details: { retry_after: inMs / 1000, retry_at: new Date(now.getTime() + inMs).toISOString() },
  });

  it("names the time, today or with the weekday, in the viewer's language", () => {
    expect(apiErrorMessage(limited(5.5 * 3600_000), 'de', now)).toEqual([
      'apiErrors:rateLimitedUntil',
      { time: '14:30' },
    ]);
    expect(apiErrorMessage(limited(5.5 * 3600_000), 'en', now)).toEqual([
      'apiErrors:rateLimitedUntil',
      { time: '2:30 PM' },
    ]);
    expect(apiErrorMessage(limited(24 * 3600_000), 'de', now)).toEqual([
      'apiErrors:rateLimitedUntil',
      { time: 'Sonntag, 09:00' },
    ]);
    expect(apiErrorLocales.de.rateLimitedUntil).toContain('bis {{time}}');
    expect(apiErrorLocales.en.rateLimitedUntil).toContain('until {{time}}');
  });

  it('a short wait, a limit without a time and other errors keep their message', () => {
    expect(apiErrorMessage(limited(60_000), 'de', now)).toEqual(['apiErrors:rateLimited']);
    expect(apiErrorMessage({ code: 'over_request_rate_limit' }, 'de', now)).toEqual(['apiErrors:rateLimited']);
    expect(apiErrorMessage({ code: 'network' }, 'en', now)).toEqual(['apiErrors:network']);
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

describe('refusalMessage: one mapping of a refused field to its message', () => {
  const required = { topic: 'handoff.errors.topic' };
  it('a missing text says the field’s own message, or the general one', () => {
    expect(refusalMessage({ field: 'topic', reason: 'required' }, required)).toEqual(['handoff.errors.topic']);
    expect(refusalMessage({ field: 'topic', reason: 'too_short', min: 1 }, required)).toEqual(['handoff.errors.topic']);
    expect(refusalMessage({ field: 'summary', reason: 'required' }, required)).toEqual(['apiErrors:fieldRequired']);
  });
  it('a limit says its number', () => {
    expect(refusalMessage({ field: 'topic', reason: 'too_long', max: 200 })).toEqual([
      'apiErrors:fieldTooLong',
      { max: 200 },
    ]);
    expect(refusalMessage({ field: 'name', reason: 'too_short', min: 3 })).toEqual([
      'apiErrors:fieldTooShort',
      { min: 3 },
    ]);
    expect(refusalMessage({ field: 'focus', reason: 'too_many', max: 5 })).toEqual([
      'apiErrors:fieldTooMany',
      { max: 5 },
    ]);
  });
  it('a choice the api does not know, a link, anything else', () => {
    expect(refusalMessage({ field: 'lang', reason: 'unknown_value' })).toEqual(['apiErrors:fieldUnknownValue']);
    expect(refusalMessage({ field: 'name', reason: 'link' })).toEqual(['apiErrors:fieldLink']);
    expect(refusalMessage({ field: 'x', reason: 'duplicate' })).toEqual(['apiErrors:fieldInvalid']);
    expect(refusalMessage({ field: 'x', reason: 'too_long' })).toEqual(['apiErrors:fieldInvalid']);
  });
  it('every key it names has a text in both languages', () => {
    const keys = [
      'fieldRequired',
      'fieldTooShort',
      'fieldTooLong',
      'fieldTooMany',
      'fieldUnknownValue',
      'fieldLink',
      'fieldInvalid',
    ];
    for (const key of keys) {
      expect(apiErrorLocales.de[key as keyof typeof apiErrorLocales.de]).toBeTruthy();
      expect(apiErrorLocales.en[key as keyof typeof apiErrorLocales.en]).toBeTruthy();
    }
  });
});
