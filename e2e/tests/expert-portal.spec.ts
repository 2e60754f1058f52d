// The expert portal as an expert and an admin use it, against the real api, storage, MFA and
// mail: apply (photo and PDF to /storage/v1), an admin approves from the queue, the expert sets up
// TOTP (codes computed here with otpauth, as an authenticator app would) and reaches the case area;
// a rejection with its reason reaches the expert in the portal and by mail. Every state is
// scanned with axe. Full flows are expensive: German on desktop, English on mobile, the rejection once.
import { expect, test, type Page } from '../support/fixtures';
import { createConfirmedUser, password } from '../support/accounts';
import {
  gotoAndSettle,
  journeyRuns,
  openAsOtherPerson,
  presetLanguage,
  settle,
  withLang,
  type Language,
} from '../support/app';
import { axeCheck } from '../support/axe';
import { type Admin, Authenticator, createAdmin, passChallenge, pdf, png } from '../support/experts';
import { waitForMail } from '../support/inbox';

const texts = {
  de: {
    portal: 'Für Experten',
    apply: 'Jetzt bewerben',
    signInForm: 'Anmelden',
    email: 'E-Mail-Adresse',
    passwordLabel: 'Passwort',
    signIn: 'Anmelden',
    applicationTitle: 'Bewerbung und Profil',
    submit: 'Bewerbung einreichen',
    resubmit: 'Erneut einreichen',
    nameRequired: 'Bitte gib den Namen für dein Profil ein.',
    name: 'Name im Profil',
    title: 'Berufsbezeichnung',
    photo: 'Foto hochladen',
    photoPreview: 'Vorschau deines Profilfotos',
    bio: 'Kurzbeschreibung auf Deutsch',
    focus: 'Konflikte unter Mitgründern',
    language: 'Deutsch',
    format: 'Online',
    fee: 'Honorar pro Stunde in Euro',
    firstTalkFree: 'Das Erstgespräch ist kostenlos',
    qualifications: 'Qualifikationen',
    documents: 'Nachweise hochladen',
    submitted: 'Eingereicht',
    approved: 'Freigegeben',
    rejected: 'Abgelehnt',
    reviewNav: 'Bewerbungen prüfen',
    reviewChallenge: 'um Bewerbungen und Nachweise zu prüfen',
    approve: 'Freigeben',
    reject: 'Ablehnen',
    reason: 'Begründung',
    start: 'Einrichtung starten',
    qrAlt: 'QR-Code zum Einrichten der Zwei-Faktor-Anmeldung in deiner Authenticator-App',
    code: '6-stelliger Code',
    activate: 'Bestätigen und aktivieren',
    confirmCode: 'Code bestätigen',
    codeUsed: 'Dieser Code stimmt nicht oder wurde schon verwendet.',
    signOut: 'Abmelden',
    bioText: 'Ich begleite Gründerteams durch Konflikte um Rollen, Anteile und Entscheidungen.',
    qualificationsText: 'Zertifizierte Mediatorin (130 Stunden, 2024), systemisches Coaching.',
  },
  en: {
    portal: 'For experts',
    apply: 'Apply now',
    signInForm: 'Sign in',
    email: 'Email address',
    passwordLabel: 'Password',
    signIn: 'Sign in',
    applicationTitle: 'Application and profile',
    submit: 'Submit application',
    resubmit: 'Submit again',
    nameRequired: 'Please enter the name for your profile.',
    name: 'Name in your profile',
    title: 'Professional title',
    photo: 'Upload photo',
    photoPreview: 'Preview of your profile photo',
    bio: 'Short bio in English',
    focus: 'Co-founder conflicts',
    language: 'English',
    format: 'Online',
    fee: 'Fee per hour in euros',
    firstTalkFree: 'The first talk is free',
    qualifications: 'Qualifications',
    documents: 'Upload documents',
    submitted: 'Submitted',
    approved: 'Approved',
    rejected: 'Rejected',
    reviewNav: 'Review applications',
    reviewChallenge: 'to review applications and credentials',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason',
    start: 'Start setup',
    qrAlt: 'QR code to set up two-factor sign-in in your authenticator app',
    code: '6-digit code',
    activate: 'Confirm and activate',
    confirmCode: 'Confirm code',
    codeUsed: 'This code is not correct or was already used.',
    signOut: 'Sign out',
    bioText: 'I guide founding teams through conflicts about roles, equity and decisions.',
    qualificationsText: 'Certified mediator (130 hours, 2024), systemic coaching.',
  },
} as const;

type Texts = (typeof texts)[Language];

/** Fills the sign-in form of /auth (where the page already is) and waits until the app moved on. */
async function signIn(page: Page, t: Texts, email: string): Promise<void> {
  const form = page.getByRole('form', { name: t.signInForm });
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.passwordLabel, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.signIn }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

