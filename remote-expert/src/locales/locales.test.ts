// Every value the contract can send has a text in both languages: focus areas, languages,
// formats, statuses, decisions, field error reasons. (That de and en have the same
// keys is checked for every locale directory by shared-i18n's locale-parity test.)
import { expertFieldReasons } from '@cc/shared-contract';
import {
  expertDecisions,
  expertFocusAreas,
  expertFormats,
  expertLanguages,
  expertProfileStatuses,
} from '@cc/shared-domain';
import de from './de.json';
import en from './en.json';

describe.each([
  ['de', de],
  ['en', en],
])('%s texts', (_, texts) => {
  it('name every option of the profile', () => {
    for (const value of expertFocusAreas) expect(texts.options.focus[value]).toBeTruthy();
    for (const value of expertLanguages) expect(texts.options.languages[value]).toBeTruthy();
    for (const value of expertFormats) expect(texts.options.formats[value]).toBeTruthy();
  });
  it('name every status and decision', () => {
    for (const status of expertProfileStatuses) {
      expect(texts.status[status]).toBeTruthy();
      expect(texts.review.empty[status]).toBeTruthy();
    }
    for (const decision of expertDecisions) {
      expect(texts.review.decision.options[decision]).toBeTruthy();
      expect(texts.review.decision.saved[decision]).toBeTruthy();
      expect(texts.review.decision.done[decision]).toBeTruthy();
    }
  });
  it('explain every field error reason', () => {
    for (const reason of expertFieldReasons) {
      if (reason === 'required') continue;
      expect((texts.application.errors as Record<string, unknown>)[reason]).toBeTruthy();
    }
  });
});
