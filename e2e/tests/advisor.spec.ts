// The advisor as a person uses it: the public chat /chat (streamed replies in the message's
// language, kept in the tab, crisis lines at once), the gate of /chat-advisor, and premium
// sessions of a guest and of a signed-in user (reload, summary and its mail, role-play, handoff,
// memory, the dashboard widget, deleting). Every state is checked with axe.
import { expect, test, type Locator, type Page } from '../support/fixtures';
import { createConfirmedUser, signInThroughUi } from '../support/accounts';
import { gotoAndSettle, presetLanguage, storageKeys, withLang, type Language } from '../support/app';
import { axeCheck } from '../support/axe';
import { uniqueEmail, waitForMail } from '../support/inbox';

const texts = {
  de: {
    send: 'Senden',
    more: 'Weitere Aktionen zum Gespräch',
    delete: 'Gespräch löschen',
    confirmDelete: 'Ja, löschen',
    disclosure: 'Du sprichst mit einer KI',
  },
  en: {
    send: 'Send',
    more: 'More conversation actions',
    delete: 'Delete conversation',
    confirmDelete: 'Yes, delete',
    disclosure: 'You are talking to an AI',
  },
} as const;

const messages = (page: Page) => page.getByTestId('chat-message');
const replies = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"]');

/** Types a message and sends it with Enter, then waits until the reply has streamed in completely. */
async function say(page: Page, text: string): Promise<Locator> {
  const before = await replies(page).count();
  const box = page.getByRole('textbox', { name: /Deine Nachricht|Your message/ });
  await box.fill(text);
  await box.press('Enter');
  return waitForReply(page, before);
}

/** The reply after `before` earlier ones, once it has finished streaming. */
async function waitForReply(page: Page, before: number): Promise<Locator> {
  const reply = replies(page).nth(before);
  await expect(reply).toBeVisible();
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  return reply;
}

/** The newest message is really on screen (the chat scrolled to it) and the composer too. */
async function expectLatestInView(page: Page): Promise<void> {
  await expect(messages(page).last()).toBeInViewport();
  await expect(page.getByRole('textbox', { name: /Deine Nachricht|Your message/ })).toBeInViewport();
  await expect(page.getByRole('button', { name: /Zur neuesten Nachricht|Jump to the latest message/ })).toHaveCount(0);
}

/** Deletes the conversation; on the way, Escape on the confirmation gives focus back to the menu's button. */
async function deleteThroughMenu(page: Page, language: Language): Promise<void> {
  const more = page.getByRole('button', { name: texts[language].more });
  const confirm = page.getByTestId('chat-delete-confirm').getByRole('button', { name: texts[language].confirmDelete });
  await more.click();
  await page.getByRole('menuitem', { name: texts[language].delete }).click();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(more).toBeFocused();
  await more.click();
  await page.getByRole('menuitem', { name: texts[language].delete }).click();
  await confirm.click();
}

const german = /\b(du|dir|dein\w*|und|ist|nicht|wie)\b/i;
const english = /\b(you|your|the|and|what|how)\b/i;

