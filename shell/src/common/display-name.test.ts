import { displayName, displayNameMaxLength, userDisplayName } from './display-name';

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

describe('userDisplayName', () => {
  it('takes the name the user gave, never the address; none known is empty', () => {
    expect(userDisplayName({ user_metadata: { first_name: ' Ada ', name: 'Ada Lovelace' } })).toBe('Ada');
    expect(userDisplayName({ user_metadata: { first_name: '', full_name: 'Grace Hopper' } })).toBe('Grace Hopper');
    expect(userDisplayName({ user_metadata: { lang: 'de', first_name: 42 } })).toBe('');
    expect(userDisplayName({ user_metadata: {} })).toBe('');
    expect(userDisplayName(null)).toBe('');
  });
});
