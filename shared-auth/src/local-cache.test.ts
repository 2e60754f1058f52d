import fc from 'fast-check';
import {
  defaultCacheLifetimeMs,
  deobfuscate,
  getCached,
  localCachePrefix,
  obfuscate,
  removeCached,
  setCached,
} from './local-cache';

describe('local cache (24-hour default lifetime)', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips JSON values through the XOR obfuscation', () => {
    setCached('draft', { text: 'Konflikt mit Jörg – 💬', steps: [1, 2, 3] }, undefined, 0);
    expect(getCached('draft', 1)).toEqual({ text: 'Konflikt mit Jörg – 💬', steps: [1, 2, 3] });
  });

  it('does not store the value readably', () => {
    setCached('draft', { secretish: 'visible-word' });
    const raw = localStorage.getItem(`${localCachePrefix}draft`)!;
    expect(raw).not.toContain('visible-word');
    expect(raw).not.toContain('secretish');
    expect(() => {
      JSON.parse(raw);
    }).toThrow();
  });

  it('XOR obfuscation is its own inverse for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(deobfuscate(obfuscate(text))).toBe(text);
      }),
    );
  });

  it('expires after 24 hours by default and removes the entry', () => {
    setCached('last-screen', '/chat', undefined, 1_000);
    expect(getCached('last-screen', 1_000 + defaultCacheLifetimeMs - 1)).toBe('/chat');
    expect(getCached('last-screen', 1_000 + defaultCacheLifetimeMs)).toBeNull();
    expect(localStorage.getItem(`${localCachePrefix}last-screen`)).toBeNull();
  });

  it('honours a custom lifetime', () => {
    setCached('short', 1, 10, 0);
    expect(getCached('short', 9)).toBe(1);
    expect(getCached('short', 10)).toBeNull();
  });

  it.each([
    ['not base64', '%%%'],
    ['plain JSON', JSON.stringify({ value: 1, expiresAt: Number.MAX_SAFE_INTEGER })],
    ['obfuscated non-JSON', obfuscate('{broken')],
    ['obfuscated JSON without expiry', obfuscate(JSON.stringify({ value: 1 }))],
    ['invalid UTF-8 after XOR', btoa('\xff\xfe\xfd')],
  ])('treats corrupt data (%s) as absent and drops it', (_, raw) => {
    localStorage.setItem(`${localCachePrefix}x`, raw);
    expect(getCached('x')).toBeNull();
    expect(localStorage.getItem(`${localCachePrefix}x`)).toBeNull();
  });

  it('removes', () => {
    setCached('a', 'b');
    removeCached('a');
    expect(getCached('a')).toBeNull();
  });

  it('survives storage that refuses writes', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(setCached('a', 'b')).toBe(false);
    setItem.mockRestore();
  });
});