for (const language of ['de', 'en'] as const) {
  const other: Language = language === 'de' ? 'en' : 'de';

  test(`public chat (${language}): two turns stream in, the reply follows the message's language, reload keeps it, delete clears it`, async ({
    page,
  }) => {
    // Two turns, two reloads and two accessibility scans on a busy machine.
    test.setTimeout(90_000);
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat', language));
    await expect(page.getByTestId('ai-disclosure')).toContainText(texts[language].disclosure);
    await expect(page.getByTestId('chat-suggestions')).toBeVisible();
    await axeCheck(page, `/chat empty (${language})`);

    const first = await say(
      page,
      language === 'de'
        ? 'Mein Mitgründer und ich streiten seit Wochen über die Verteilung der Anteile.'
        : 'My co-founder and I have been arguing for weeks about how the equity is split.',
    );
    await expect(first).toContainText(language === 'de' ? german : english);
    // The other language than the interface's: the reply follows the message.
    const second = await say(
      page,
      other === 'de'
        ? 'Ich habe schon versucht, mit ihm darüber zu reden, aber er blockt jedes Mal ab.'
        : 'I already tried to talk to him about it, but he shuts down every time.',
    );
    await expect(second).toContainText(other === 'de' ? german : english);
    await expect(second).not.toContainText(other === 'de' ? /\b(you|your)\b/i : /\b(du|dein\w*)\b/i);
    await expect(messages(page)).toHaveCount(4);
    await expectLatestInView(page);
    // The reply was announced to screen readers once it had finished.
    await expect(page.getByTestId('chat-announcer')).not.toBeEmpty();
    await axeCheck(page, `/chat after two turns (${language})`);

    await page.reload();
    await expect(messages(page)).toHaveCount(4);
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('chat')));
    expect(stored.length).toBeGreaterThan(0);

    await deleteThroughMenu(page, language);
    await expect(messages(page)).toHaveCount(0);
    await expect(page.getByTestId('chat-suggestions')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('ai-disclosure')).toBeVisible();
    await expect(messages(page)).toHaveCount(0);
  });

  test(`crisis reply (${language}): the crisis lines at once, no coaching question`, async ({ page }) => {
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat', language));
    const reply = await say(page, language === 'de' ? 'Ich will nicht mehr leben.' : "I don't want to live anymore.");
    await expect(reply).toHaveAttribute('data-kind', 'crisis');
    const help = reply.getByTestId('crisis-help');
    await expect(help).toContainText('0800 111 0 111');
    await expect(help).toContainText('112');
    // No coaching in that turn: the reply asks nothing about the conflict.
    await expect(reply.locator('p').filter({ hasText: /Anteil|Mitgründer|co-founder|equity/i })).toHaveCount(0);
    await axeCheck(page, `/chat crisis reply (${language})`);
  });

  test(`"are you a bot?" and harassment (${language}, phone): a plain answer, help and a human, no joint talk`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the issue asks for this journey on a phone');
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat', language));
    const bot = await say(page, language === 'de' ? 'Bist du ein Mensch oder ein Bot?' : 'Am I talking to a bot?');
    await expect(bot).toContainText(language === 'de' ? 'Ich bin eine KI' : 'I am an AI');
    // The link in the text, once (no second, same-named button below the reply), named as the
    // directory; "talk to an expert" is only the action row's handoff form.
    await expect(bot.locator('a[href="/experts"]')).toBeVisible();
    const directory = language === 'de' ? 'Expertinnen und Experten ansehen' : 'Browse our experts';
    await expect(bot.getByRole('link', { name: directory })).toHaveCount(1);
    const handoff = language === 'de' ? 'Mit Fachleuten sprechen' : 'Talk to an expert';
    await expect(page.getByRole('link', { name: handoff })).toHaveCount(0);
    await expect(page.getByRole('button', { name: handoff })).toHaveCount(1);
    const harassment = await say(
      page,
      language === 'de'
        ? 'Unser Investor kommentiert ständig meinen Körper und hat mich beim Abendessen angefasst.'
        : 'Our investor keeps commenting on my body and grabbed me at the dinner.',
    );
    await expect(harassment).toContainText(language === 'de' ? 'keine Mediation' : 'or mediation');
    await expect(harassment).toContainText(language === 'de' ? '116 016' : '0300 123 1100');
    await expect(harassment.locator('a[href="/experts"]').first()).toBeVisible();
    await expectLatestInView(page);
    await axeCheck(page, `/chat harassment reply (${language})`);
  });

  test(`stated plan (${language}): the coach picks up the user's plan and asks how to open, not when`, async ({
    page,
  }) => {
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat', language));
    await say(
      page,
      language === 'de'
        ? 'Mein Mitgründer und ich streiten ständig über das Marketingbudget.'
        : 'My co-founder and I keep fighting about the marketing budget.',
    );
    const plan =
      language === 'de'
        ? 'Ich werde ihn am Donnerstag nach dem Standup darauf ansprechen'
        : "I'm going to talk to him on Thursday after our standup";
    const reply = await say(page, `${plan}.`);
    // The plan in the user's words, and a question that works with it (the opening), not "when".
    await expect(reply).toContainText(plan);
    await expect(reply).toContainText(language === 'de' ? /Mit welchem ersten Satz/ : /Which first sentence/);
    await expect(reply).not.toContainText(language === 'de' ? /\b(bis wann|Wann)\b/ : /\b(by when|When)\b/);
    await expectLatestInView(page);
  });

  test(`premium gate (${language}): no chat for anonymous visitors; sign-in and guest access lead back`, async ({
    page,
  }) => {
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat-advisor', language));
    const gate = page.getByTestId('premium-gate');
    await expect(gate).toBeVisible();
    await expect(page.getByTestId('chat')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await axeCheck(page, `/chat-advisor gate (${language})`);

    const guest = language === 'de' ? 'Als Gast fortfahren' : /^Continue as (a )?guest$/;
    await gate.getByRole('link', { name: guest }).click();
    const form = page.getByRole('form', { name: guest });
    await form.getByLabel(language === 'de' ? 'Vorname' : /^First name/).fill('Ada');
    await form.getByLabel(language === 'de' ? 'E-Mail-Adresse' : /^Email/).fill(uniqueEmail('gate'));
    await form.getByRole('button', { name: guest }).click();
    await expect(page).toHaveURL(/\/chat-advisor/);
    await expect(page.getByTestId('chat')).toBeVisible();
  });
}

