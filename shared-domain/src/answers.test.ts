import fc from 'fast-check';
import { analysisItems, scoreConflictAnalysis } from './analysis';
import { assessmentDefinitions, scoreAssessment, validateAnswers } from './answers';
import { assessmentTypes } from './assessments';
import { scoreConflictStyle, styleItems } from './style';
import { answersFor, arbitraryAnswers } from './test-helpers';
import { scoreValues, valueItems } from './values';

const complete = {
  'conflict-analysis': answersFor(analysisItems, 3),
  'conflict-style': answersFor(styleItems, 4),
  values: answersFor(valueItems, 5),
};

describe('validateAnswers', () => {
  it('accepts complete answers as an object and returns them in presentation order', () => {
    for (const type of assessmentTypes) {
      const result = validateAnswers(type, complete[type]);
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.type).toBe(type);
        expect(Object.keys(result.answers)).toEqual(assessmentDefinitions[type].items.map((i) => i.id));
      }
    }
  });

  it('accepts an array of { itemId, value }', () => {
    const entries = Object.entries(complete['conflict-style']).map(([itemId, value]) => ({ itemId, value }));
    expect(validateAnswers('conflict-style', entries.reverse())).toEqual({
      ok: true,
      type: 'conflict-style',
      answers: complete['conflict-style'],
    });
  });

  it('unknown_type', () => {
    expect(validateAnswers('horoscope', {})).toEqual({
      ok: false,
      code: 'unknown_type',
      details: { type: 'horoscope' },
    });
    expect(validateAnswers(42, {})).toMatchObject({ ok: false, code: 'unknown_type' });
  });

  it('invalid_shape: not an object, a bad array entry, a value that is not a number', () => {
    for (const input of [null, 'c1=3', 3, true, undefined])
      expect(validateAnswers('conflict-analysis', input)).toMatchObject({ ok: false, code: 'invalid_shape' });
    expect(validateAnswers('conflict-analysis', [{ id: 'c1', value: 3 }])).toMatchObject({
      ok: false,
      code: 'invalid_shape',
    });
    expect(validateAnswers('conflict-analysis', [3])).toMatchObject({ ok: false, code: 'invalid_shape' });
    expect(validateAnswers('conflict-analysis', { ...complete['conflict-analysis'], c1: '3' })).toMatchObject({
      ok: false,
      code: 'invalid_shape',
      details: { shape: 'answers must be numbers: c1' },
    });
    expect(validateAnswers('values', { ...complete.values, sd1: { value: 3 } })).toMatchObject({
      ok: false,
      code: 'invalid_shape',
    });
  });

  it('invalid_answer: off the scale, fractions, unknown items, duplicates', () => {
    expect(
      validateAnswers('conflict-analysis', { ...complete['conflict-analysis'], c1: 6, c2: 0, c3: 2.5, zz: 3 }),
    ).toEqual({
      ok: false,
      code: 'invalid_answer',
      details: {
        invalid: [
          { itemId: 'c1', reason: 'out_of_range' },
          { itemId: 'c2', reason: 'out_of_range' },
          { itemId: 'c3', reason: 'not_integer' },
          { itemId: 'zz', reason: 'unknown_item' },
        ],
        missing: ['c1', 'c2', 'c3'],
        scale: { min: 1, max: 5 },
      },
    });
    // 6 is fine on the values scale, 7 is not
    expect(validateAnswers('values', { ...complete.values, sd1: 6 }).ok).toBe(true);
    expect(validateAnswers('values', { ...complete.values, sd1: 7 })).toMatchObject({
      code: 'invalid_answer',
      details: { invalid: [{ itemId: 'sd1', reason: 'out_of_range' }], scale: { min: 1, max: 6 } },
    });
    const entries = Object.entries(complete['conflict-style']).map(([itemId, value]) => ({ itemId, value }));
    expect(validateAnswers('conflict-style', [...entries, { itemId: 'co1', value: 1 }])).toMatchObject({
      code: 'invalid_answer',
      details: { invalid: [{ itemId: 'co1', reason: 'duplicate' }] },
    });
    // a "__proto__" key from JSON is just an unknown item, not a prototype change
    const hostile = JSON.parse(`{"__proto__": 3, "c1": 3}`) as unknown;
    expect(validateAnswers('conflict-analysis', hostile)).toMatchObject({
      code: 'invalid_answer',
      details: { invalid: [{ itemId: '__proto__', reason: 'unknown_item' }] },
    });
  });

  it('missing_answers lists the unanswered items in order; null counts as unanswered', () => {
    const { c2: _c2, ...withoutC2 } = complete['conflict-analysis'];
    expect(validateAnswers('conflict-analysis', { ...withoutC2, e8: null })).toEqual({
      ok: false,
      code: 'missing_answers',
      details: { missing: ['c2', 'e8'], scale: { min: 1, max: 5 } },
    });
    expect(validateAnswers('values', {})).toMatchObject({
      code: 'missing_answers',
      details: { missing: valueItems.map((i) => i.id) },
    });
  });
});

describe('scoreAssessment', () => {
  it('dispatches to the scorer of the type', () => {
    expect(scoreAssessment('conflict-analysis', complete['conflict-analysis'])).toEqual(
      scoreConflictAnalysis(complete['conflict-analysis']),
    );
    expect(scoreAssessment('conflict-style', complete['conflict-style'])).toEqual(
      scoreConflictStyle(complete['conflict-style']),
    );
    expect(scoreAssessment('values', complete.values)).toEqual(scoreValues(complete.values));
    for (const type of assessmentTypes) expect(scoreAssessment(type, complete[type]).type).toBe(type);
  });

  it('gives the same result whatever order the array entries arrive in', () => {
    fc.assert(
      fc.property(
        arbitraryAnswers(analysisItems, assessmentDefinitions['conflict-analysis'].scale).chain((a) => {
          const entries = Object.entries(a).map(([itemId, value]) => ({ itemId, value }));
          return fc.tuple(
            fc.constant(a),
            fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }),
          );
        }),
        ([a, shuffled]) => {
          const validated = validateAnswers('conflict-analysis', shuffled);
          expect(validated.ok).toBe(true);
          if (validated.ok)
            expect(scoreAssessment('conflict-analysis', validated.answers)).toEqual(
              scoreAssessment('conflict-analysis', a),
            );
        },
      ),
    );
  });

  it('accepts every valid answer set and rejects any single off-scale value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...assessmentTypes).chain((type) => {
          const { items, scale } = assessmentDefinitions[type];
          return fc.tuple(
            fc.constant(type),
            arbitraryAnswers(items, scale),
            fc.constantFrom(...items.map((i) => i.id)),
            fc.oneof(fc.integer({ min: -100, max: scale.min - 1 }), fc.integer({ min: scale.max + 1, max: 100 })),
          );
        }),
        ([type, answers, itemId, bad]) => {
          expect(validateAnswers(type, answers).ok).toBe(true);
          expect(validateAnswers(type, { ...answers, [itemId]: bad })).toMatchObject({
            ok: false,
            code: 'invalid_answer',
          });
        },
      ),
    );
  });
});
