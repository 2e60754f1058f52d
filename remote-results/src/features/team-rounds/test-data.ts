// Sample answers of the team rounds api for component tests, parsed with the contract's schemas so
// they are what the api may send.
import { teamRoundResult, type TeamRoundResult } from '@cc/shared-contract';

export const sampleTeamResult: TeamRoundResult = teamRoundResult.parse({
  respondents: 5,
  version: 2,
  categories: [
    {
      category: 'structure',
      mean: 62.4,
      spread: 21.3,
      agreement: 'wide',
      level: 'high',
      distribution: { low: 1, moderate: 1, high: 3 },
    },
    {
      category: 'communication',
      mean: 48.5,
      spread: 12,
      agreement: 'some',
      level: 'moderate',
      distribution: { low: 1, moderate: 3, high: 1 },
    },
    {
      category: 'values',
      mean: 20,
      spread: 4.2,
      agreement: 'close',
      level: 'low',
      distribution: { low: 5, moderate: 0, high: 0 },
    },
  ],
  primary: 'structure',
  disputed: [
    { item_id: 's1', mean: 3.2, spread: 1.6, distribution: [1, 1, 0, 1, 2] },
    { item_id: 'c2', mean: 2.8, spread: 1.2, distribution: [1, 1, 1, 2, 0] },
  ],
  escalation: {
    stage: 4,
    phase: 'win-lose',
    helper: 'mediator',
    phases: { 'win-win': 2, 'win-lose': 2, 'lose-lose': 1 },
  },
  published_at: '2026-03-02T10:00:00.000Z',
});
