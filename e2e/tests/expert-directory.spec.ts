// The founders' way to a human expert against the real api: the directory filtered to one approved
// expert (a region only this run uses, in the address), the profile page, the request form as an
// anonymous visitor who continues as a guest (the draft survives /auth), the done state, the
// empty and not-found states, and the advisor's handoff addressed to that expert. axe on every
// state; de and en, desktop and mobile (390 px). With SHOTS_DIR set, full-page
// screenshots of every state are written there (for looking at them, not compared).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '../support/fixtures';
import { continueAsGuest, say, sendHandoff } from '../support/advisor';
import { gotoAndSettle, isDesktop, languages, settle, withLang } from '../support/app';
import { axeCheck } from '../support/axe';
import { type ApprovedExpert, createApprovedExpert } from '../support/experts';
import { uniqueEmail } from '../support/inbox';

const texts = {
  de: {
    directory: 'Expertinnen und Experten finden',
    filters: 'Expertinnen und Experten filtern',
    region: 'Region (für Treffen vor Ort)',
    regionTooLong: '130 von 120 Zeichen: Das ist zu lang.',
    empty: 'Niemand passt zu diesen Filtern',
    request: (name: string) => `Anfrage an ${name}`,
    topic: 'Kurzer Titel',
    summary: 'Kurze Beschreibung',
    guest: 'Als Gast fortfahren',
    firstName: 'Vorname',
    email: 'E-Mail-Adresse',
    consent: /kontaktiert/,
    send: 'Anfrage senden',
    done: 'Deine Anfrage ist angekommen',
    notFound: 'Dieses Profil gibt es hier nicht',
    who: 'Wer soll deine Anfrage bekommen?',
    inPerson: 'Vor Ort',
  },
  en: {
    directory: 'Find an expert',
    filters: 'Filter experts',
    region: 'Region (for meeting in person)',
    regionTooLong: '130 of 120 characters: that is too long.',
    empty: 'Nobody matches these filters',
    request: (name: string) => `Request ${name}`,
    topic: 'Short title',
    summary: 'Short description',
    guest: 'Continue as a guest',
    firstName: /^First name/,
    email: /^Email/,
    consent: /contact me/,
    send: 'Send request',
    done: 'Your request has arrived',
    notFound: 'This profile does not exist here',
    who: 'Who should get your request?',
    inPerson: 'In person',
  },
} as const;

// One expert for the whole file, in a region no other spec uses.
const region = `Teststadt ${randomUUID().slice(0, 8)}`;
const displayName = `Dr. Vera Verzeichnis ${region.slice(-4)}`;
let expert: ApprovedExpert;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  expert = await createApprovedExpert(request, {
    label: 'directory',
    displayName,
    profile: {
      focus_areas: ['co_founder', 'team'],
      languages: ['de', 'en'],
      formats: ['online', 'in_person'],
      city_region: region,
    },
  });
});

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

