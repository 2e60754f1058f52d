import {
  expertDecisionTransitions,
  expertDecisions,
  expertFocusAreas,
  expertFormats,
  expertLanguages,
  expertProfileStatuses,
} from './experts';

describe('expert portal lists', () => {
  it('have unique, stable-looking ids', () => {
    for (const list of [expertFocusAreas, expertLanguages, expertFormats, expertProfileStatuses, expertDecisions]) {
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
    for (const code of expertLanguages) expect(code).toMatch(/^[a-z]{2}$/);
    expect(expertLanguages).toEqual(expect.arrayContaining(['de', 'en']));
  });

  it('decide only from submitted or between approved and suspended; reject and suspend need a reason', () => {
    expect(Object.keys(expertDecisionTransitions).sort()).toEqual([...expertDecisions].sort());
    expect(
      Object.entries(expertDecisionTransitions).map(([decision, { from, to, reasonRequired }]) => [
        decision,
        from,
        to,
        reasonRequired,
      ]),
    ).toEqual([
      ['approve', 'submitted', 'approved', false],
      ['reject', 'submitted', 'rejected', true],
      ['suspend', 'approved', 'suspended', true],
      ['reinstate', 'suspended', 'approved', false],
    ]);
  });
});
