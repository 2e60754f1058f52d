// The free assessments end to end: questions, the real api scoring on the server, the results
// page, the mail copy in the inbox, the error screen and the results history.
import { expect, test } from '../support/fixtures';
import { gotoAndSettle } from '../support/app';
import { answerAll } from '../support/assessment';
import { axeCheck } from '../support/axe';
import { watchPlaceholders } from '../support/placeholders';
import { uniqueEmail, waitForMail } from '../support/inbox';

test('the full conflict analysis in German ends on its results page', async ({ page }) => {
  // About 40 answers with an axe scan on each step: on a loaded 2-core CI machine more than the default 30 s.
  test.setTimeout(90_000);
  await page.goto('/assessment/conflict-analysis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('assessment-start').click();
  await expect(page.locator('[data-testid^="question-"]').first()).toBeVisible();
  await axeCheck(page, 'the first question step');
  await answerAll(page, 4);
  await axeCheck(page, 'the last step with the mail copy');
  await page.getByTestId('assessment-submit').click();

  await expect(page).toHaveURL(/\/results\/conflict-analysis\?id=[^&]+&token=/);
  await expect(page.getByTestId('result-conflict-analysis')).toBeVisible();
  await expect(page.getByTestId('result-primary')).toContainText('Euer Schwerpunkt:');
  await expect(page.getByTestId('result-measures').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('result-escalation')).toContainText(/Stufe \d von 9/);
  await expect(page.getByTestId('result-method')).toBeVisible();
  await expect(page.getByTestId('result-next-steps')).toContainText('Direktes Gespräch buchen');
  // No address was given: no note about a copy.
  await expect(page.getByTestId('result-mail-note')).toHaveCount(0);
  await axeCheck(page, 'the analysis results page');

  // The link is the result: a reload (no router state) reads it from the api again.
  await page.reload();
  await expect(page.getByTestId('result-primary')).toContainText('Euer Schwerpunkt:');

  // This browser's history lists it on the dashboard.
  await page.goto('/dashboard');
  await expect(page.getByTestId('results-history-list')).toBeVisible();
  await expect(page.getByTestId('results-history-list').getByRole('link', { name: 'Öffnen' })).toHaveCount(1);
  await axeCheck(page, 'the dashboard with the results history');
});

test('the conflict analysis in English ends on its results page', async ({ page }) => {
  await page.goto('/assessment/conflict-analysis?lang=en');
  await answerAll(page, 2);
  await page.getByTestId('assessment-submit').click();
  await expect(page.getByTestId('result-conflict-analysis')).toBeVisible();
  await expect(page.getByTestId('result-primary')).toContainText('Your main area:');
  await expect(page.getByTestId('result-measures').getByRole('listitem')).toHaveCount(3);
});

test('a guest gets the copy of the results in the inbox', async ({ page, request }) => {
  const email = uniqueEmail('guest-result');
  await page.goto('/auth?view=guest');
  const form = page.getByRole('form', { name: 'Als Gast fortfahren' });
  await form.getByLabel('Vorname').fill('Grete');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await page.goto('/assessment/conflict-analysis');
  await answerAll(page, 3);
  await expect(page.getByTestId('assessment-copy')).toContainText(email);
  await page.getByTestId('assessment-submit').click();
  await expect(page.getByTestId('result-mail-note')).toHaveText(
    'Eine Kopie deiner Ergebnisse wurde an deine E-Mail-Adresse gesendet.',
  );
  const mail = await waitForMail(request, email, /Team-Konfliktanalyse/);
  expect(mail.text).toContain('/results/conflict-analysis?id=');
});

test('when processing fails, the error screen offers a retry that keeps the answers', async ({ page }) => {
  let failures = 1;
  await page.route('**/functions/v1/assessments', async (route) => {
    if (route.request().method() === 'POST' && failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable"}' });
      return;
    }
    await route.fallback();
  });
  await page.goto('/assessment/conflict-style');
  await answerAll(page, 5);
  await page.getByTestId('assessment-submit').click();
  const error = page.getByTestId('assessment-error');
  await expect(error).toContainText('Ein Fehler ist aufgetreten');
  await expect(error).toContainText('Beim Verarbeiten deiner Ergebnisse ist ein Fehler aufgetreten.');
  await expect(error).toContainText('Bitte lade die Seite neu oder mache den Test noch einmal.');
  await error.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('result-conflict-style')).toBeVisible();
  await expect(page.getByTestId('result-dominant')).toContainText('Dein häufigster Stil:');
});

test('an unknown assessment type gets a helpful page', async ({ page }) => {
  await page.goto('/results/does-not-exist');
  await expect(page.getByRole('link', { name: /Konfliktanalyse/ }).first()).toBeVisible();
});

