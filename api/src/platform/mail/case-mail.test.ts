import { caseMailEvents, type CaseMailInput } from './case-mail';
import { renderMail } from './templates';

const base = {
  kind: 'case_mail',
  topic: 'Streit <b>über</b>\nRollen',
  name: 'Dr. Anna "A" Beispiel',
  reason: 'Keine Zeit <script>alert(1)</script>\nbis März',
  link: 'http://localhost:3000/cases/1?x=<y>',
} as const;

describe('case mails', () => {
  it('exist for every event in German and English, naming the case, with the link and a one-line subject', () => {
    for (const event of caseMailEvents) {
      for (const lang of ['de', 'en'] as const) {
        const mail = renderMail({ ...base, lang, event, count: 2 } satisfies CaseMailInput);
        expect(mail.subject).toContain('Streit <b>über</b> Rollen');
        expect(mail.subject).not.toContain('\n');
        expect(mail.text).toMatch(lang === 'de' ? /^Hallo,/ : /^Hello,/);
        expect(mail.text).toContain(base.link);
        expect(mail.html).toContain(`lang="${lang}"`);
      }
    }
  });

  it('quote the reason or outcome where the event has one, escaped in HTML', () => {
    const declined = renderMail({ ...base, lang: 'de', event: 'declined' });
    expect(declined.subject).toBe('Deine Anfrage „Streit <b>über</b> Rollen“ wurde abgelehnt');
    expect(declined.text).toContain('Begründung:\nKeine Zeit <script>alert(1)</script>\nbis März');
    expect(declined.text).toContain('Dr. Anna "A" Beispiel kann deine Anfrage leider nicht übernehmen.');
    expect(declined.html).toContain('Keine Zeit &lt;script&gt;alert(1)&lt;/script&gt;<br>bis März');
    expect(declined.html).not.toContain('<script>');
    expect(declined.html).toContain('href="http://localhost:3000/cases/1?x=&lt;y&gt;"');
    expect(declined.html).toContain('Dr. Anna &quot;A&quot; Beispiel');

    const closed = renderMail({ ...base, lang: 'en', event: 'closed' });
    expect(closed.text).toContain('Closing note:');
    // Messages and new requests carry no reason even when one is passed.
    const messages = renderMail({ ...base, lang: 'en', event: 'client_messages', count: 3 });
    expect(messages.text).toContain('has written you 3 messages you have not read yet.');
    expect(messages.text).not.toContain('Keine Zeit');
  });

  it('name someone when the other side has no name', () => {
    const toClient = renderMail({ ...base, name: null, lang: 'de', event: 'accepted' });
    expect(toClient.text).toContain('Deine Expertin oder dein Experte hat deine Anfrage angenommen');
    const toExpert = renderMail({ ...base, name: '  ', lang: 'en', event: 'new_request' });
    expect(toExpert.text).toContain('Your client has asked you directly for support.');
    const one = renderMail({ ...base, lang: 'de', event: 'expert_messages', count: 1 });
    expect(one.text).toContain('hat dir eine Nachricht geschrieben');
  });
});
