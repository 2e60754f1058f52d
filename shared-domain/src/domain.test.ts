import { checklists, findChecklist, isAssessmentType, site } from './index';

describe('checklists', () => {
  it("lists the seed's seven checklists, the last three premium", () => {
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

describe('assessment types', () => {
  it('knows the two assessments', () => {
    expect(isAssessmentType('conflict-analysis')).toBe(true);
    expect(isAssessmentType('conflict-style')).toBe(true);
    expect(isAssessmentType('values')).toBe(false);
    expect(isAssessmentType(undefined)).toBe(false);
  });
});

describe('site', () => {
  it("carries the spec's constants and absolute https links", () => {
    expect(site.conflictsSolved).toBe(200);
    expect(site.analysisMinutes).toBe(5);
    for (const url of Object.values(site.links)) expect(new URL(url).protocol).toBe('https:');
  });
});
