import {
  caseActionsFor,
  caseStatuses,
  caseTransition,
  caseTransitions,
  finalCaseStatuses,
  messagingCaseStatuses,
} from './cases';

describe('the case workflow', () => {
  it('leads from neu through angenommen and terminiert to abgeschlossen', () => {
    expect(caseTransition('neu', 'accept', 'expert')?.to).toBe('angenommen');
    expect(caseTransition('angenommen', 'schedule', 'system')?.to).toBe('terminiert');
    expect(caseTransition('terminiert', 'close', 'expert')?.to).toBe('abgeschlossen');
  });

  it('never leaves a final status', () => {
    for (const status of finalCaseStatuses) {
      expect(caseTransitions.filter((t) => t.from === status)).toEqual([]);
    }
  });

  it('lets only the right side act', () => {
    expect(caseTransition('neu', 'accept', 'client')).toBeUndefined();
    expect(caseTransition('terminiert', 'close', 'client')).toBeUndefined();
    expect(caseTransition('neu', 'cancel', 'expert')).toBeUndefined();
    expect(caseTransition('angenommen', 'schedule', 'expert')).toBeUndefined();
    expect(caseTransition('angenommen', 'close', 'expert')).toBeUndefined();
    expect(caseActionsFor('neu', 'client')).toEqual(['cancel']);
    expect(caseActionsFor('terminiert', 'expert').sort()).toEqual(['cancel', 'close']);
  });

  it('lets only an admin release a case that is not ended back to neu (the expert was suspended)', () => {
    expect(caseTransition('neu', 'release', 'admin')?.to).toBe('neu');
    expect(caseTransition('angenommen', 'release', 'admin')?.to).toBe('neu');
    expect(caseTransition('terminiert', 'release', 'admin')?.to).toBe('neu');
    for (const status of finalCaseStatuses) expect(caseTransition(status, 'release', 'admin')).toBeUndefined();
    for (const actor of ['client', 'expert', 'system'] as const) {
      expect(caseTransition('angenommen', 'release', actor)).toBeUndefined();
      expect(caseActionsFor('terminiert', actor)).not.toContain('release');
    }
  });

  it('asks experts for a reason when they decline, cancel or close', () => {
    for (const t of caseTransitions) {
      if (t.by.includes('expert') && t.action !== 'accept') expect(t.reasonRequired).toContain('expert');
      expect(t.reasonRequired).not.toContain('client');
    }
  });

  it('reaches every status from neu', () => {
    const reached = new Set<string>(['neu']);
    for (let round = 0; round < caseStatuses.length; round++) {
      for (const t of caseTransitions) if (reached.has(t.from)) reached.add(t.to);
    }
    expect([...reached].sort()).toEqual([...caseStatuses].sort());
    expect(messagingCaseStatuses.every((status) => !finalCaseStatuses.includes(status))).toBe(true);
  });
});