for (const language of languages) {
  test(`directory, profile and a guest's request (${language})`, async ({ page }, testInfo) => {
    const t = texts[language];
    const tag = `${testInfo.project.name}-${language}`;
    if (!isDesktop(testInfo)) await page.setViewportSize({ width: 390, height: 844 });

    // The directory, filtered through the address to this run's region.
    await gotoAndSettle(page, withLang(`/experts?format=in_person&region=${encodeURIComponent(region)}`, language));
    await expect(page.getByRole('heading', { level: 1, name: t.directory })).toBeVisible();
    const card = page.getByTestId('expert-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(displayName);
    await expect(page.getByRole('search', { name: t.filters }).getByLabel(t.region)).toHaveValue(region);
    await axeCheck(page, `/experts filtered (${tag})`);
    await shot(page, `directory-${tag}`);

    // The profile page.
    await card.getByRole('link', { name: displayName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/experts/${expert.userId}`));
    await settle(page);
    await expect(page.getByTestId('expert-qualifications')).toContainText('130 Stunden');
    await axeCheck(page, `/experts/:id (${tag})`);
    await shot(page, `profile-${tag}`);

    // The request: anonymous, so the form asks for a guest or a sign-in; the draft waits.
    await page.getByRole('link', { name: t.request(displayName) }).click();
    await settle(page);
    const form = page.getByTestId('expert-request-form');
    await form.getByLabel(t.topic).fill('Rollen im Gründerteam');
    await form.getByLabel(t.summary).fill('Wir streiten über Aufgaben und Entscheidungen.');
    await form.getByRole('radio', { name: new RegExp(`^${t.inPerson}`) }).check();
    await expect(page.getByTestId('request-who')).toBeVisible();
    await axeCheck(page, `/experts/request anonymous (${tag})`);
    await shot(page, `request-anonymous-${tag}`);

    await page.getByTestId('request-who').getByRole('link', { name: t.guest }).click();
    const guestForm = page.getByRole('form', { name: t.guest });
    await guestForm.getByLabel(t.firstName).fill('Ada');
    await guestForm.getByLabel(t.email).fill(uniqueEmail('directory-guest'));
    await guestForm.getByRole('button', { name: t.guest }).click();
    await expect(page).toHaveURL(new RegExp(`/experts/request\\?expert=${expert.userId}`));
    await settle(page);
    await expect(form.getByLabel(t.topic)).toHaveValue('Rollen im Gründerteam');
    await form.getByRole('checkbox', { name: t.consent }).check();
    await axeCheck(page, `/experts/request as a guest (${tag})`);
    await shot(page, `request-guest-${tag}`);
    await form.getByRole('button', { name: t.send }).click();
    const done = page.getByTestId('request-done');
    await expect(done.getByRole('heading', { level: 1, name: t.done })).toBeVisible();
    await axeCheck(page, `/experts/request done (${tag})`);
    await shot(page, `request-done-${tag}`);

    // Nobody in a region nobody has; an expert who does not exist.
    await gotoAndSettle(page, withLang(`/experts?region=${encodeURIComponent(`${region}-nirgends`)}`, language));
    await expect(page.getByTestId('directory-empty')).toContainText(t.empty);
    await axeCheck(page, `/experts empty (${tag})`);
    // A region over its limit is kept, and its message is on screen under the field, not below the fold.
    const regionField = page.getByRole('search', { name: t.filters }).getByLabel(t.region);
    await regionField.fill('x'.repeat(130));
    await expect(regionField).toHaveValue('x'.repeat(130));
    await expect(page.getByRole('search', { name: t.filters }).getByRole('alert')).toContainText(t.regionTooLong);
    await expect(page.getByRole('search', { name: t.filters }).getByRole('alert')).toBeInViewport();
    await gotoAndSettle(page, withLang('/experts/00000000-0000-4000-8000-000000000000', language));
    await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await axeCheck(page, `/experts/:id not found (${tag})`);
    await shot(page, `not-found-${tag}`);
  });

  test(`the advisor's handoff addressed to a chosen expert (${language})`, async ({ page }, testInfo) => {
    const t = texts[language];
    const tag = `${testInfo.project.name}-${language}`;
    if (!isDesktop(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
    await continueAsGuest(page, language, { email: uniqueEmail('handoff-guest'), firstName: 'Gina' });
    await say(page, language, 'Mein Mitgründer und ich streiten über die Verteilung der Anteile.');
    await sendHandoff(page, language, {
      marker: `directory-${randomUUID().slice(0, 8)}`,
      fill: async (handoff) => {
        const who = handoff.getByLabel(t.who);
        await expect(who.locator('option', { hasText: displayName })).toHaveCount(1);
        await who.selectOption({ label: `${displayName} – Mediatorin, Business-Coach` });
        await handoff.getByRole('radio', { name: t.inPerson }).check();
      },
      beforeSend: async () => {
        await axeCheck(page, `/chat-advisor handoff to an expert (${tag})`);
        await shot(page, `handoff-${tag}`);
      },
    });
  });
}
