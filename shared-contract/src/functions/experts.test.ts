import { expertFocusAreas } from '@cc/shared-domain';
import { codedIssue } from './issues';
import { decideExpertApplicationBody, expertFieldErrors, saveExpertProfileBody } from './experts';

const fieldErrorsOf = (body: unknown) => {
  const result = saveExpertProfileBody.safeParse(body);
  return result.success ? [] : expertFieldErrors(result.error);
};

describe('saveExpertProfileBody', () => {
  it('trims texts, clears empty ones and keeps markup as plain text', () => {
    const parsed = saveExpertProfileBody.parse({
      display_name: '  Dr. Anna   Beispiel \n',
      title: '   ',
      bio_de: ' Zeile 1\r\nZeile 2\u0007 <script>alert(1)</script> ',
      focus_areas: ['co_founder', 'team'],
    });
    expect(parsed).toEqual({
      display_name: 'Dr. Anna   Beispiel',
      title: null,
      bio_de: 'Zeile 1\nZeile 2 <script>alert(1)</script>',
      focus_areas: ['co_founder', 'team'],
    });
  });

  it('answers one field error per refused field, with its limit', () => {
    expect(
      fieldErrorsOf({
        display_name: 'A',
        title: 'x'.repeat(121),
        focus_areas: ['team', 'nope'],
        fee_per_hour_cents: 12.5,
        first_talk_free: 'yes',
        credential_paths: ['../etc/passwd'],
        status: 'approved',
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'display_name', reason: 'too_short', min: 2 },
        { field: 'title', reason: 'too_long', max: 120 },
        { field: 'focus_areas', index: 1, reason: 'unknown_value' },
        { field: 'fee_per_hour_cents', reason: 'invalid' },
        { field: 'first_talk_free', reason: 'invalid' },
        { field: 'credential_paths', index: 0, reason: 'invalid' },
        { field: 'status', reason: 'unknown_field' },
      ]),
    );
  });

  it('refuses an entry listed twice', () => {
    expect(fieldErrorsOf({ languages: ['de', 'en', 'de'] })).toEqual([
      { field: 'languages', index: 2, reason: 'duplicate' },
    ]);
  });

  it('accepts every focus area id and a fee in cents up to the limit', () => {
    expect(fieldErrorsOf({ focus_areas: [...expertFocusAreas], fee_per_hour_cents: 200_000 })).toEqual([]);
    expect(fieldErrorsOf({ fee_per_hour_cents: 200_001 })).toEqual([
      { field: 'fee_per_hour_cents', reason: 'out_of_range', max: 200_000 },
    ]);
  });
});

describe('decideExpertApplicationBody', () => {
  it('needs a reason to reject or suspend, not to approve', () => {
    for (const decision of ['reject', 'suspend']) {
      const result = decideExpertApplicationBody.safeParse({ decision, reason: '  ' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map(codedIssue).find(Boolean)?.code).toBe('reason_required');
    }
    expect(decideExpertApplicationBody.parse({ decision: 'approve' })).toEqual({ decision: 'approve' });
  });
});
