// The way to a human from the public advisor and the founder's choice of time (issue #23), on a
// phone in both languages, against the real api, mail and realtime:
// - a visitor asks whether the advisor is a bot (no part of the draft), writes in /chat, opens
//   "talk to an expert" (a full-height sheet), gets the draft of their conversation, gives first
//   name and address in the same form (the guest session is made on sending) and finds the
//   request's description on the case page, readable (no raw Markdown);
//   the sheet fits a 375 and a 320 px phone (the "who" select shows its choice whole), and an empty
//   form, an address that is none and a double tap each get their answer without losing the draft;
// - an expert offers two times in the appointment form; the founder's open case page lists both
//   at once, the founder confirms the second, and the expert's open page shows it live.
// Everything else (the expert, the request, its acceptance) is set up through the api.
import { randomUUID } from 'node:crypto';
import { axeCheck } from '../support/axe';
import { expect, test, type Page } from '../support/fixtures';
import { say } from '../support/advisor';
import { createConfirmedUser, signInWithPassword } from '../support/accounts';
import { gotoAndSettle, languages, openAsOtherPerson, settle, withLang, type Language } from '../support/app';
import { callAs, createGuestSession, futureSlot, inboxIds, seedGuestSession } from '../support/cases';
import { createApprovedExpert, signInExpert, type ApprovedExpert } from '../support/experts';
import { expectFits } from '../support/fit';
import { uniqueEmail } from '../support/inbox';

const texts = {
  de: {
    bot: 'Bist du ein Bot?',
    message:
      'Mein Mitgründer trifft wichtige Entscheidungen allein, und mir ist wichtig, dass wir gemeinsam entscheiden.',
    handoff: 'Mit Fachleuten sprechen',
    summary: 'Fallbeschreibung',
    firstName: 'Vorname',
    email: 'E-Mail-Adresse',
    consent: /einverstanden/,
    send: 'Freigeben und Anfrage senden',
    who: 'Wer soll deine Anfrage bekommen?',
    anyone: 'Alle, die passen',
    firstNameMissing: 'Bitte gib deinen Vornamen ein.',
    emailMissing: 'Bitte gib deine E-Mail-Adresse ein.',
    consentMissing: /Bitte stimme zu/,
    tooLong: /^8\.000 von 4\.000 Zeichen: Das ist zu lang/,
    invalidEmail: 'Ungültiges E-Mail-Format',
    toCase: 'Anfrage ansehen',
    date: 'Datum',
    time: 'Uhrzeit',
    addTime: 'Weitere Zeit anbieten',
    alternativeDate: 'Datum (Zeit 2)',
    alternativeTime: 'Uhrzeit (Zeit 2)',
    link: 'Link zum Online-Termin',
    online: 'Online',
    addAppointment: 'Termin eintragen',
    create: 'Termin eintragen',
    confirm: 'Termin bestätigen',
  },
  en: {
    bot: 'Are you a bot?',
    message: 'My co-founder makes big decisions alone, and it matters to me that we decide together.',
    handoff: 'Talk to an expert',
    summary: 'Case summary',
    firstName: 'First name',
    email: 'Email address',
    consent: /I agree/,
    send: 'Approve and send the request',
    who: 'Who should get your request?',
    anyone: 'Everyone who fits',
    firstNameMissing: 'Please enter your first name.',
    emailMissing: 'Please enter your email address.',
    consentMissing: /Please agree/,
    tooLong: /^8,000 of 4,000 characters: that is too long/,
    invalidEmail: 'Invalid email format',
    toCase: 'View request',
    date: 'Date',
    time: 'Time',
    addTime: 'Offer another time',
    alternativeDate: 'Date (time 2)',
    alternativeTime: 'Time (time 2)',
    link: 'Link to the online meeting',
    online: 'Online',
    addAppointment: 'Add an appointment',
    create: 'Add the appointment',
    confirm: 'Confirm appointment',
  },
} as const;

const onPhone = (project: string) => test.skip(project !== 'mobile', 'a phone journey');

