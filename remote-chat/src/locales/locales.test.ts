// Every value the contract can send has a text in both languages: phases, expert request statuses
// and the message limit's wording. (That de and en have the same keys is checked for every locale
// directory by shared-i18n's locale-parity test.)
import { advisorPhases, expertRequestStatuses } from '@cc/shared-contract';
import de from './de.json';
import en from './en.json';
import { suggestionKeys } from '../common/chat/Suggestions';
import { premiumFeatures } from '../features/advisor-chat/components/PremiumGate';

describe.each([
  ['de', de],
  ['en', en],
])('%s texts', (_, texts) => {
  it.each(advisorPhases)('name the phase %s', (phase) => expect(texts.phases.names[phase]).toBeTruthy());
  it.each(expertRequestStatuses)('name the status %s', (status) => expect(texts.handoff.statuses[status]).toBeTruthy());
  it('have every suggestion and premium feature', () => {
    for (const key of suggestionKeys) {
      expect(texts.suggestions.items[key]).toBeTruthy();
      // A card's label is short: four fit one row on a laptop, two a row on a phone (#25).
      expect(texts.suggestions.labels[key].length).toBeLessThanOrEqual(22);
    }
    for (const key of premiumFeatures) expect(texts.gate.features[key].title).toBeTruthy();
  });
  it('say the message limit with its number', () => expect(texts.composer.tooLong).toContain('{{max}}'));
});
