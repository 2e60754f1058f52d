import { safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  it.each(['/chat', '/expert-portal/apply', '/checklisten/werte-radar?lang=en', '/results/abc#top', '/'])(
    'follows the app path %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  it.each([
    ['another host', '//evil.example/x'],
    ['a scheme', 'https://evil.example/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['a backslash (read as a slash)', '/\\evil.example'],
    ['a tab (dropped by the URL parser)', '/\t/evil.example/x'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'chat'],
    ['the sign-in screen itself', '/auth?view=guest'],
    ['nothing', ''],
  ])('refuses %s', (_, path) => expect(safeNextPath(path)).toBeNull());
});

describe('signInPath', () => {
  it('carries the current page, or nothing when it is not a path of the app', () => {
    expect(signInPath('/chat')).toBe('/auth?next=%2Fchat');
    expect(signInPath('/checklisten/werte-radar?lang=en')).toBe('/auth?next=%2Fchecklisten%2Fwerte-radar%3Flang%3Den');
    expect(signInPath('/auth')).toBe('/auth');
  });
});
