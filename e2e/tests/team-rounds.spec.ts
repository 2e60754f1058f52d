// Team rounds of the conflict analysis (issue #14), end to end against the real api, mail and
// realtime: an owner starts a round, gets the link and the QR code and invites one address by
// mail; three members answer in their own browser contexts (one on a phone, one through the
// mailed invitation, one through the link); the owner's open page shows the progress and, at the
// third answer, the result without a reload (realtime, or its 15 s fallback). The owner shares the
// read-only result, closes the round (a later answer is refused) and deletes it (every link is
// then not found). The mailed invitation works once. Axe scans every state.
//
// Cost: the journey runs once per language (German: a guest on desktop; English: a signed-in user
// on mobile); the other two combinations scan every state set up through the api (`page states`).
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { createConfirmedUser, password } from '../support/accounts';
import { gotoAndSettle, settle, sweepRuns, withLang, type Language } from '../support/app';
import { answerAll } from '../support/assessment';
import { axeCheck } from '../support/axe';
import { createGuestSession, seedGuestSession } from '../support/cases';
import { uniqueEmail, waitForMail } from '../support/inbox';
import {
  answerOnPage,
  answerSet,
  callAsOwner,
  createRound,
  getRound,
  invitationLink,
  invitationState,
  memberAnswers,
  openMember,
  pathOf,
  sendAnswersOnPage,
  signedInUser,
  startQuestionnaire,
  submitAnswers,
  submitAnswersAsAccount,
  submitAnswersAsOwner,
  waitForInvitation,
  type Owner,
  type RoundView,
} from '../support/team-rounds';

const signInTexts = {
  de: { form: 'Anmelden', email: 'E-Mail-Adresse', password: 'Passwort', signIn: 'Anmelden' },
  en: { form: 'Sign in', email: 'Email address', password: 'Password', signIn: 'Sign in' },
} as const;

/** Marks the document; `expectSameDocument` proves later that nothing reloaded it. */
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

/** A button whose confirmation dialog (`<dialog>`, test id `dialogTestId`) has the confirming button last. */
async function clickConfirmed(page: Page, button: Locator, dialogTestId: string): Promise<void> {
  await button.click();
  const dialog = page.getByTestId(dialogTestId);
  await expect(dialog).toBeVisible();
  await axeCheck(page, `${dialogTestId} (${page.url()})`);
  await dialog.getByRole('button').last().click();
  await expect(dialog).toHaveCount(0);
}

const progress = (page: Page) => page.getByTestId('team-round-progress');
const unavailable = (page: Page) => page.getByTestId('team-answer-unavailable');

/** The progress texts of the owner page: below the threshold, and the result's basis above it. */
const progressTexts = {
  de: {
    below: (count: number) => `${count} von mindestens 3 Antworten`,
    basis: (count: number) => `Das Ergebnis beruht auf ${count} Antworten.`,
  },
  en: {
    below: (count: number) => `${count} of at least 3 answers`,
    basis: (count: number) => `The result is based on ${count} answers.`,
  },
} as const;

const journeys: { language: Language; project: string; owner: 'guest' | 'user' }[] = [
  { language: 'de', project: 'desktop', owner: 'guest' },
  { language: 'en', project: 'mobile', owner: 'user' },
];

