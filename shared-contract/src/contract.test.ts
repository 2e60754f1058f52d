import { checklists } from '@cc/shared-domain';
import {
  codedIssue,
  endpoints,
  errorCodeInfo,
  errorCodes,
  guestSessionBody,
  putChecklistProgressBody,
  submitAssessmentBody,
} from './index';

describe('error codes', () => {
  it('are unique, snake_case and each has a status and a description', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(errorCodeInfo[code].status.length).toBeGreaterThan(0);
      expect(errorCodeInfo[code].description.length).toBeGreaterThan(10);
    }
    expect(Object.keys(errorCodeInfo).sort()).toEqual([...errorCodes].sort());
  });

  it('lists every code an endpoint names', () => {
    for (const definition of Object.values(endpoints)) {
      for (const code of definition.errors) expect(errorCodes).toContain(code);
    }
  });
});

describe('endpoints', () => {
  it('are unique by method and path', () => {
    const keys = Object.values(endpoints).map((definition) => `${definition.method} ${definition.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

const firstCode = (result: { success: boolean; error?: { issues: Parameters<typeof codedIssue>[0][] } }) =>
  result.error?.issues.map(codedIssue).find(Boolean)?.code;

describe('request schemas carry the stable codes of their checks', () => {
  it('guest session: cleans the name and address, codes invalid ones', () => {
    expect(guestSessionBody.parse({ email: ' a@b.de ', firstName: ' Ada ', consent: true })).toEqual({
      email: 'a@b.de',
      firstName: 'Ada',
      consent: true,
    });
    expect(firstCode(guestSessionBody.safeParse({ email: 'nope', firstName: 'Ada', consent: true }))).toBe(
      'invalid_email',
    );
    expect(firstCode(guestSessionBody.safeParse({ email: 'a@b.de', firstName: '  ', consent: true }))).toBe(
      'invalid_first_name',
    );
  });

  it('assessments: the domain validation codes with their details', () => {
    const unknown = submitAssessmentBody.safeParse({ type: 'horoscope', answers: {} });
    expect(firstCode(unknown)).toBe('unknown_type');
    const missing = submitAssessmentBody.safeParse({ type: 'values', answers: {} });
    expect(missing.error?.issues[0]).toMatchObject({
      params: { code: 'missing_answers', details: { missing: expect.any(Array) } },
    });
  });

  it('checklist progress: ids from the checklist definitions', () => {
    const [first] = checklists;
    const item = first!.items[0]!.id;
    expect(putChecklistProgressBody.parse({ checklist: first!.id, item, done: true })).toEqual({
      checklist: first!.id,
      item,
      done: true,
    });
    expect(firstCode(putChecklistProgressBody.safeParse({ checklist: 'nope', item, done: true }))).toBe(
      'unknown_checklist',
    );
    expect(firstCode(putChecklistProgressBody.safeParse({ checklist: first!.id, item: 'nope', done: true }))).toBe(
      'unknown_checklist_item',
    );
    expect(putChecklistProgressBody.safeParse({ checklist: first!.id, item, done: 'yes' }).success).toBe(false);
  });
});