async function signInAt(page: Page, t: Texts, language: Language, email: string, next: string): Promise<void> {
  await gotoAndSettle(page, withLang(`/auth?next=${next}`, language));
  await signIn(page, t, email);
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await settle(page);
}

const statusBadge = (page: Page) => page.getByTestId('application-status').getByTestId('profile-status');

/** Fills every field the review needs and uploads the photo and the PDF. */
async function fillApplication(page: Page, t: Texts, name: string): Promise<void> {
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.title).fill('Mediatorin, Business-Coach');
  await page.getByLabel(t.photo).setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: t.photoPreview })).toBeVisible();
  // The preview is the public object in the avatars bucket, and it really loads.
  await expect
    .poll(() => page.getByRole('img', { name: t.photoPreview }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  await page.getByLabel(t.bio).fill(t.bioText);
  await page.getByRole('checkbox', { name: t.focus }).check();
  await page.getByRole('checkbox', { name: t.language, exact: true }).check();
  await page.getByRole('checkbox', { name: t.format, exact: true }).check();
  await page.getByLabel(t.fee).fill('150');
  await page.getByLabel(t.firstTalkFree).check();
  await page.getByLabel(t.qualifications, { exact: true }).fill(t.qualificationsText);
  await page
    .getByLabel(t.documents)
    .setInputFiles({ name: 'zertifikat-mediation.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('document-item')).toHaveCount(1);
  await expect(page.getByTestId('document-item')).toContainText('zertifikat-mediation.pdf');
}

/**
 * The admin opens the queue from the portal navigation, confirms the sign-in with their second
 * factor (the review needs an aal2 session, as case data does), and opens the expert's application.
 */
async function openApplicationAsAdmin(
  admin: Page,
  t: Texts,
  language: Language,
  account: Admin,
  name: string,
): Promise<void> {
  await admin.getByTestId('portal-nav').getByRole('link', { name: t.reviewNav }).click();
  await settle(admin);
  await expect(admin.getByTestId('totp-challenge')).toContainText(t.reviewChallenge);
  await axeCheck(admin, 'review two-factor challenge');
  await passChallenge(admin, account.authenticator, language);
  await settle(admin);
  const item = admin.getByTestId('review-item').filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await axeCheck(admin, 'review queue');
  await item.getByRole('link', { name }).click();
  await settle(admin);
  await expect(admin.getByTestId('application-detail')).toContainText(name);
}

for (const { language, project } of journeyRuns) {
  test(`apply with a photo and a PDF, an admin approves, two-factor setup, the case area (${language}, ${project})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `this flow runs on ${project}`);
    // Two people, uploads, mails, two-factor setup: a long flow on a busy machine.
    test.setTimeout(240_000);
    const t = texts[language];
    const email = await createConfirmedUser(request, `expert-${language}`);
    const name = `Maria Beispiel ${Date.now()}`;
    await presetLanguage(page, language);

    // A visiting expert reads the overview and applies: sign-in first, then back to the application.
    await gotoAndSettle(page, withLang('/expert-portal', language));
    await expect(page.locator('main h1')).toHaveText(t.portal);
    await axeCheck(page, `overview, visitor (${language})`);
    await page.getByRole('link', { name: t.apply }).click();
    await expect(page).toHaveURL(/\/auth\?next=(\/|%2F)expert-portal(\/|%2F)apply/);
    await settle(page);
    await signIn(page, t, email);
    await expect(page).toHaveURL(/\/expert-portal\/application$/);
    await settle(page);
    await expect(page.locator('main h1')).toHaveText(t.applicationTitle);
    await axeCheck(page, `application, empty (${language})`);

    // Submitting the empty form names what is missing and focuses the first field.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.nameRequired)).toBeVisible();
    await expect(page.getByLabel(t.name)).toBeFocused();
    await axeCheck(page, `application, errors (${language})`);

    await fillApplication(page, t, name);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(statusBadge(page)).toHaveText(t.submitted);
    await expect(page.getByLabel(t.name)).toBeDisabled();
    await axeCheck(page, `application, submitted (${language})`);
    // A reload (deep link) shows the same state from the server.
    await page.reload();
    await settle(page);
    await expect(statusBadge(page)).toHaveText(t.submitted);

    // The admin reviews: the document opens through a signed URL, then approve.
    const adminAccount = await createAdmin(request);
    const admin = await openAsOtherPerson(browser, testInfo, language);
    await signInAt(admin, t, language, adminAccount.email, '/expert-portal');
    await openApplicationAsAdmin(admin, t, language, adminAccount, name);
    const documentLink = admin.getByTestId('application-detail').getByTestId('document-item').getByRole('link');
    const href = await documentLink.getAttribute('href');
    expect(href).toContain('/storage/v1/object/sign/credentials/');
    const download = await request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await axeCheck(admin, `application detail (${language})`);
    await admin.getByRole('radio', { name: t.approve }).check();
    await admin.getByTestId('decision-form').getByRole('button', { name: t.approve }).click();
    await expect(admin.getByTestId('application-detail').getByTestId('profile-status')).toHaveText(t.approved);
    await axeCheck(admin, `application approved (${language})`);
    await admin.context().close();
    await waitForMail(request, email, /ist freigeschaltet|is approved/);

    // The expert now needs two-factor sign-in before any case data.
    await gotoAndSettle(page, '/expert-portal/cases');
    const enroll = page.getByTestId('totp-enroll');
    await expect(enroll).toBeVisible();
    await axeCheck(page, `two-factor setup (${language})`);
    await enroll.getByRole('button', { name: t.start }).click();
    const qrCode = enroll.getByRole('img', { name: t.qrAlt });
    await expect(qrCode).toHaveAttribute('src', /^data:image\/svg\+xml/);
    // The SVG really renders (an unencoded `#` in a data URI would cut it off).
    await expect.poll(() => qrCode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await enroll.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await axeCheck(page, `two-factor QR code (${language})`);
    const authenticator = new Authenticator(secret);
    const firstCode = await authenticator.nextCode();
    await enroll.getByLabel(t.code).fill(firstCode);
    await enroll.getByRole('button', { name: t.activate }).click();
    // The case data: the inbox (other specs' open requests may be in it) and the own cases.
    const caseArea = page.getByTestId('inbox');
    await expect(caseArea).toBeVisible();
    await axeCheck(page, `case area (${language})`);

    // A later sign-in (aal1) asks for a code before the cases; a used code is not taken again.
    // The next code comes from the authenticator, which takes the next time step (one step of
    // skew is accepted) instead of waiting up to 30 s for the period to change.
    await page.evaluate(() => localStorage.clear());
    await signInAt(page, t, language, email, '/expert-portal/cases');
    const challenge = page.getByTestId('totp-challenge');
    await expect(challenge).toBeVisible();
    await axeCheck(page, `two-factor challenge (${language})`);
    await challenge.getByLabel(t.code).fill(firstCode);
    await challenge.getByRole('button', { name: t.confirmCode }).click();
    await expect(challenge.getByText(t.codeUsed)).toBeVisible();
    await challenge.getByLabel(t.code).fill(await authenticator.nextCode());
    await challenge.getByRole('button', { name: t.confirmCode }).click();
    await expect(caseArea).toBeVisible();
  });
}

test('an admin rejects with a reason: the expert reads it in the portal and the mail, revises and submits again', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the rejection runs once (desktop, German)');
  test.setTimeout(180_000);
  const t = texts.de;
  const reason = `Bitte lade den Nachweis über die 130 Ausbildungsstunden hoch (${Date.now()}).`;
  const email = await createConfirmedUser(request, 'expert-rejected');
  const name = `Jonas Muster ${Date.now()}`;
  await presetLanguage(page, 'de');
  await signInAt(page, t, 'de', email, '/expert-portal/application');
  await fillApplication(page, t, name);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(statusBadge(page)).toHaveText(t.submitted);

  const adminAccount = await createAdmin(request);
  const admin = await openAsOtherPerson(browser, testInfo, 'de');
  await signInAt(admin, t, 'de', adminAccount.email, '/expert-portal');
  await openApplicationAsAdmin(admin, t, 'de', adminAccount, name);
  const form = admin.getByTestId('decision-form');
  await form.getByRole('radio', { name: t.reject }).check();
  await form.getByRole('button', { name: t.reject }).click();
  await expect(form.getByLabel(t.reason)).toBeFocused();
  await axeCheck(admin, 'rejection without a reason');
  await form.getByLabel(t.reason).fill(reason);
  await form.getByRole('button', { name: t.reject }).click();
  await expect(admin.getByTestId('application-detail').getByTestId('profile-status')).toHaveText(t.rejected);
  // The queue no longer lists it.
  await admin.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(admin.getByTestId('review-item').filter({ hasText: name })).toHaveCount(0);
  await admin.context().close();

  const mail = await waitForMail(request, email, /Deine Bewerbung als Expert|Your expert application/);
  expect(mail.text).toContain(reason);

  await page.reload();
  await settle(page);
  await expect(statusBadge(page)).toHaveText(t.rejected);
  await expect(page.getByTestId('status-reason')).toContainText(reason);
  await axeCheck(page, 'application rejected');
  await page.getByLabel(t.qualifications, { exact: true }).fill(`${t.qualificationsText} Nachweis ergänzt.`);
  await page.getByRole('button', { name: t.resubmit }).click();
  await expect(statusBadge(page)).toHaveText(t.submitted);
});
