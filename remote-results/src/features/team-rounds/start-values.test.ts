import { emptyDraft, parseDeadline, roundRefusal, splitAddresses, validateStart } from './start-values';

const now = new Date(2026, 10, 24, 12, 0);

describe('the start form’s values', () => {
  it('builds the body from a valid draft: trimmed name, the deadline in this time zone, the link allowance as a number', () => {
    const checked = validateStart(
      {
        teamName: '  Produktteam  ',
        deadlineDate: '2026-12-01',
        deadlineTime: '18:30',
        languages: ['en', 'de'],
        linkUses: '12',
      },
      'en',
      now,
    );
    expect(checked).toEqual({
      errors: null,
      body: {
        team_name: 'Produktteam',
        deadline: new Date(2026, 11, 1, 18, 30).toISOString(),
        languages: ['de', 'en'],
        link_max_uses: 12,
        mail_lang: 'en',
      },
    });
  });

  it('has no deadline when both inputs are empty, and the end of the day when only the date is given', () => {
    expect(parseDeadline('', '', now)).toEqual({ deadline: null });
    expect(parseDeadline('2026-11-30', '', now)).toEqual({ deadline: new Date(2026, 10, 30, 23, 59) });
  });

  it('reads the date as the app’s language writes it (a native date field would follow the browser)', () => {
    const expected = { deadline: new Date(2026, 10, 30, 18, 0) };
    expect(parseDeadline('30.11.2026', '18:00', now, 'de')).toEqual(expected);
    expect(parseDeadline('11/30/2026', '6:00 PM', now, 'en')).toEqual(expected);
    expect(parseDeadline(' 30.11.2026 ', '18.00', now, 'de')).toEqual(expected);
  });

  it.each([
    ['', '10:00', 'start.errors.deadlineDateMissing'],
    ['2026-02-31', '10:00', 'start.errors.deadlineDateFormat'],
    ['31.02.2026', '10:00', 'start.errors.deadlineDateFormat'],
    ['11/30/2026', '10:00', 'start.errors.deadlineDateFormat'],
    ['30.11.2026', '25:00', 'start.errors.deadlineTimeFormat'],
    ['2026-11-24', '11:59', 'start.errors.deadlinePast'],
    ['2027-12-01', '', 'start.errors.deadlineTooFar'],
  ])('refuses the deadline %s %s (%s)', (date, time, key) => {
    const parsed = parseDeadline(date, time, now);
    expect('error' in parsed && parsed.error.key).toBe(`teamRounds.${key}`);
  });

  it('names every invalid field at once', () => {
    const checked = validateStart({ ...emptyDraft('de'), languages: [], linkUses: '5.5' }, 'de', now);
    expect(checked.errors).toEqual({
      teamName: { key: 'teamRounds.start.errors.teamNameRequired' },
      languages: { key: 'teamRounds.start.errors.languagesRequired' },
      linkUses: { key: 'teamRounds.start.errors.linkUsesInvalid', values: { min: 0, max: 500 } },
    });
    expect(validateStart({ ...emptyDraft('de'), teamName: 'x'.repeat(81) }, 'de', now).errors).toEqual({
      teamName: { key: 'teamRounds.start.errors.teamNameTooLong', values: { max: 80 } },
    });
    // Members read the name in their invitation mail: no link in it.
    for (const teamName of ['Team www.example.de', 'https://x.example', 'Team evil.com'])
      expect(validateStart({ ...emptyDraft('de'), teamName }, 'de', now).errors).toEqual({
        teamName: { key: 'teamRounds.start.errors.teamNameLink' },
      });
    expect(validateStart({ ...emptyDraft('de'), teamName: 'A', linkUses: '501' }, 'de', now).errors).toHaveProperty(
      'linkUses',
    );
  });

  it('reads the api’s refused fields', () => {
    expect(roundRefusal({ field: 'deadline', reason: 'past' })).toEqual([
      'deadline',
      { key: 'teamRounds.start.errors.deadlinePast' },
    ]);
    expect(roundRefusal({ field: 'link_max_uses', reason: 'below_uses' }, 7)).toEqual([
      'linkUses',
      { key: 'teamRounds.owner.settings.belowUses', values: { uses: 7 } },
    ]);
    expect(roundRefusal({ field: 'team_name', reason: 'link' })).toEqual([
      'teamName',
      { key: 'teamRounds.start.errors.teamNameLink' },
    ]);
    expect(roundRefusal({ field: 'team_name', reason: 'too_short' })).toEqual([
      'teamName',
      { key: 'teamRounds.start.errors.teamNameRequired' },
    ]);
    expect(roundRefusal({ field: 'languages', reason: 'too_short' })).toEqual([
      'languages',
      { key: 'teamRounds.start.errors.languagesRequired' },
    ]);
    expect(roundRefusal({ field: 'link_max_uses', reason: 'too_big' })).toEqual([
      'linkUses',
      { key: 'teamRounds.start.errors.linkUsesInvalid', values: { min: 0, max: 500 } },
    ]);
    expect(roundRefusal({ field: 'mail_lang', reason: 'unknown_value' })).toBeUndefined();
  });

  it('splits addresses at commas, semicolons, spaces and line breaks', () => {
    expect(splitAddresses(' a@example.com,b@example.com;\n c@example.com  d@example.com\n')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
  });
});