test('premium gate: sign in leads back to /chat-advisor', async ({ page, request }) => {
  const email = await createConfirmedUser(request, 'advisor-gate');
  await gotoAndSettle(page, '/chat-advisor');
  await page.getByTestId('premium-gate').getByRole('link', { name: 'Anmelden' }).click();
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill('Konflikt-2026!');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/chat-advisor/);
  await expect(page.getByTestId('chat')).toBeVisible();
});

/** Continues as a guest through /auth?view=guest (German), which leads back to /chat-advisor. */
async function continueAsGuest(page: Page, email: string): Promise<void> {
  await gotoAndSettle(page, '/chat-advisor');
  await page.getByTestId('premium-gate').getByRole('link', { name: 'Als Gast fortfahren' }).click();
  const form = page.getByRole('form', { name: 'Als Gast fortfahren' });
  await form.getByLabel('Vorname').fill('Ada');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await expect(page).toHaveURL(/\/chat-advisor/);
  await expect(page.getByTestId('chat')).toBeVisible();
}

const premiumActions = (page: Page) => page.getByRole('group', { name: 'Aktionen für dieses Gespräch' });

test('guest premium session: converse, reload, summary and its mail, role-play, handoff, dashboard, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('advisor-guest');
  await continueAsGuest(page, email);
  await expect(page.getByTestId('phase-progress')).toBeVisible();
  await axeCheck(page, '/chat-advisor guest, empty');

  await say(page, 'Mein Mitgründer trifft wichtige Entscheidungen ohne mich, und ich fühle mich übergangen.');
  await say(page, 'Beteiligt sind wir beide, früher waren wir eng befreundet.');
  await expect(page).toHaveURL(/[?&]c=/);
  await expectLatestInView(page);

  // Reload: the conversation is stored on the server and listed.
  await page.reload();
  await expect(messages(page)).toHaveCount(4);
  await page.getByTestId('conversations-panel').locator('summary').click();
  await expect(page.getByTestId('conversation-list').getByRole('button', { name: /öffnen$/ })).toHaveCount(1);
  await page.getByTestId('conversations-panel').locator('summary').click();

  // Summary: a card in the chat, mailed on request.
  await premiumActions(page).getByRole('button', { name: 'Zusammenfassung' }).click();
  const card = page.getByTestId('summary-card');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(card).toContainText('Nächste Schritte');
  await axeCheck(page, '/chat-advisor summary');
  await card.getByRole('button', { name: 'Per E-Mail schicken' }).click();
  await expect(page.getByText('Wir haben dir die Zusammenfassung geschickt.')).toBeVisible();
  const mail = await waitForMail(request, email, /^Deine Zusammenfassung/);
  expect(mail.text).toContain('Nächste Schritte');

  // Role-play: the advisor plays the other side, then gives feedback.
  await premiumActions(page).getByRole('button', { name: 'Gespräch üben' }).click();
  const start = page.getByTestId('roleplay-start');
  await expect(start).toBeVisible();
  await start.getByRole('textbox').fill('Mein Mitgründer Tom; ich will ansprechen, dass er ohne mich entscheidet.');
  const before = await replies(page).count();
  await start.getByRole('button', { name: 'Rollenspiel starten' }).click();
  await waitForReply(page, before);
  const banner = page.getByTestId('roleplay-banner');
  await expect(banner).toBeVisible();
  await say(
    page,
    'Ich fühle mich übergangen, wenn du Entscheidungen allein triffst. Ich wünsche mir, dass wir vorher reden.',
  );
  await axeCheck(page, '/chat-advisor role-play');
  const beforeFeedback = await replies(page).count();
  await banner.getByRole('button', { name: 'Feedback' }).click();
  const feedback = await waitForReply(page, beforeFeedback);
  await expect(page.locator('[data-kind="feedback"]').last()).toBeVisible();
  await expect(feedback).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Handoff: a drafted case summary, edited, consented to, sent: status "Neu".
  await premiumActions(page).getByRole('button', { name: 'Mit Fachleuten sprechen' }).click();
  const form = page.getByTestId('handoff-form');
  await expect(form).toBeVisible();
  const summary = form.getByLabel('Fallbeschreibung');
  await expect(summary).not.toHaveValue('');
  await summary.fill(`${await summary.inputValue()}\nWichtig: Wir wollen die Firma gemeinsam weiterführen.`);
  await axeCheck(page, '/chat-advisor handoff form');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Freigeben und Anfrage senden' }).click();
  const done = page.getByTestId('handoff-done');
  await expect(done).toContainText('Status: Neu');

  // The dashboard lists the request (remote-expert's cases widget) and the conversation.
  await gotoAndSettle(page, '/dashboard');
  await expect(page.getByTestId('cases-widget').getByTestId('cases-widget-item').first()).toContainText('Neu');
  const widget = page.getByTestId('conversations-widget');
  await expect(widget.getByTestId('conversations-widget-list')).toBeVisible();
  await axeCheck(page, '/dashboard with the cases and advisor widgets');

  // Back to the conversation and delete it.
  await gotoAndSettle(page, '/chat-advisor');
  await page.getByTestId('conversations-panel').locator('summary').click();
  await page
    .getByTestId('conversation-list')
    .getByRole('button', { name: /öffnen$/ })
    .click();
  await expect(messages(page).first()).toBeVisible();
  await deleteThroughMenu(page, 'de');
  await expect(messages(page)).toHaveCount(0);
  // The list (in its folded panel) has nothing left.
  await expect(page.getByTestId('conversation-list-empty')).toBeAttached();
});