test('the style test shows a profile over the five styles', async ({ page }) => {
  // 10 s on a quiet machine, within reach of the 30 s default on a loaded one: three times that.
  test.slow();
  await page.goto('/assessment/conflict-style');
  await answerAll(page, (itemId) => (itemId.startsWith('co') ? 5 : 2));
  await page.getByTestId('assessment-submit').click();
  await expect(page.getByTestId('result-conflict-style')).toBeVisible();
  await expect(page.getByTestId('result-profile')).toBeVisible();
  await expect(page.getByTestId('result-least-used')).toContainText('Dein seltenster Stil:');
  await axeCheck(page, 'the style results page');
});

test('the values radar compares two co-founders through an invitation link', async ({ page, browser }) => {
  // 12 s on a quiet machine, within reach of the 30 s default on a loaded one: three times that.
  test.slow();
  await page.goto('/checklisten/werte-radar');
  const answerValues = async (target: typeof page, pick: (index: number) => number) => {
    const items = target.locator('[data-testid^="values-item-"]');
    await expect(items.first()).toBeVisible();
    let index = 0;
    for (const item of await items.all()) {
      await item
        .getByRole('radio')
        .nth(pick(index) - 1)
        .check();
      index += 1;
    }
    await target.getByTestId('values-submit').click();
  };
  await answerValues(page, (index) => (index % 6) + 1);
  await expect(page.getByTestId('values-result')).toBeVisible();
  await expect(page.getByTestId('values-radar-chart')).toBeVisible();
  const invite = await page.getByTestId('values-invite-link').inputValue();
  expect(invite).toMatch(/\/checklisten\/werte-radar\?invite=/);

  // The co-founder, in a browser of their own.
  const other = await browser.newContext();
  await watchPlaceholders(other);
  const cofounder = await other.newPage();
  await cofounder.goto(invite);
  await expect(cofounder.getByTestId('values-invite-intro')).toBeVisible();
  await answerValues(cofounder, (index) => 6 - (index % 6));
  await expect(cofounder.getByTestId('values-comparison')).toBeVisible();
  await expect(cofounder.getByTestId('values-correlation')).toContainText('Übereinstimmung eurer Profile');
  await expect(cofounder.getByTestId('radar-profile-1')).toBeVisible();
  await axeCheck(cofounder, 'the values comparison');
  await other.close();

  // The inviter sees the comparison too.
  await page.getByTestId('values-refresh').click();
  await expect(page.getByTestId('values-comparison')).toBeVisible();
});

test('the cost calculator shows the documented numbers for its defaults and recalculates live', async ({ page }) => {
  await page.goto('/checklisten/konflikt-kosten');
  await page.getByTestId('cost-reset').click();
  // Defaults of a founding team of four (was ten people: 79.839 € to 115.163 €).
  await expect(page.getByTestId('cost-total')).toHaveText(/64\.363\s€ bis 90\.701\s€ pro Jahr/);
  const teamSize = page.locator('#cost-teamSize');
  const before = await page.getByTestId('cost-total').textContent();
  await teamSize.fill(String(Number(await teamSize.inputValue()) * 2));
  await expect(page.getByTestId('cost-total')).not.toHaveText(before!);
  await expect(page.getByTestId('print-button')).toBeVisible();
  await axeCheck(page, 'the cost calculator');

  await page.goto('/checklisten/konflikt-kosten?lang=en');
  await page.getByTestId('cost-reset').click();
  await expect(page.getByTestId('cost-total')).toHaveText(/€64,363 to €90,701 per year/);
});

test('checklist progress survives a reload', async ({ page }) => {
  await page.goto('/checklisten/konflikt-analyse');
  const items = page.locator('[data-testid^="checklist-item-"]');
  await expect(items.first()).toBeVisible();
  // A click, then the ticked box: the tick shows from the query cache's next notification, which
  // a busy machine may deliver after check()'s immediate state test.
  for (const index of [0, 1]) {
    await items.nth(index).click();
    await expect(items.nth(index)).toBeChecked();
  }
  await expect(page.getByTestId('checklist-progress-text')).toContainText(/^2 von \d+ erledigt/);
  await page.reload();
  await expect(page.getByTestId('checklist-progress-text')).toContainText(/^2 von \d+ erledigt/);
  await expect(items.nth(0)).toBeChecked();
  await expect(page.getByTestId('checklist-tool-link')).toBeVisible();
  await axeCheck(page, 'a checklist with progress');
});

test('two results of the style test compare side by side without widening the page, axe-clean', async ({ page }) => {
  // 17 s on a quiet machine, within reach of the 30 s default on a loaded one: three times that.
  test.slow();
  for (const value of [2, 4]) {
    await page.goto('/assessment/conflict-style');
    await answerAll(page, value);
    await page.getByTestId('assessment-submit').click();
    await expect(page.getByTestId('result-conflict-style')).toBeVisible();
  }
  await gotoAndSettle(page, '/dashboard');
  // The widget loads after the page: wait for both rows before picking them.
  const boxes = page.getByTestId('results-history-list').getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) await box.check();
  const compare = page.getByTestId('results-history-compare');
  await expect(compare.getByRole('row', { name: /Zusammenarbeiten/ })).toContainText('+50');
  // The table scrolls inside its own region on a phone; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await axeCheck(page, 'dashboard with a comparison');
});
