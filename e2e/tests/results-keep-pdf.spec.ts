// A newcomer's result: a real PDF download (jsPDF, loaded only on the click), and keeping the
// result by continuing as a guest, which moves it from this browser to the guest's dashboard.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { answerAll } from '../support/assessment';
import { axeCheck } from '../support/axe';
import { uniqueEmail } from '../support/inbox';

/** The text of every page of a PDF, read with pdf.js (the reader Firefox uses). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

for (const lang of ['de', 'en'] as const) {
  test(`the analysis result downloads as a PDF with its content (${lang})`, async ({ page }) => {
    // 14 s on a quiet machine, within reach of the 30 s default on a loaded one: three times that.
    test.slow();
    const jspdf: string[] = [];
    page.on('request', (request) => {
      if (/jspdf/i.test(request.url())) jspdf.push(request.url());
    });
    await page.goto(`/assessment/conflict-analysis?lang=${lang}`);
    await answerAll(page, (id) => (id.startsWith('e') ? 4 : id.startsWith('c') ? 5 : 2));
    await page.getByTestId('assessment-submit').click();
    await expect(page.getByTestId('result-conflict-analysis')).toBeVisible();
    expect(jspdf, 'the PDF library is not part of the results page load').toEqual([]);
    await axeCheck(page, `the analysis results page (${lang})`);

    const download = page.waitForEvent('download');
    await page.getByTestId('result-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      lang === 'de' ? /^team-konfliktanalyse-.*\.pdf$/ : /^team-conflict-analysis-.*\.pdf$/,
    );
    expect(jspdf.length).toBeGreaterThan(0);
    const bytes = new Uint8Array(await readFile(await file.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    if (lang === 'de') {
      expect(text).toContain('Ergebnis deiner Team-Konfliktanalyse');
      expect(text).toContain('Euer Schwerpunkt: Kommunikationskonflikt');
      expect(text).toContain('Stufe 6 von 9: Drohstrategien');
      expect(text).toContain('Vorläufig');
      expect(text).toContain('Methode und Quellen');
    } else {
      expect(text).toContain('Your team conflict analysis result');
      expect(text).toContain('Your main area: Communication conflict');
      expect(text).toContain('Stage 6 of 9');
      expect(text).toContain('Tentative');
    }
  });
}

test('a visitor keeps the result by continuing as a guest, and finds it on the dashboard', async ({ page }) => {
  // 13 s on a quiet machine, within reach of the 30 s default on a loaded one: three times that.
  test.slow();
  await page.goto('/assessment/conflict-style');
  await answerAll(page, 3);
  await page.getByTestId('assessment-submit').click();
  await expect(page.getByTestId('result-conflict-style')).toBeVisible();
  const resultUrl = page.url();
  const keep = page.getByTestId('result-keep');
  await expect(keep).toContainText('Behalte dein Ergebnis');
  await axeCheck(page, 'the results page with the keep invitation');

  await keep.getByRole('link', { name: 'Als Gast speichern' }).click();
  await expect(page).toHaveURL(/\/auth\?view=guest&next=/);
  const form = page.getByRole('form', { name: 'Als Gast fortfahren' });
  await form.getByLabel('Vorname').fill('Kim');
  await form.getByLabel('E-Mail-Adresse').fill(uniqueEmail('keep'));
  await form.getByRole('button', { name: 'Als Gast fortfahren' }).click();

  // Back on the result, which now belongs to the guest.
  await expect(page).toHaveURL(resultUrl);
  await expect(page.getByTestId('result-kept')).toBeVisible();
  await expect(page.getByTestId('result-keep')).toHaveCount(0);
  await page.getByTestId('result-kept').getByRole('link', { name: 'Zum Dashboard' }).click();
  await expect(page.getByTestId('results-history-list').getByRole('link', { name: 'Öffnen' })).toHaveCount(1);
  // Nothing is left in this browser's own list.
  expect(await page.evaluate(() => localStorage.getItem('cc.results.history'))).toBe('[]');
});