test('signed-in premium session (English): converse, reload, memory of the summary, forget it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await createConfirmedUser(request, 'advisor-user');
  await signInThroughUi(page, email);
  await page.evaluate((key) => localStorage.setItem(key, 'en'), storageKeys.language);
  await gotoAndSettle(page, '/chat-advisor?lang=en');
  await expect(page.getByTestId('chat')).toBeVisible();

  await say(page, 'My co-founder makes big decisions without me and I feel left out.');
  const reply = await say(page, 'It is the two of us; we used to be close friends.');
  await expect(reply).toContainText(english);
  await page.reload();
  await expect(messages(page)).toHaveCount(4);

  await page
    .getByRole('group', { name: 'Actions for this conversation' })
    .getByRole('button', { name: 'Summary' })
    .click();
  await expect(page.getByTestId('summary-card')).toBeVisible();
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);

  // A new session: the memory shows the earlier one's summary, which can be forgotten.
  await page.getByRole('button', { name: 'New conversation' }).or(page.getByTestId('chat-more')).first().click();
  if (await page.getByRole('menuitem', { name: 'New conversation' }).isVisible()) {
    await page.getByRole('menuitem', { name: 'New conversation' }).click();
  }
  await expect(messages(page)).toHaveCount(0);
  const memory = page.getByTestId('memory-details');
  await memory.locator('summary').click();
  const forget = memory.getByRole('button', { name: /^Forget “/ }).first();
  await expect(forget).toBeVisible();
  await axeCheck(page, '/chat-advisor memory');
  await forget.click();
  await expect(memory.getByTestId('memory-empty')).toBeVisible();
});