for (const { language, project, owner: ownerKind } of journeys) {
  test(`a ${ownerKind} runs a team round: link, QR code, mailed invitation, three members, result live, share, close, delete (${language}, ${project})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on ${project}`);
    // Four people, three full questionnaires, mails and realtime on a busy machine.
    test.setTimeout(240_000);
    const label = (state: string) => `${state} (${language}, ${project})`;
    const texts = progressTexts[language];
    const teamName = `E2E Team ${language} ${Date.now().toString(36)}`;
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const sameDevice = { viewport: viewport ?? null, isMobile, hasTouch, deviceScaleFactor };

    // The owner: a guest (German) or a signed-in user (English).
    let owner: Owner;
    let ownerEmail: string;
    if (ownerKind === 'guest') {
      ownerEmail = uniqueEmail('team-owner-guest');
      const guest = await createGuestSession(request, { email: ownerEmail, firstName: 'Ada', language });
      await seedGuestSession(page, guest);
      owner = guest;
      await gotoAndSettle(page, withLang('/dashboard', language));
    } else {
      ownerEmail = await createConfirmedUser(request, 'team-owner-user');
      owner = signedInUser(request, ownerEmail);
      const t = signInTexts[language];
      await page.goto(withLang('/auth', language));
      const form = page.getByRole('form', { name: t.form });
      await form.getByLabel(t.email).fill(ownerEmail);
      await form.getByLabel(t.password, { exact: true }).fill(password);
      await form.getByRole('button', { name: t.signIn }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await settle(page);
    }

    // The way in: the dashboard's widget (guest) or the analysis intro's team card (user).
    if (ownerKind === 'guest') {
      const widget = page.getByTestId('team-rounds-widget');
      await expect(widget).toBeVisible();
      await axeCheck(page, label('dashboard without rounds'));
      await widget.locator('a[href="/team-rounds/new"]').first().click();
    } else {
      await gotoAndSettle(page, withLang('/assessment/conflict-analysis', language));
      await page.locator('main a[href="/team-rounds/new"]').first().click();
    }
    await expect(page).toHaveURL(/\/team-rounds\/new/);
    await settle(page);
    const form = page.getByTestId('team-round-form');
    await expect(form).toBeVisible();
    await axeCheck(page, label('start form'));
    // The team name is the form's first field.
    await form.getByRole('textbox').first().fill(teamName);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/team-rounds\/[0-9a-f-]{36}$/);
    await settle(page);
    const roundId = /\/team-rounds\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    let round: RoundView = await getRound(request, owner, roundId);
    expect(round.team_name).toBe(teamName);

    // The owner page below the threshold: progress, the link, the QR code, nothing of a result.
    await expect(progress(page)).toContainText(texts.below(0));
    await expect(page.getByTestId('team-result-pending')).toBeVisible();
    await expect(page.getByTestId('team-result')).toHaveCount(0);
    await expect(page.getByTestId('team-round-link')).toHaveValue(round.link.url);
    expect(pathOf(round.link.url)).toBe(`/team/${round.link.code}`);
    const qr = page.getByTestId('team-round-qr');
    await expect(qr).toBeVisible();
    const qrImage = qr
      .locator('img')
      .or(qr.and(page.locator('img')))
      .first();
    await expect(qrImage).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect((await qrImage.getAttribute('alt'))?.trim()).toBeTruthy();
    await axeCheck(page, label('owner page, no answers'));
    await markDocument(page);

    // One mailed invitation, in the round's language.
    const inviteeEmail = uniqueEmail('team-invitee');
    const inviteForm = page.getByTestId('team-round-invite-form');
    await inviteForm.locator('textarea').fill(inviteeEmail);
    await inviteForm.locator('button[type="submit"]').click();
    await expect(page.getByTestId('team-round-invite-result')).toBeVisible();
    await expect
      .poll(async () => (await getRound(request, owner, roundId)).invitations)
      .toEqual({ sent: 1, pending: 1 });
    const invitation = invitationLink(await waitForInvitation(request, inviteeEmail));
    expect(invitation.code).not.toBe(round.link.code);
    // The owner never sees the address again.
    await expect(page.locator('main')).not.toContainText(inviteeEmail);
    await axeCheck(page, label('owner page, one invitation sent'));

    // Member 1 on a phone, through the link.
    const phone = await openMember(browser, language, 'phone');
    await gotoAndSettle(phone, pathOf(round.link.url));
    await expect(phone.getByTestId('team-answer-intro')).toContainText(teamName);
    await axeCheck(phone, label('member intro on a phone'));
    await answerOnPage(phone, memberAnswers(2));
    await sendAnswersOnPage(phone);
    // The member's own result stays in this browser only, keyed by the round.
    expect(await phone.evaluate((id) => localStorage.getItem(`cc.teamRound.own.${id}`), roundId)).toBeTruthy();
    await phone.context().close();
    // Through the link without an account: in the result, not counted towards the threshold.
    await expect(page.getByTestId('team-round-uncounted')).toBeVisible({ timeout: 25_000 });
    await expect(progress(page)).toContainText(texts.below(0));

    // Member 2 through the mailed invitation.
    const invitee = await openMember(browser, language, sameDevice);
    await gotoAndSettle(invitee, pathOf(invitation.url));
    await answerOnPage(invitee, memberAnswers(4));
    await sendAnswersOnPage(invitee);
    // One counted answer: below the threshold, on the page and through the api.
    await expect(progress(page)).toContainText(texts.below(1), { timeout: 25_000 });
    await expect(page.getByTestId('team-result-pending')).toBeVisible();
    await expect(page.getByTestId('team-result')).toHaveCount(0);
    const below = await callAsOwner<{ answered: number; result: unknown }>(
      request,
      owner,
      'GET',
      `/team-rounds/${roundId}/result`,
    );
    expect(below).toMatchObject({ answered: 2, result: null });
    await axeCheck(page, label('owner page, two answers (below the threshold)'));
    // A signed-in member through the link counts: two of three.
    expect(await submitAnswersAsAccount(request, round.link.code, answerSet(2), language)).toMatchObject({
      counted: true,
    });
    await expect(progress(page)).toContainText(texts.below(2), { timeout: 25_000 });

    // The mailed invitation works once: its browser is told it answered, any other that it was
    // used, and the api refuses another answer set.
    await gotoAndSettle(invitee, pathOf(invitation.url));
    await expect(invitee.getByTestId('team-answer-done')).toBeVisible();
    await axeCheck(invitee, label('member, answered before'));
    await invitee.context().close();
    const visitor = await openMember(browser, language, sameDevice);
    await gotoAndSettle(visitor, pathOf(invitation.url));
    await expect(unavailable(visitor)).toHaveAttribute('data-reason', 'used');
    await axeCheck(visitor, label('member, invitation already used'));
    expect(await invitationState(request, invitation.code)).toBe('used');
    expect(await submitAnswers(request, invitation.code, answerSet(3), language, 409)).toMatchObject({
      code: 'team_invitation_used',
    });

    // The owner answers too, in a second tab of their own browser, through the link: their answer
    // is marked as the owner's, counted once, and the open page shows the result without a reload.
    const member = await page.context().newPage();
    await gotoAndSettle(member, withLang(pathOf(round.link.url), language));
    await axeCheck(member, label('member intro'));
    await answerOnPage(member, memberAnswers(3));
    await axeCheck(member, label('questionnaire, last step'));
    await sendAnswersOnPage(member);
    await expect(member.getByTestId('team-answer-owner-note')).toBeVisible();
    await axeCheck(member, label('member done'));
    // Realtime, or at worst the page's 15 s fallback.
    await expect(page.getByTestId('team-result')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('team-result-pending')).toHaveCount(0);
    await expect(progress(page)).toContainText(texts.basis(4));
    // A second answer of the owner is refused, from any browser.
    expect(await submitAnswersAsOwner(request, owner, round.link.code, answerSet(1), language, 409)).toMatchObject({
      code: 'team_round_already_answered',
    });
    await expectSameDocument(page);
    await axeCheck(page, label('owner page with the result'));
    // The owner hears of it by mail, with the round's address.
    await waitForMail(request, ownerEmail, /./, (mail) => mail.text.includes(`/team-rounds/${roundId}`));

    // Sharing: a read-only link a member opens.
    await page.getByTestId('team-round-share').click();
    await expect.poll(async () => (await getRound(request, owner, roundId)).share?.url ?? null).not.toBeNull();
    round = await getRound(request, owner, roundId);
    const sharedPath = pathOf(round.share!.url);
    expect(sharedPath).toMatch(/^\/team-results\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('team-round-share-link')).toHaveValue(round.share!.url);
    await axeCheck(page, label('owner page, result shared'));
    await gotoAndSettle(member, sharedPath);
    await expect(member.getByTestId('team-shared-result')).toContainText(teamName);
    await expect(member.getByTestId('team-result')).toBeVisible();
    await expect(member.getByTestId('team-result-own-note')).toBeVisible();
    await axeCheck(member, label('shared result'));
    await member.close();

    // Closing. In the German run someone is still answering: their answers are refused with the
    // closed state (a whole questionnaire costs time, so the English run opens the link after it).
    const answeringWhileClosing = language === 'de';
    if (answeringWhileClosing) {
      await gotoAndSettle(visitor, pathOf(round.link.url));
      await answerOnPage(visitor, memberAnswers(1));
    }
    await clickConfirmed(page, page.getByTestId('team-round-close'), 'team-round-close-dialog');
    await expect(page.getByTestId('team-round-page')).toHaveAttribute('data-status', 'closed');
    await expect(page.getByTestId('team-round-close')).toHaveCount(0);
    await axeCheck(page, label('owner page, round closed'));
    if (answeringWhileClosing) await visitor.getByTestId('assessment-submit').click();
    else await gotoAndSettle(visitor, pathOf(round.link.url));
    await expect(unavailable(visitor)).toHaveAttribute('data-reason', 'closed');
    await axeCheck(visitor, label('member, round closed'));
    expect(await submitAnswers(request, round.link.code, answerSet(3), language, 410)).toMatchObject({
      code: 'team_round_closed',
    });
    expect((await getRound(request, owner, roundId)).answered).toBe(4);

    // Deleting: every address of the round is then not found.
    await clickConfirmed(page, page.getByTestId('team-round-delete'), 'team-round-delete-dialog');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('team-rounds-widget')).not.toContainText(teamName);
    await callAsOwner(request, owner, 'GET', `/team-rounds/${roundId}`, undefined, 404);
    expect(await invitationState(request, round.link.code)).toBeNull();
    await gotoAndSettle(visitor, pathOf(round.link.url));
    await expect(unavailable(visitor)).toHaveAttribute('data-reason', 'unknown');
    await axeCheck(visitor, label('member, round deleted'));
    await gotoAndSettle(visitor, sharedPath);
    await expect(visitor.getByTestId('team-shared-not-found')).toBeVisible();
    await expect(visitor.locator('main')).not.toContainText(teamName);
    await axeCheck(visitor, label('shared result, round deleted'));
    await visitor.context().close();
  });
}

