import { checkHandoff, firstInvalid, handoffLimits, type HandoffInput } from './check';

const filled: HandoffInput = {
  topic: 'Streit um Rollen',
  summary: 'Wir streiten über Zuständigkeiten.',
  region: '',
  availability: '',
  firstName: 'Gina',
  email: 'gina@example.com',
  consent: true,
  needsGuest: true,
  inPerson: false,
};

describe('checkHandoff', () => {
  it('passes a filled form', () => {
    expect(checkHandoff(filled)).toEqual({});
    expect(firstInvalid({})).toBeUndefined();
  });

  it('names each missing field, in the order on screen', () => {
    const problems = checkHandoff({ ...filled, topic: ' ', summary: '', firstName: '', email: '', consent: false });
    expect(problems).toEqual({
      topic: 'handoff.errors.topic',
      summary: 'handoff.errors.summary',
      firstName: 'apiErrors:firstNameRequired',
      email: 'handoff.errors.email',
      consent: 'handoff.errors.consent',
    });
    expect(firstInvalid(problems)).toBe('topic');
    expect(firstInvalid(checkHandoff({ ...filled, consent: false, email: 'x' }))).toBe('email');
  });

  it.each(['gina@', 'gina example@x.de', '@example.com', 'gina@example', `${'a'.repeat(250)}@example.com`])(
    'refuses the address %p with the spec’s message only',
    (email) => expect(checkHandoff({ ...filled, email })).toEqual({ email: 'apiErrors:invalidEmail' }),
  );

  it('marks a text over its limit (counted trimmed, as the api counts) without a message of its own', () => {
    for (const [field, max] of Object.entries(handoffLimits)) {
      const input = { ...filled, inPerson: true, [field]: 'x'.repeat(max) };
      expect(checkHandoff({ ...input, [field]: `  ${'x'.repeat(max)}  ` })).toEqual({});
      expect(checkHandoff({ ...input, [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: null });
    }
  });

  it('checks only the fields the form shows', () => {
    const signedIn = { ...filled, needsGuest: false, firstName: '', email: '' };
    expect(checkHandoff(signedIn)).toEqual({});
    const farAway = { ...filled, region: 'x'.repeat(handoffLimits.region + 1) };
    expect(checkHandoff(farAway)).toEqual({});
    expect(checkHandoff({ ...farAway, inPerson: true })).toEqual({ region: null });
  });
});
