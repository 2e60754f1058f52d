import { applyPreviewFromUrl, parsePreview, previewStorageKey, readOverrides } from './preview';
import { previewRequested } from './preview-request';
import { previewPlugin } from './registry';

const allowed = ['https://staging.example.com', 'http://localhost:4102'];

describe('parsePreview', () => {
  it('accepts a known remote from an allowed origin', () => {
    expect(parsePreview('chat@https://staging.example.com/pr-12/mf-manifest.json', allowed)).toEqual({
      kind: 'accepted',
      remote: 'chat',
      url: 'https://staging.example.com/pr-12/mf-manifest.json',
    });
  });

  it.each([
    ['chat@https://evil.example.com/mf-manifest.json', 'origin'],
    ['chat@https://staging.example.com.evil.example/mf-manifest.json', 'origin'],
    ['chat@http://staging.example.com/mf-manifest.json', 'origin'],
    ['shell@https://staging.example.com/mf-manifest.json', 'format'],
    ['nonsense', 'format'],
    ['chat@not a url', 'format'],
    ['chat@javascript:alert(1)', 'format'],
    ['@https://staging.example.com/x', 'format'],
  ])('refuses %j (%s)', (value, reason) => {
    expect(parsePreview(value, allowed)).toEqual({ kind: 'refused', value, reason });
  });

  it('refuses everything when no origin is allowed', () => {
    expect(parsePreview('chat@http://localhost:4102/mf-manifest.json', [])).toMatchObject({ kind: 'refused' });
  });

  it('understands "off" and an empty value as clearing, and no parameter as nothing', () => {
    expect(parsePreview('off', allowed)).toEqual({ kind: 'clear' });
    expect(parsePreview('', allowed)).toEqual({ kind: 'clear' });
    expect(parsePreview(null, allowed)).toEqual({ kind: 'none' });
  });
});

describe('applyPreviewFromUrl', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores an accepted override and removes the parameter from the address bar', () => {
    window.history.replaceState(null, '', '/chat?preview=chat@http://localhost:4102/mf-manifest.json&x=1#top');
    const result = applyPreviewFromUrl(window.location, window.history, sessionStorage, allowed);
    expect(result).toEqual({ overrides: { chat: 'http://localhost:4102/mf-manifest.json' }, refused: null });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/chat?x=1#top');
    expect(JSON.parse(sessionStorage.getItem(previewStorageKey)!)).toEqual(result.overrides);
  });

  it('keeps earlier overrides in the tab and reports a refused link', () => {
    sessionStorage.setItem(
      previewStorageKey,
      JSON.stringify({ landing: 'https://staging.example.com/l/mf-manifest.json' }),
    );
    window.history.replaceState(null, '', '/?preview=chat@https://evil.example.com/mf-manifest.json');
    const result = applyPreviewFromUrl(window.location, window.history, sessionStorage, allowed);
    expect(result.overrides).toEqual({ landing: 'https://staging.example.com/l/mf-manifest.json' });
    expect(result.refused).toMatchObject({ kind: 'refused', reason: 'origin' });
  });

  it('clears with ?preview=off', () => {
    sessionStorage.setItem(previewStorageKey, JSON.stringify({ chat: 'http://localhost:4102/mf-manifest.json' }));
    window.history.replaceState(null, '', '/?preview=off');
    expect(applyPreviewFromUrl(window.location, window.history, sessionStorage, allowed).overrides).toEqual({});
  });

  it('drops stored overrides whose origin is no longer allowed', () => {
    sessionStorage.setItem(
      previewStorageKey,
      JSON.stringify({ chat: 'http://localhost:4102/mf-manifest.json', bogus: 'x' }),
    );
    expect(readOverrides(sessionStorage, ['https://staging.example.com'])).toEqual({});
  });
});

describe('previewPlugin', () => {
  it("replaces only the overridden remote's entry as it registers", () => {
    const hook = previewPlugin({ chat: 'http://localhost:4102/mf-manifest.json' }).beforeRegisterRemote!;
    const register = (name: string, entry: string) =>
      (hook({ remote: { name, entry }, origin: {} as never }) as { remote: unknown }).remote;
    expect(register('chat', 'http://localhost:3002/mf-manifest.json')).toEqual({
      name: 'chat',
      entry: 'http://localhost:4102/mf-manifest.json',
    });
    expect(register('landing', 'http://localhost:3001/mf-manifest.json')).toEqual({
      name: 'landing',
      entry: 'http://localhost:3001/mf-manifest.json',
    });
  });
});

describe('previewRequested', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());
  const at = (search: string) => ({ search }) as Location;

  it('is true for a preview parameter (also `off`) or overrides stored in this tab, false otherwise', () => {
    expect(previewRequested(at(''), sessionStorage)).toBe(false);
    expect(previewRequested(at('?lang=en'), sessionStorage)).toBe(false);
    expect(previewRequested(at('?preview=off'), sessionStorage)).toBe(true);
    expect(previewRequested(at('?preview=chat@https://staging.example.com/mf-manifest.json'), sessionStorage)).toBe(
      true,
    );
    sessionStorage.setItem(previewStorageKey, '{}');
    expect(previewRequested(at(''), sessionStorage)).toBe(true);
  });
});
