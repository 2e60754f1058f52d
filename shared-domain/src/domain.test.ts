import { assessmentTypes, checklists, findChecklist, isAssessmentType, site } from './index';

describe('checklists', () => {
  it('lists seven checklists, the last three premium', () => {
    expect(checklists.map((c) => [c.path, c.isPremium])).toEqual([
      ['/checklisten/konflikt-analyse', false],
      ['/checklisten/konflikt-stil', false],
      ['/checklisten/werte-radar', false],
      ['/checklisten/konflikt-kosten', false],
      ['/checklisten/cofounder-konflikt', true],
      ['/checklisten/team-kommunikation', true],
      ['/checklisten/team-dynamik', true],
    ]);
  });

  it('finds by slug', () => {
    expect(findChecklist('werte-radar')?.titleKey).toBe('checklists.werte-radar');
    expect(findChecklist('nope')).toBeUndefined();
    expect(findChecklist(undefined)).toBeUndefined();
  });
});

describe('checklist items', () => {
  it('gives every checklist 8–12 items with unique ids and keys in the domain namespace', () => {
    for (const c of checklists) {
      expect(c.items.length).toBeGreaterThanOrEqual(8);
      expect(c.items.length).toBeLessThanOrEqual(12);
      expect(new Set(c.items.map((i) => i.id)).size).toBe(c.items.length);
      for (const item of c.items) expect(item.textKey).toBe(`checklists.${c.id}.items.${item.id}`);
      expect(c.introKey).toBe(`checklists.${c.id}.intro`);
    }
  });

  it('links each free checklist to its tool; the premium ones have none yet', () => {
    expect(Object.fromEntries(checklists.map((c) => [c.id, c.tool?.path]))).toEqual({
      'konflikt-analyse': '/assessment/conflict-analysis',
      'konflikt-stil': '/assessment/conflict-style',
      'werte-radar': '/checklisten/werte-radar',
      'konflikt-kosten': '/checklisten/konflikt-kosten',
      'cofounder-konflikt': undefined,
      'team-kommunikation': undefined,
      'team-dynamik': undefined,
    });
  });
});

describe('assessment types', () => {
  it('knows the three assessments the api scores', () => {
    expect(assessmentTypes).toEqual(['conflict-analysis', 'conflict-style', 'values']);
    expect(isAssessmentType('conflict-analysis')).toBe(true);
    expect(isAssessmentType('conflict-style')).toBe(true);
    expect(isAssessmentType('values')).toBe(true);
    expect(isAssessmentType('horoscope')).toBe(false);
    expect(isAssessmentType(undefined)).toBe(false);
  });
});

describe('site', () => {
  it("carries the spec's constants and absolute https links", () => {
    expect(site.conflictsSolved).toBe(200);
    expect(site.analysisMinutes).toBe(5);
    // A pattern, not `new URL`: this package has no DOM or Node types (it runs in both).
    for (const url of Object.values(site.links)) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
  });
});