async function expectStatus(page: Page, status: string): Promise<void> {
  await expect(page.getByTestId('case-status')).toHaveAttribute('data-status', status);
}

for (const language of languages) {
  test(`the public chat hands the conversation to a human, a guest made in the form (${language})`, async ({
    page,
  }, testInfo) => {
    onPhone(testInfo.project.name);
    test.setTimeout(90_000);
    const t = texts[language];
    await gotoAndSettle(page, withLang('/chat', language));
    // A question to the advisor first: it is no part of the case the expert reads.
    await say(page, language, t.bot);
    await say(page, language, t.message);

    await page.getByTestId('public-handoff').click();
    const sheet = page.getByTestId('handoff-sheet');
    const form = sheet.getByTestId('handoff-form');
    const summary = form.getByLabel(t.summary);
    await expect(summary).not.toHaveValue('');
    // The whole screen, over the chat and its footer.
    const box = await sheet.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box?.y).toBe(0);
    expect(box?.height).toBeGreaterThanOrEqual(viewport.height - 1);
    // The draft holds what the visitor wrote, as plain text to edit (no Markdown syntax).
    const draft = await summary.inputValue();
    expect(draft).toContain(language === 'de' ? 'gemeinsam entscheiden' : 'decide together');
    expect(draft).toContain(language === 'de' ? 'Thema:' : 'Topic:');
    expect(draft).not.toContain('**');
    expect(draft).not.toMatch(/\bbot\b/i);
    await axeCheck(page, `/chat handoff sheet (${language})`);
    // Whole on a 375 and a 320 px phone: the select shows its choice, no word runs out of its box.
    await expect(form.getByLabel(t.who)).toHaveValue('');
    await expect(form.getByLabel(t.who).locator('option:checked')).toHaveText(t.anyone);
    await expectFits(page, `/chat handoff sheet (${language})`);
    await page.setViewportSize({ ...viewport, width: 320 });
    await expectFits(page, `/chat handoff sheet (${language})`);
    await page.setViewportSize(viewport);

    // Sent empty: each missing field says so at the field, in the page's language, and the first
    // has the focus; the draft (topic and summary) stays valid and unchanged.
    const firstName = form.getByLabel(t.firstName, { exact: true });
    const email = form.getByLabel(t.email, { exact: true });
    const consent = form.getByRole('checkbox', { name: t.consent });
    await form.getByRole('button', { name: t.send }).click();
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription(t.firstNameMissing);
    await expect(email).toHaveAccessibleDescription(t.emailMissing);
    await expect(consent).toHaveAccessibleDescription(t.consentMissing);
    await expect(summary).not.toHaveAttribute('aria-invalid');
    expect(await summary.inputValue()).toBe(draft);
    await page.screenshot({ path: testInfo.outputPath(`handoff-empty-${language}.png`) });
    await axeCheck(page, `/chat handoff sheet, empty fields (${language})`);
    // An address that is none: only the address is invalid (the spec's message), nothing typed is lost.
    await firstName.fill('Ada');
    await email.fill('ada@@example');
    await consent.check();
    await form.getByRole('button', { name: t.send }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(t.invalidEmail);
    await expect(firstName).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('alert')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`handoff-bad-email-${language}.png`) });
    await expect(form.getByLabel(t.firstName, { exact: true })).toHaveValue('Ada');
    await expect(form.getByLabel(t.email, { exact: true })).toHaveValue('ada@@example');
    await expect(form.getByRole('checkbox', { name: t.consent })).toBeChecked();
    expect(await summary.inputValue()).toBe(draft);
    // A summary over its limit is kept whole: the field says how far over it is, nothing is sent.
    const longer = 'x'.repeat(8000);
    await summary.fill(longer);
    await form.getByRole('button', { name: t.send }).click();
    await expect(summary).toBeFocused();
    await expect(summary).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toHaveAccessibleDescription(t.tooLong);
    expect(await summary.inputValue()).toBe(longer);
    await page.screenshot({ path: testInfo.outputPath(`handoff-too-long-${language}.png`) });
    await page.setViewportSize({ ...viewport, width: 320 });
    await expectFits(page, `/chat handoff sheet, a summary too long (${language})`);
    await page.screenshot({ path: testInfo.outputPath(`handoff-too-long-${language}-320.png`) });
    await page.setViewportSize(viewport);
    await summary.fill(draft);

    // Sent twice in a row (a double tap): one request.
    const created: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/functions/v1/expert-requests')) {
        void response.json().then((body: { id?: string }) => created.push(String(body.id)));
      }
    });
    await form.getByLabel(t.email, { exact: true }).fill(uniqueEmail(`public-handoff-${language}`));
    await form.getByRole('button', { name: t.send }).dblclick();
    const done = page.getByTestId('handoff-done');
    await expect(done).toBeVisible();
    await expect.poll(() => created.length).toBeGreaterThan(0);
    expect(new Set(created).size, 'one request, however often it was sent').toBe(1);
    await done.getByRole('link', { name: t.toCase }).click();
    await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}/);
    await settle(page);
    await expectStatus(page, 'neu');
    // The description reads as the founder sent it: its labels on their own lines, no Markdown syntax.
    const details = page.getByTestId('case-details');
    await expect(details).toContainText(language === 'de' ? 'gemeinsam entscheiden' : 'decide together');
    await expect(details).toContainText(language === 'de' ? 'Thema:' : 'Topic:');
    await expect(details).not.toContainText('**');
    await axeCheck(page, `/cases/:id from the public chat (${language})`);
  });

  test(`on a wide screen the handoff opens in view, its heading focused (${language})`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
    const t = texts[language];
    // A laptop's 720 px: the form is taller than the chat's scroll area.
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoAndSettle(page, withLang('/chat', language));
    await say(page, language, t.message);
    await page.getByTestId('public-handoff').click();
    const form = page.getByTestId('handoff-form');
    await expect(form.getByLabel(t.summary)).not.toHaveValue('');
    // Not only the heading above the chat's input: the form's top and its first fields are on screen,
    // and so is the send button (its bar stays at the bottom of the scroll area).
    await expect(form.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(form.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(form.getByLabel(t.summary)).toBeInViewport({ ratio: 0.5 });
    const send = form.getByRole('button', { name: t.send });
    await expect(send).toBeInViewport();
    // Only the chat's scroll area moved: the page did not, so its sticky header hides no heading.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`handoff-open-${language}-1280.png`) });
    await send.click();
    const firstName = form.getByLabel(t.firstName, { exact: true });
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport();
    // The focused field is not under the bar.
    const [field, bar] = await Promise.all([
      firstName.boundingBox(),
      form.getByTestId('handoff-actions').boundingBox(),
    ]);
    expect(field!.y + field!.height).toBeLessThanOrEqual(bar!.y);
    await expect(send).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`handoff-empty-${language}-1280.png`) });
    await axeCheck(page, `/chat handoff form on a wide screen, empty fields (${language})`);
  });

  test(`the expert offers two times, the founder confirms one, the expert sees it live (${language})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    onPhone(testInfo.project.name);
    test.setTimeout(120_000);
    const t = texts[language];
    const marker = `E2E times ${language} ${Date.now().toString(36)}`;
    const expert = await createApprovedExpert(request, {
      label: 'times-expert',
      displayName: `Erika Beispiel ${marker}`,
      language,
      profile: { focus_areas: ['co_founder'], languages: ['de', 'en'], formats: ['online'] },
    });
    const guest = await createGuestSession(request, { email: uniqueEmail('times-guest'), firstName: 'Ada', language });
    const created = await callAs<{ id: string }>(request, guest, 'POST', '/expert-requests', {
      topic: marker,
      summary: t.message,
      lang: language,
      format: 'online',
      expert_id: expert.userId,
      mail_lang: language,
      consent: true,
    });
    await callAs(request, expert, 'POST', `/cases/${created.id}/accept`);

    // The founder's case page is open while the expert offers the times.
    await seedGuestSession(page, guest);
    await gotoAndSettle(page, withLang(`/cases/${created.id}`, language));
    await expectStatus(page, 'angenommen');

    const expertPage = await openAsOtherPerson(browser, testInfo, language);
    await signInExpert(expertPage, expert, language);
    await gotoAndSettle(expertPage, withLang(`/expert-portal/cases/${created.id}`, language));
    const [first, second] = await Promise.all([futureSlot(expertPage, 4, '10:00'), futureSlot(expertPage, 5, '16:30')]);
    await expertPage.getByRole('button', { name: t.addAppointment }).click();
    const form = expertPage.getByTestId('appointment-form');
    await form.getByLabel(t.date, { exact: true }).fill(first.date);
    await form.getByLabel(t.time, { exact: true }).fill(first.time);
    await form.getByRole('button', { name: t.addTime }).click();
    await form.getByLabel(t.alternativeDate, { exact: true }).fill(second.date);
    await form.getByLabel(t.alternativeTime, { exact: true }).fill(second.time);
    await form.getByRole('radio', { name: t.online }).check();
    await form.getByLabel(t.link).fill('https://meet.example.com/e2e-times');
    await form.getByRole('button', { name: t.create }).click();
    await expect(expertPage.getByTestId('appointment-proposed')).toBeVisible();

    // Both times on the founder's page without a reload; the second is confirmed.
    const answer = page.getByTestId('appointment-answer');
    const options = answer.getByTestId('appointment-option');
    await expect(options).toHaveCount(2);
    await options.nth(1).check();
    await answer.getByRole('button', { name: t.confirm }).click();
    await expectStatus(page, 'terminiert');

    // The expert's open page: scheduled, one card with the chosen time only.
    await expectStatus(expertPage, 'terminiert');
    await expect(expertPage.getByTestId('appointment-proposed')).toHaveCount(0);
    const card = expertPage.getByTestId('appointment-card');
    await expect(card).toHaveAttribute('data-status', 'scheduled');
    await expect(card.locator(`time[datetime="${second.instant.toISOString()}"]`)).toBeVisible();
    await expect(card.locator(`time[datetime="${first.instant.toISOString()}"]`)).toHaveCount(0);
    await expertPage.context().close();
  });
}

// Asking the public chat for a person (to call, to write to, "are you human?"): every answer
// is plain about being an AI and links the directory; from there the founder books an expert,
// anonymously (a guest made on the way) and signed in, and the expert finds both requests in
// the inbox. The questions of the issue, two per language; phone, as the journeys above.
const askForHuman = {
  de: ['Kann ich eine eurer Mediatorinnen anrufen?', 'Bist du ein Mensch?'],
  en: [
    'Can I email one of your human coaches about this instead?',
    'Is there a real person reading this who can call me?',
  ],
} as const;

const booking = {
  de: {
    directoryLink: 'Expertinnen und Experten ansehen',
    ai: /\bKI\b/,
    request: (name: string) => `Anfrage an ${name}`,
    topic: 'Kurzer Titel',
    summary: 'Kurze Beschreibung',
    guest: 'Als Gast fortfahren',
    consent: /kontaktiert/,
    send: 'Anfrage senden',
  },
  en: {
    directoryLink: 'Browse our experts',
    ai: /\bAI\b/,
    request: (name: string) => `Request ${name}`,
    topic: 'Short title',
    summary: 'Short description',
    guest: 'Continue as a guest',
    consent: /contact me/,
    send: 'Send request',
  },
} as const;

/** /chat: each question gets an answer that says it is an AI and links the directory; the last link is followed. */
async function askAndFollow(page: Page, language: Language): Promise<void> {
  const b = booking[language];
  await gotoAndSettle(page, withLang('/chat', language));
  for (const [index, question] of askForHuman[language].entries()) {
    const reply = await say(page, language, question, 45_000);
    // The first answer says what the advisor is; a second one may go on to how booking works.
    if (index === 0) await expect(reply).toContainText(b.ai);
    await expect(reply.getByRole('link', { name: b.directoryLink })).toHaveAttribute('href', '/experts');
  }
  await page
    .locator('[data-testid="chat-message"][data-role="assistant"]')
    .last()
    .getByRole('link', { name: b.directoryLink })
    .click();
  await expect(page).toHaveURL(/\/experts(\?|$)/);
  await settle(page);
}

/** From the directory (filtered to the expert's region) to the request form, filled (the caller sends it, as a guest or signed in). */
async function book(page: Page, language: Language, expert: ApprovedExpert, region: string, topic: string) {
  const b = booking[language];
  await gotoAndSettle(page, withLang(`/experts?format=in_person&region=${encodeURIComponent(region)}`, language));
  const card = page.getByTestId('expert-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: expert.displayName, exact: true }).click();
  await settle(page);
  await page.getByRole('link', { name: b.request(expert.displayName) }).click();
  await settle(page);
  const form = page.getByTestId('expert-request-form');
  await form.getByLabel(b.topic).fill(topic);
  await form.getByLabel(b.summary).fill(`${topic}: wir wollen mit einem Menschen sprechen.`);
  return form;
}

for (const language of languages) {
  test(`asking the chat for a person leads to an expert's inbox, anonymous and signed in (${language})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    onPhone(testInfo.project.name);
    test.setTimeout(180_000);
    const b = booking[language];
    const region = `Menschstadt ${randomUUID().slice(0, 8)}`;
    const expert = await createApprovedExpert(request, {
      label: `human-path-${language}`,
      displayName: `Hanna Mensch ${region.slice(-4)}`,
      language,
      profile: {
        focus_areas: ['co_founder'],
        languages: ['de', 'en'],
        formats: ['online', 'in_person'],
        city_region: region,
      },
    });

    // Anonymous: the guest is made on the way, the draft waits.
    await askAndFollow(page, language);
    const anonymousTopic = `Anruf gewünscht ${randomUUID().slice(0, 6)}`;
    let form = await book(page, language, expert, region, anonymousTopic);
    await page.getByTestId('request-who').getByRole('link', { name: b.guest }).click();
    const guestForm = page.getByRole('form', { name: b.guest });
    await guestForm.getByLabel(texts[language].firstName).fill('Ada');
    await guestForm.getByLabel(texts[language].email).fill(uniqueEmail(`human-path-guest-${language}`));
    await guestForm.getByRole('button', { name: b.guest }).click();
    await settle(page);
    await expect(form.getByLabel(b.topic)).toHaveValue(anonymousTopic);
    await form.getByRole('checkbox', { name: b.consent }).check();
    await form.getByRole('button', { name: b.send }).click();
    await expect(page.getByTestId('request-done')).toBeVisible();

    // Signed in, in a browser of their own.
    const member = await openAsOtherPerson(browser, testInfo, language);
    const email = await createConfirmedUser(request, `human-path-user-${language}`);
    await signInWithPassword(member, email, language);
    await expect(member).toHaveURL(/\/dashboard/);
    await askAndFollow(member, language);
    const memberTopic = `Mail gewünscht ${randomUUID().slice(0, 6)}`;
    form = await book(member, language, expert, region, memberTopic);
    await expect(member.getByTestId('request-who')).toHaveCount(0);
    await form.getByRole('checkbox', { name: b.consent }).check();
    await form.getByRole('button', { name: b.send }).click();
    await expect(member.getByTestId('request-done')).toBeVisible();
    await member.context().close();

    // The expert sees both, addressed to them, in the portal's inbox.
    const expertPage = await openAsOtherPerson(browser, testInfo, language);
    await signInExpert(expertPage, expert, language);
    const inbox = expertPage.getByTestId('inbox-item');
    await expect(inbox.filter({ hasText: anonymousTopic })).toHaveCount(1);
    await expect(inbox.filter({ hasText: memberTopic })).toHaveCount(1);
    // The two requests above are in the inbox (the UI shows each topic once); the inbox also lists
    // requests open to every expert that other specs of the same run made, so no exact count.
    expect((await inboxIds(request, expert)).length).toBeGreaterThanOrEqual(2);
    await expertPage.context().close();
  });
}
