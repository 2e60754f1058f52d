// From a founder in conflict to a human expert (issue #13), end to end against the real api, mail
// and realtime: a guest of the premium advisor asks for an expert through the handoff (matching),
// sees the request on the dashboard and opens the case; an approved expert (TOTP computed here)
// accepts it in a second browser, schedules an appointment and writes; the client's open page
// shows the status changes and the message without a reload, and the expert sees the answer the
// same way; both get the calendar file by mail (and its update, SEQUENCE 1); the expert closes
// with an outcome the client sees. A second expert sees the open request until it is taken, then
// never again; an anonymous visitor gets the not-found state. Axe scans every state.
//
// Cost: the journey runs once per language (German on desktop, English on mobile); the other two
// combinations scan every page state set up through the api (`page states`).
import { expect, test, type Page } from '../support/fixtures';
import { continueAsGuest, say, sendHandoff } from '../support/advisor';
import {
  gotoAndSettle,
  journeyRuns,
  openAsOtherPerson,
  settle,
  sweepRuns,
  withLang,
  type Language,
} from '../support/app';
import { axeCheck } from '../support/axe';
import { waitForCalendarMail } from '../support/calendar';
import {
  callAs,
  createGuestSession,
  futureSlot,
  inboxIds,
  seedGuestSession,
  type CaseDetail,
  type CaseStatus,
} from '../support/cases';
import { createApprovedExpert, signInExpert, type ApprovedExpert } from '../support/experts';
import { uniqueEmail } from '../support/inbox';

const texts = {
  de: {
    firstMessage: 'Mein Mitgründer trifft wichtige Entscheidungen ohne mich, und ich fühle mich übergangen.',
    addAppointment: 'Termin eintragen',
    date: 'Datum',
    time: 'Uhrzeit',
    duration: 'Dauer in Minuten',
    online: 'Online',
    link: 'Link zum Online-Termin',
    create: 'Termin eintragen',
    edit: 'Ändern',
    save: 'Änderung speichern',
    confirm: 'Termin bestätigen',
    outcomeLabel: 'Ergebnis',
    close: 'Fall abschließen',
    expertMessage:
      'Hallo, ich habe dir einen Termin eingetragen. Magst du vorher kurz schreiben, was dir am wichtigsten ist?',
    clientAnswer: 'Danke! Am wichtigsten ist mir, dass wir Entscheidungen wieder gemeinsam treffen.',
    outcome: 'Wir haben eine Entscheidungsregel vereinbart: Investitionen über 5.000 € entscheiden beide gemeinsam.',
  },
  en: {
    firstMessage: 'My co-founder makes big decisions without me and I feel left out.',
    addAppointment: 'Add an appointment',
    date: 'Date',
    time: 'Time',
    duration: 'Duration in minutes',
    online: 'Online',
    link: 'Link to the online meeting',
    create: 'Add the appointment',
    edit: 'Change',
    save: 'Save the change',
    confirm: 'Confirm appointment',
    outcomeLabel: 'Outcome',
    close: 'Close the case',
    expertMessage: 'Hello, I have added an appointment. Could you write briefly what matters most to you?',
    clientAnswer: 'Thank you! What matters most is that we make decisions together again.',
    outcome: 'We agreed on a decision rule: investments above EUR 5,000 are decided by both together.',
  },
} as const;

/** Experts whose profile fits the advisor's handoff (German or English, any focus, online). */
const matchingProfile = { focus_areas: ['co_founder', 'team'], languages: ['de', 'en'], formats: ['online'] };

const caseStatus = (page: Page) => page.getByTestId('case-status');

/** Marks the document; `expectSameDocument` proves later that nothing reloaded or navigated it away. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument),
    'the page was not reloaded',
  ).toBe(true);
}

async function expectStatus(page: Page, status: CaseStatus): Promise<void> {
  await expect(caseStatus(page)).toHaveAttribute('data-status', status);
}

/** After accepting: the case page (accepting leads there), else opened from the list of own cases. */
async function openOwnCase(expertPage: Page, marker: string): Promise<void> {
  const casePage = /\/expert-portal\/cases\/[0-9a-f-]{36}/;
  const item = expertPage.getByTestId('case-item').filter({ hasText: marker });
  await expect.poll(async () => casePage.test(expertPage.url()) || (await item.count()) > 0).toBe(true);
  if (!casePage.test(expertPage.url())) await item.getByRole('link').first().click();
  await expect(expertPage).toHaveURL(casePage);
  await settle(expertPage);
}

