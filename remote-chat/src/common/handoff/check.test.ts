import { checkHandoff, handoffLimits, handoffRefusal, type HandoffInput } from './check';

const filled: HandoffInput = {
  topic: 'Streit um Rollen',
  summary: 'Wir streiten über Zuständigkeiten.',
  lang: 'de',
  format: 'any',
  region: '',
  availability: '',
  firstName: 'Gina',
  email: 'gina@example.com',
  consent: true,
  needsGuest: true,
};

describe('checkHandoff (the contract’s zod schema, and the guest’s two fields)', () => {
  it('passes a filled form', () => {
    expect(checkHandoff(filled)).toEqual({});
  });

  it('names each missing field with its own message', () => {
    const problems = checkHandoff({ ...filled, topic: ' ', summary: '', firstName: '', email: '', consent: false });
    expect(problems).toEqual({
      topic: ['handoff.errors.topic'],
      summary: ['handoff.errors.summary'],
      firstName: ['apiErrors:firstNameRequired'],
      email: ['handoff.errors.email'],
      consent: ['handoff.errors.consent'],
    });
    expect(checkHandoff({ ...filled, consent: false, email: 'x' })).toEqual({
      email: ['apiErrors:invalidEmail'],
      consent: ['handoff.errors.consent'],
    });
  });

  it.each(['gina@', 'gina example@x.de', '@example.com', 'gina@example', `${'a'.repeat(250)}@example.com`])(
    'refuses the address %p with the spec’s message only',
    (email) => expect(checkHandoff({ ...filled, email })).toEqual({ email: ['apiErrors:invalidEmail'] }),
  );

  it('marks a text over its limit (counted trimmed, as the api counts) without a message of its own', () => {
    for (const [field, max] of Object.entries(handoffLimits)) {
      const input = { ...filled, format: 'in_person' as const, [field]: 'x'.repeat(max) };
      expect(checkHandoff({ ...input, [field]: `  ${'x'.repeat(max)}  ` })).toEqual({});
      expect(checkHandoff({ ...input, [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: null });
    }
  });

  it('checks only the fields the form shows', () => {
    const signedIn = { ...filled, needsGuest: false, firstName: '', email: '' };
    expect(checkHandoff(signedIn)).toEqual({});
    const farAway = { ...filled, region: 'x'.repeat(handoffLimits.region + 1) };
    expect(checkHandoff(farAway)).toEqual({});
    expect(checkHandoff({ ...farAway, format: 'in_person' })).toEqual({ region: null });
  });

  it('maps the api’s refusals to the form’s fields through the one mapping', () => {
    expect(handoffRefusal({ field: 'topic', reason: 'too_long', max: 200 })).toEqual([
      'topic',
      ['apiErrors:fieldTooLong', { max: 200 }],
    ]);
    expect(handoffRefusal({ field: 'summary', reason: 'required' })).toEqual(['summary', ['handoff.errors.summary']]);
    expect(handoffRefusal({ field: 'consent', reason: 'unknown_value' })).toEqual([
      'consent',
      ['handoff.errors.consent'],
    ]);
    expect(handoffRefusal({ field: 'expert_id', reason: 'invalid' })).toBeUndefined();
  });
});