// Every state once more in the combinations the journeys leave out (German on mobile, English on
// desktop), set up through the api; one member answers on the page, the others through the api.
for (const { language, project } of sweepRuns) {
  test(`page states of a team round pass axe (${language}, ${project})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `this sweep runs on ${project}`);
    test.setTimeout(150_000);
    const label = (state: string) => `${state} (${language}, ${project})`;
    const teamName = `E2E Axe ${language} ${Date.now().toString(36)}`;

    // An anonymous visitor on the start form is told why a round needs a guest sign-in or an account.
    await gotoAndSettle(page, withLang('/team-rounds/new', language));
    await expect(page.getByTestId('team-round-form')).toHaveCount(0);
    await expect(page.locator('main a[href^="/auth?next="]').first()).toBeVisible();
    await axeCheck(page, label('start page, anonymous'));

    const guest = await createGuestSession(request, {
      email: uniqueEmail('team-axe-owner'),
      firstName: 'Ada',
      language,
    });
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const member = await openMember(browser, language, {
      viewport: viewport ?? null,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    });
    // The owner in the test's own page, now with the guest.
    const ownerPage = page;
    await seedGuestSession(ownerPage, guest);
    await gotoAndSettle(ownerPage, withLang('/team-rounds/new', language));
    await expect(ownerPage.getByTestId('team-round-form')).toBeVisible();
    await axeCheck(ownerPage, label('start form'));
    // The form's errors (sent empty).
    await ownerPage.getByTestId('team-round-form').locator('button[type="submit"]').click();
    await expect(ownerPage.locator('[aria-invalid="true"]').first()).toBeVisible();
    await axeCheck(ownerPage, label('start form with errors'));

    const round = await createRound(request, guest, {
      team_name: teamName,
      languages: [language],
      mail_lang: language,
    });
    await gotoAndSettle(ownerPage, withLang(`/team-rounds/${round.id}`, language));
    await expect(ownerPage.getByTestId('team-result-pending')).toBeVisible();
    await axeCheck(ownerPage, label('owner page, no answers'));
    await gotoAndSettle(ownerPage, withLang('/dashboard', language));
    await expect(ownerPage.getByTestId('team-rounds-widget')).toContainText(teamName);
    await axeCheck(ownerPage, label('dashboard with a round'));

    // A member on the page: intro, a question step, the last step, done.
    await gotoAndSettle(member, withLang(pathOf(round.link.url), language));
    await expect(member.getByTestId('team-answer-intro')).toBeVisible();
    await axeCheck(member, label('member intro'));
    await startQuestionnaire(member);
    await expect(member.locator('[data-testid^="question-"]').first()).toBeVisible();
    await axeCheck(member, label('questionnaire, first step'));
    await answerAll(member, 3);
    await sendAnswersOnPage(member);
    await axeCheck(member, label('member done'));

    // Three more through the api, each a distinct person's (two accounts, the owner): the result exists.
    await submitAnswersAsAccount(request, round.link.code, answerSet(2), language);
    await submitAnswersAsAccount(request, round.link.code, answerSet(5), language);
    await submitAnswersAsOwner(request, guest, round.link.code, answerSet(4), language);
    await gotoAndSettle(ownerPage, withLang(`/team-rounds/${round.id}`, language));
    await expect(ownerPage.getByTestId('team-result')).toBeVisible();
    await axeCheck(ownerPage, label('owner page with the result'));

    // The shared result, below and above the threshold.
    const shared = await callAsOwner<RoundView>(request, guest, 'POST', `/team-rounds/${round.id}/share`, {
      shared: true,
    });
    await gotoAndSettle(member, withLang(pathOf(shared.share!.url), language));
    await expect(member.getByTestId('team-result')).toBeVisible();
    // This browser answered: its own scores next to the team's.
    await expect(member.getByTestId('team-result-own-note')).toBeVisible();
    await axeCheck(member, label('shared result with the own comparison'));
    const fresh = await createRound(request, guest, {
      team_name: `${teamName} 2`,
      languages: [language],
      link_max_uses: 1,
    });
    const freshShared = await callAsOwner<RoundView>(request, guest, 'POST', `/team-rounds/${fresh.id}/share`, {
      shared: true,
    });
    await gotoAndSettle(member, withLang(pathOf(freshShared.share!.url), language));
    await expect(member.getByTestId('team-result-pending')).toBeVisible();
    await axeCheck(member, label('shared result below the threshold'));

    // The unavailable states: a used-up link, a closed round, an unknown code (seen from the
    // owner's browser, which did not answer: the member's own browser says it answered instead).
    await submitAnswers(request, fresh.link.code, answerSet(3), language);
    await gotoAndSettle(ownerPage, withLang(pathOf(fresh.link.url), language));
    await expect(unavailable(ownerPage)).toHaveAttribute('data-reason', 'exhausted');
    await axeCheck(ownerPage, label('member, link used up'));
    await callAsOwner(request, guest, 'POST', `/team-rounds/${round.id}/close`);
    await gotoAndSettle(ownerPage, withLang(pathOf(round.link.url), language));
    await expect(unavailable(ownerPage)).toHaveAttribute('data-reason', 'closed');
    await axeCheck(ownerPage, label('member, round closed'));
    await gotoAndSettle(ownerPage, withLang('/team/unknown-code-e2e-0000', language));
    await expect(unavailable(ownerPage)).toHaveAttribute('data-reason', 'unknown');
    await axeCheck(ownerPage, label('member, unknown link'));
    await gotoAndSettle(member, withLang(pathOf(round.link.url), language));
    await expect(member.getByTestId('team-answer-done')).toBeVisible();
    await axeCheck(member, label('member, answered before'));
    await gotoAndSettle(ownerPage, withLang(`/team-rounds/${round.id}`, language));
    await expect(ownerPage.getByTestId('team-result')).toBeVisible();
    await axeCheck(ownerPage, label('owner page, closed with the result'));

    await member.context().close();
  });
}