async function fillAppointment(
  expertPage: Page,
  language: Language,
  slot: { date: string; time: string },
  link?: string,
): Promise<void> {
  const t = texts[language];
  const form = expertPage.getByTestId('appointment-form');
  await expect(form).toBeVisible();
  await form.getByLabel(t.date, { exact: true }).fill(slot.date);
  await form.getByLabel(t.time, { exact: true }).fill(slot.time);
  if (link) {
    await form.getByLabel(t.duration).fill('60');
    await form.getByRole('radio', { name: t.online }).check();
    await form.getByLabel(t.link).fill(link);
  }
}

for (const { language, project } of journeyRuns) {
  test(`a guest asks for an expert from the advisor; the expert accepts, schedules and writes, live; .ics mails; closing (${language}, ${project})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on ${project}`);
    // Three people, the advisor, mails and realtime on a busy machine.
    test.setTimeout(150_000);
    const t = texts[language];
    const marker = `E2E ${language} ${Date.now().toString(36)}`;
    const label = (state: string) => `${state} (${language}, ${project})`;

    // Two experts who both fit the request; one will take it.
    const [expert, other] = await Promise.all([
      createApprovedExpert(request, {
        label: 'case-expert',
        displayName: `Erika Beispiel ${marker}`,
        language,
        profile: matchingProfile,
      }),
      createApprovedExpert(request, {
        label: 'case-other-expert',
        displayName: `Otto Muster ${marker}`,
        language,
        profile: matchingProfile,
      }),
    ]);

    // The client: a guest of the premium advisor hands the conversation over (no chosen expert).
    const guestEmail = uniqueEmail('case-guest');
    await continueAsGuest(page, language, { email: guestEmail, firstName: 'Ada' });
    await say(page, language, t.firstMessage);
    await sendHandoff(page, language, {
      marker,
      beforeSend: () => axeCheck(page, label('handoff form')),
    });
    await axeCheck(page, label('handoff sent'));

    // The dashboard lists it as new; the case page opens from there.
    await gotoAndSettle(page, withLang('/dashboard', language));
    const widgetItem = page.getByTestId('cases-widget').getByTestId('cases-widget-item').filter({ hasText: marker });
    await expect(widgetItem).toHaveAttribute('data-status', 'neu');
    await axeCheck(page, label('dashboard, request new'));
    await widgetItem.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/cases\/[0-9a-f-]{36}$/);
    await settle(page);
    const caseId = /\/cases\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await expectStatus(page, 'neu');
    await axeCheck(page, label('client case, new'));
    await markDocument(page);

    // Both experts' inboxes hold the open request.
    expect(await inboxIds(request, other)).toContain(caseId);
    const expertPage = await openAsOtherPerson(browser, testInfo, language);
    await signInExpert(expertPage, expert, language);
    const inboxItem = expertPage.getByTestId('inbox-item').filter({ hasText: marker });
    await expect(inboxItem).toBeVisible();
    // Before acceptance the contact address is not revealed.
    await expect(expertPage.getByTestId('inbox')).not.toContainText(guestEmail);
    await axeCheck(expertPage, label('expert inbox with the request'));
    // The other expert watches the inbox in a browser (German run): the request leaves it live.
    const otherPage = language === 'de' ? await openAsOtherPerson(browser, testInfo, language) : null;
    if (otherPage) {
      await signInExpert(otherPage, other, language);
      await expect(otherPage.getByTestId('inbox-item').filter({ hasText: marker })).toBeVisible();
    }

    await inboxItem.getByTestId('accept-case').click();
    await openOwnCase(expertPage, marker);
    await expectStatus(expertPage, 'angenommen');
    await expect(expertPage.getByTestId('case-contact')).toContainText(guestEmail);
    await axeCheck(expertPage, label('expert case, accepted'));

    // The client sees the acceptance without a reload.
    await expectStatus(page, 'angenommen');
    await axeCheck(page, label('client case, accepted'));

    // The other expert never sees the taken request again: not in the inbox, not by its address.
    if (otherPage) {
      await expect(otherPage.getByTestId('inbox-item').filter({ hasText: marker })).toHaveCount(0);
      await otherPage.context().close();
    }
    expect(await inboxIds(request, other)).not.toContain(caseId);
    await callAs(request, other, 'GET', `/cases/${caseId}`, undefined, 404);

    // The expert proposes the first appointment: it waits for the client (live on the open page).
    const slot = await futureSlot(expertPage, 3, '10:00');
    await expertPage.getByRole('button', { name: t.addAppointment }).click();
    const meetingLink = `https://meet.example.com/${marker.replace(/\s+/g, '-').toLowerCase()}`;
    await fillAppointment(expertPage, language, slot, meetingLink);
    await axeCheck(expertPage, label('appointment form'));
    await expertPage.getByTestId('appointment-form').getByRole('button', { name: t.create }).click();
    await expect(expertPage.getByTestId('appointment-card')).toHaveCount(1);
    await expect(expertPage.getByTestId('appointment-proposed')).toBeVisible();
    await expectStatus(expertPage, 'angenommen');
    const answer = page.getByTestId('appointment-answer');
    await expect(answer).toBeVisible();
    await axeCheck(page, label('client case, appointment proposed'));
    // The client confirms: "terminiert" on both sides, the expert's page without a reload.
    await answer.getByRole('button', { name: t.confirm }).click();
    await expectStatus(page, 'terminiert');
    await expectStatus(expertPage, 'terminiert');
    await expect(expertPage.getByTestId('appointment-proposed')).toHaveCount(0);
    const clientAppointment = page.getByTestId('appointment-card');
    await expect(clientAppointment).toHaveCount(1);
    // The meeting link is on the client's card.
    await expect(clientAppointment.locator(`a[href="${meetingLink}"]`)).toBeVisible();

    // Only now both get a mail with the calendar file: one event, its UID from the appointment, SEQUENCE 1.
    const detail = await callAs<CaseDetail>(request, expert, 'GET', `/cases/${caseId}`);
    const appointmentId = detail.appointments[0]!.id;
    for (const recipient of [guestEmail, expert.email]) {
      const found = await waitForCalendarMail(
        request,
        recipient,
        ({ event }) => event.uid.includes(appointmentId) && event.sequence === 1,
        `the invitation (UID ${appointmentId}, SEQUENCE 1)`,
      );
      expect(found.calendar.method).toBe('REQUEST');
      expect(found.calendar.events).toHaveLength(1);
      expect(found.event.start.toISOString()).toBe(slot.instant.toISOString());
      expect(found.event.end?.getTime()).toBe(slot.instant.getTime() + 60 * 60_000);
      expect(found.event.location ?? found.calendar.raw).toContain(meetingLink);
    }

    // Messages both ways, each appearing on the other side without a reload.
    const thread = (target: Page) => target.getByTestId('message-thread');
    await thread(expertPage).getByTestId('message-input').fill(t.expertMessage);
    await thread(expertPage).getByTestId('message-send').click();
    await expect(thread(expertPage).getByTestId('message-item').filter({ hasText: t.expertMessage })).toHaveCount(1);
    await expect(thread(page).getByTestId('message-item').filter({ hasText: t.expertMessage })).toBeVisible();
    await axeCheck(page, label('client case, scheduled, message from the expert'));
    await thread(page).getByTestId('message-input').fill(t.clientAnswer);
    await thread(page).getByTestId('message-send').click();
    await expect(thread(expertPage).getByTestId('message-item').filter({ hasText: t.clientAnswer })).toBeVisible();
    await axeCheck(expertPage, label('expert case, scheduled, answer from the client'));

    // The expert moves the appointment: back to the client, who confirms the new time; the same
    // UID again (SEQUENCE 2 withdraws the old time, 3 sets the new one), to both.
    const moved = await futureSlot(expertPage, 3, '11:30');
    await expertPage.getByTestId('appointment-card').getByRole('button', { name: t.edit }).click();
    await fillAppointment(expertPage, language, moved);
    await expertPage.getByTestId('appointment-form').getByRole('button', { name: t.save }).click();
    await expect(expertPage.getByTestId('appointment-form')).toHaveCount(0);
    await page.getByTestId('appointment-answer').getByRole('button', { name: t.confirm }).click();
    await expectStatus(expertPage, 'terminiert');
    for (const recipient of [guestEmail, expert.email]) {
      const update = await waitForCalendarMail(
        request,
        recipient,
        ({ event }) => event.uid.includes(appointmentId) && event.sequence === 3,
        `the update (UID ${appointmentId}, SEQUENCE 3)`,
      );
      expect(update.calendar.method).toBe('REQUEST');
      expect(update.event.start.toISOString()).toBe(moved.instant.toISOString());
    }

    // Closing with an outcome; the client reads it on the open page.
    const closeForm = expertPage.getByTestId('close-case-form');
    await closeForm.getByLabel(t.outcomeLabel, { exact: true }).fill(t.outcome);
    await closeForm.getByRole('button', { name: t.close }).click();
    await expectStatus(expertPage, 'abgeschlossen');
    await axeCheck(expertPage, label('expert case, closed'));
    await expectStatus(page, 'abgeschlossen');
    await expect(page.getByTestId('case-outcome')).toContainText(t.outcome);
    await axeCheck(page, label('client case, closed'));
    await expectSameDocument(page);
    await expertPage.context().close();

    // Someone without the guest's token gets the not-found state, not the case.
    const stranger = await openAsOtherPerson(browser, testInfo, language);
    await gotoAndSettle(stranger, withLang(`/cases/${caseId}`, language));
    await expect(stranger.getByTestId('case-not-found')).toBeVisible();
    await expect(stranger.getByText(marker)).toHaveCount(0);
    await axeCheck(stranger, label('case not found, anonymous'));
    await stranger.context().close();
  });
}

