import { renderMail } from './templates';

const teamName = 'Team <b>"Süd"</b>\nund Nord';
const link = 'http://localhost:3000/team/abc_DEF-123?x=<y>';
const deadline = new Date('2031-03-14T16:30:00Z');

describe('team round mails', () => {
  it('invite in German and English: the team, 5 minutes, anonymity and the threshold, the deadline, the link', () => {
    const de = renderMail({ kind: 'team_round_invite', lang: 'de', teamName, link, deadline });
    expect(de.subject).toBe('Einladung zu einer Teamrunde');
    expect(de.text).toContain('Teamrunde „Team <b>"Süd"</b> und Nord“ teilzunehmen');
    expect(de.text).toMatch(/^Hallo,/);
    expect(de.text).toContain('etwa 5 Minuten');
    expect(de.text).toContain('ab 3 Antworten');
    expect(de.text).toContain('die Adresse löschen wir, sobald du geantwortet hast');
    expect(de.text).toContain('Du kannst bis 14. März 2031 um 17:30 antworten.');
    expect(de.text).toContain(`Jetzt teilnehmen:\n${link}`);
    expect(de.html).toContain('lang="de"');
    expect(de.html).toContain('Team &lt;b&gt;&quot;Süd&quot;&lt;/b&gt; und Nord');
    expect(de.html).not.toContain('<b>');
    expect(de.html).toContain('href="http://localhost:3000/team/abc_DEF-123?x=&lt;y&gt;"');

    const en = renderMail({ kind: 'team_round_invite', lang: 'en', teamName, link, deadline: null });
    expect(en.subject).toBe('Invitation to a team round');
    expect(en.text).toContain('team round “Team <b>"Süd"</b> und Nord”:');
    expect(en.text).toMatch(/^Hello,/);
    expect(en.text).toContain('about 5 minutes');
    expect(en.text).toContain('from 3 answers on');
    expect(en.text).not.toContain('until');
  });

  it('remind with the new link and the note for those who answered already', () => {
    const de = renderMail({ kind: 'team_round_reminder', lang: 'de', teamName: 'Team Nord', link, deadline });
    expect(de.subject).toBe('Erinnerung: Eine Teamrunde wartet auf deine Antwort');
    expect(de.text).toContain('die Teamrunde „Team Nord“ läuft noch');
    expect(de.text).toContain('Falls du schon geantwortet hast: danke, du musst nichts tun.');
    expect(de.text).toContain('Dein Link von vorher gilt nicht mehr');
    expect(de.text).toContain(link);
    const en = renderMail({ kind: 'team_round_reminder', lang: 'en', teamName: 'Team Nord', link, deadline });
    expect(en.subject).toBe('Reminder: a team round is waiting for your answer');
    expect(en.text).toContain('If you have already answered: thank you, there is nothing more to do.');
    expect(en.text).toContain('You can answer until 14 March 2031 at 17:30.');
  });

  it('tell the owner that the result is ready, with the link to the round', () => {
    const owner = 'http://localhost:3000/team-rounds/0b6f5c1e-0000-4000-8000-000000000000';
    const de = renderMail({ kind: 'team_round_threshold', lang: 'de', teamName, link: owner });
    expect(de.subject).toBe('Das Ergebnis deiner Teamrunde ist da');
    expect(de.text).toContain(`Ergebnis ansehen:\n${owner}`);
    expect(de.text).toContain('mindestens 3 neuen Antworten');
    expect(de.html).not.toContain('<b>');
    const en = renderMail({ kind: 'team_round_threshold', lang: 'en', teamName: 'Team Nord', link: owner });
    expect(en.subject).toBe('The result of your team round is ready');
    expect(en.text).toContain(owner);
  });

  it('never name the team in a subject, and make whatever in the name looks like a link inert', () => {
    // A name from before the api refused links (docs/api.md "Team rounds").
    const linked = 'Team https://evil.example/x www.evil.example mail@evil.example evil.co.uk';
    for (const kind of ['team_round_invite', 'team_round_reminder'] as const) {
      for (const lang of ['de', 'en'] as const) {
        const mail = renderMail({ kind, lang, teamName: linked, link, deadline: null });
        expect(mail.subject).not.toMatch(/evil|https/);
        expect(mail.text).toContain(
          'Team https[:]//evil[.]example/x www[.]evil[.]example mail[at]evil[.]example evil[.]co[.]uk',
        );
        for (const body of [mail.text, mail.html]) {
          expect(body).not.toMatch(/evil\.|https:\/\/evil|@evil/);
          expect((body.match(/https?:\/\/|www\./g) ?? []).length).toBe(1);
        }
      }
    }
    const owner = renderMail({ kind: 'team_round_threshold', lang: 'de', teamName: linked, link });
    expect(owner.subject).toBe('Das Ergebnis deiner Teamrunde ist da');
    expect(owner.html).not.toMatch(/evil\./);
  });
});
