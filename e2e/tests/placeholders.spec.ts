// The placeholder guard itself (support/placeholders.ts): every other test relies on it to fail
// when a text shows `{{name}}` without its value, so this one proves that it sees one.
import { expect, test } from '../support/fixtures';
import { gotoAndSettle } from '../support/app';
import { takePlaceholders } from '../support/placeholders';

test('the guard sees a placeholder in a text and in a label, also one that shows only for a moment', async ({
  page,
}) => {
  await gotoAndSettle(page, '/?lang=de');
  expect(takePlaceholders()).toEqual([]);
  await page.evaluate(() => {
    const note = document.createElement('p');
    note.textContent = 'Höchstens {{max}} Antworten';
    document.querySelector('main')!.append(note);
    const button = document.createElement('button');
    button.setAttribute('aria-label', '{{count}} left');
    document.querySelector('main')!.append(button);
    // Replaced at once: a placeholder that flashes by counts too.
    setTimeout(() => {
      note.firstChild!.nodeValue = 'Höchstens 500 Antworten';
      button.remove();
    }, 0);
  });
  const seen: string[] = [];
  await expect
    .poll(() => {
      seen.push(...takePlaceholders());
      return seen.map((entry) => entry.replace(/^[^ ]+: /, '')).sort();
    })
    .toEqual(['Höchstens {{max}} Antworten', 'aria-label="{{count}} left"']);
});