// Every page state once more in the combinations the journeys leave out (German on mobile, English
// on desktop), set up quickly through the api: a request addressed to the expert directly.
for (const { language, project } of sweepRuns) {
  test(`page states of a case for client and expert pass axe (${language}, ${project})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `this sweep runs on ${project}`);
    // Every page state of client and expert with an axe scan each: 1.7 min alone at load 15.
    test.setTimeout(240_000);
    const t = texts[language];
    const marker = `E2E axe ${language} ${Date.now().toString(36)}`;
    const label = (state: string) => `${state} (${language}, ${project})`;

    const expert: ApprovedExpert = await createApprovedExpert(request, {
      label: 'case-axe-expert',
      displayName: `Erika Beispiel ${marker}`,
      language,
      profile: matchingProfile,
    });
    const guest = await createGuestSession(request, {
      email: uniqueEmail('case-axe-guest'),
      firstName: 'Ada',
      language,
    });
    const newRequest = (suffix: string) =>
      callAs<{ request?: { id: string }; id?: string }>(request, guest, 'POST', '/expert-requests', {
        topic: `${marker} ${suffix}`,
        summary: `${texts[language].firstMessage} (${marker})`,
        lang: language,
        focus: 'co_founder',
        format: 'online',
        availability: language === 'de' ? 'Abends unter der Woche' : 'Weekday evenings',
        expert_id: expert.userId,
        mail_lang: language,
        consent: true,
      }).then((created) => (created.request?.id ?? created.id)!);
    const [caseId, declinedId, cancelledId] = await Promise.all([
      newRequest('main'),
      newRequest('declined'),
      newRequest('cancelled'),
    ]);
    await callAs(request, expert, 'POST', `/cases/${declinedId}/decline`, {
      reason:
        language === 'de' ? 'Ich bin in den nächsten Wochen ausgebucht.' : 'I am fully booked for the next weeks.',
    });
    await callAs(request, guest, 'POST', `/cases/${cancelledId}/cancel`, {});

    await seedGuestSession(page, guest);
    const clientCase = async (id: string, status: CaseStatus, state: string) => {
      await gotoAndSettle(page, withLang(`/cases/${id}`, language));
      await expectStatus(page, status);
      await axeCheck(page, label(`client case, ${state}`));
    };
    await gotoAndSettle(page, withLang('/dashboard', language));
    await expect(page.getByTestId('cases-widget-item').filter({ hasText: marker })).toHaveCount(3);
    await axeCheck(page, label('dashboard with new, declined and cancelled requests'));
    await clientCase(caseId, 'neu', 'new');
    await clientCase(declinedId, 'abgelehnt', 'declined');
    await expect(page.getByTestId('case-decline-reason')).toBeVisible();
    await clientCase(cancelledId, 'storniert', 'cancelled');

    const expertPage = await openAsOtherPerson(browser, testInfo, language);
    await signInExpert(expertPage, expert, language);
    await expect(expertPage.getByTestId('inbox-item').filter({ hasText: marker })).toHaveCount(1);
    await axeCheck(expertPage, label('expert inbox, a request addressed to the expert'));
    await gotoAndSettle(expertPage, withLang(`/expert-portal/cases/${caseId}`, language));
    await expect(expertPage.getByTestId('accept-case')).toBeVisible();
    await axeCheck(expertPage, label('expert case, new'));

    await callAs(request, expert, 'POST', `/cases/${caseId}/accept`);
    await gotoAndSettle(expertPage, withLang(`/expert-portal/cases/${caseId}`, language));
    await expectStatus(expertPage, 'angenommen');
    // The appointment form with its field errors (sent empty).
    await expertPage.getByRole('button', { name: t.addAppointment }).click();
    const form = expertPage.getByTestId('appointment-form');
    await form.getByRole('button', { name: t.create }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await axeCheck(expertPage, label('appointment form with errors'));
    await clientCase(caseId, 'angenommen', 'accepted');
    // Away from the case (an open case page reads new messages at once, live).
    await gotoAndSettle(page, withLang('/dashboard', language));

    const slot = await futureSlot(page, 5, '09:30');
    await callAs(request, expert, 'POST', `/cases/${caseId}/appointments`, {
      starts_at: slot.instant.toISOString(),
      duration_minutes: 90,
      kind: 'online',
      location: 'https://meet.example.com/e2e-axe',
      note: language === 'de' ? 'Bitte 5 Minuten vorher einwählen.' : 'Please dial in 5 minutes early.',
    });
    const proposed = await callAs<CaseDetail>(request, guest, 'GET', `/cases/${caseId}`);
    await callAs(request, guest, 'POST', `/cases/${caseId}/appointments/${proposed.appointments[0]!.id}/answer`, {
      answer: 'confirm',
    });
    await callAs(request, expert, 'POST', `/cases/${caseId}/messages`, { body: t.expertMessage });
    await callAs(request, guest, 'POST', `/cases/${caseId}/messages`, { body: t.clientAnswer });
    await callAs(request, expert, 'POST', `/cases/${caseId}/messages`, { body: t.expertMessage });
    // The dashboard counts the expert's two unread messages until the client opens the case.
    await gotoAndSettle(page, withLang('/dashboard', language));
    const mainItem = page.getByTestId('cases-widget-item').filter({ hasText: `${marker} main` });
    await expect(mainItem).toHaveAttribute('data-status', 'terminiert');
    await expect(mainItem.getByTestId('unread-badge')).toContainText('2');
    await axeCheck(page, label('dashboard with a scheduled case and unread messages'));
    await clientCase(caseId, 'terminiert', 'scheduled, with messages');
    await expect(page.getByTestId('appointment-card')).toHaveCount(1);
    await expect(page.getByTestId('message-item')).toHaveCount(3);
    await gotoAndSettle(expertPage, withLang('/expert-portal/cases', language));
    await expect(expertPage.getByTestId('case-item').filter({ hasText: marker })).toHaveCount(1);
    await axeCheck(expertPage, label('expert cases with a scheduled case'));
    await gotoAndSettle(expertPage, withLang(`/expert-portal/cases/${caseId}`, language));
    await expect(expertPage.getByTestId('message-item')).toHaveCount(3);
    await expect(expertPage.getByTestId('case-notes')).toBeVisible();
    await axeCheck(expertPage, label('expert case, scheduled, with messages and notes'));

    await callAs(request, expert, 'POST', `/cases/${caseId}/close`, { outcome: t.outcome });
    await clientCase(caseId, 'abgeschlossen', 'closed');
    await gotoAndSettle(page, withLang('/dashboard', language));
    await expect(page.getByTestId('cases-widget-item').filter({ hasText: `${marker} main` })).toHaveAttribute(
      'data-status',
      'abgeschlossen',
    );
    await axeCheck(page, label('dashboard with a closed case'));
    await gotoAndSettle(expertPage, withLang(`/expert-portal/cases/${caseId}`, language));
    await expectStatus(expertPage, 'abgeschlossen');
    await axeCheck(expertPage, label('expert case, closed'));
    await expertPage.context().close();
  });
}
