import { displayName, displayNameMaxLength } from './display-name';

describe('displayName', () => {
  it('removes markup and script like the api does', () => {
    expect(displayName('<b>Ada</b><script>alert(1)</script>')).toBe('bAda/b');
    expect(displayName('  Ada  ')).toBe('Ada');
    expect(displayName(undefined)).toBe('');
  });

  it('shortens a long name with an ellipsis', () => {
    const shown = displayName('A'.repeat(240));
    expect(shown).toHaveLength(displayNameMaxLength);
    expect(shown.endsWith('…')).toBe(true);
    expect(displayName('Maximiliane')).toBe('Maximiliane');
  });
});
