// The advisor summary mail: both languages with the mail frame's greeting and signature, every
// part of the summary, the user's own words escaped in the HTML and kept on one subject line.
import { renderMail } from './templates';

const summary = {
  situation: 'Tom entscheidet <b>allein</b> über Einstellungen.',
  interests: ['Mitsprache bei großen Entscheidungen'],
  options: ['Entscheidungsregeln festlegen', 'Wöchentliches Gründer-Meeting'],
  next_steps: ['Gespräch mit Tom vorbereiten', 'Konfliktanalyse machen'],
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('advisor summary mail', () => {
  it('says everything in German with greeting, signature and a link back', () => {
    const mail = renderMail({
      kind: 'advisor_summary',
      lang: 'de',
      title: 'Tom\nund ich',
      summary,
      link: 'http://localhost:3000/chat-advisor',
    });
    expect(mail.subject).toBe('Deine Zusammenfassung: Tom und ich');
    expect(mail.text).toMatch(/^Hallo,/);
    expect(mail.text).toContain('Nächste Schritte');
    for (const part of [summary.situation, ...summary.interests, ...summary.options, ...summary.next_steps]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain('http://localhost:3000/chat-advisor');
    expect(mail.html).toContain('&lt;b&gt;allein&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>allein</b>');
    expect(mail.html).toContain('lang="de"');
  });

  it('says it in English, and names what is missing', () => {
    const mail = renderMail({
      kind: 'advisor_summary',
      lang: 'en',
      title: 'Meetings',
      summary: { ...summary, interests: [], options: [] },
      link: 'http://localhost:3000/chat-advisor',
    });
    expect(mail.subject).toBe('Your summary: Meetings');
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain('Next steps');
    expect(mail.text).toContain('Nothing named yet.');
    expect(mail.html).toContain('Continue the conversation');
  });
});
