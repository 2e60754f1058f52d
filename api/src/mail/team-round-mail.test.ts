import { renderMail } from './templates';

const teamName = 'Team <b>"Süd"</b>\nund Nord';
const link = 'http://localhost:3000/team/abc_DEF-123?x=<y>';
const deadline = new Date('2031-03-14T16:30:00Z');

describe('team round mails', () => {
  it('invite in German and English: the team, 5 minutes, anonymity and the threshold, the deadline, the link', () => {
    const de = renderMail({ kind: 'team_round_invite', lang: 'de', teamName, link, deadline });
    expect(de.subject).toBe('Einladung zur Teamrunde „Team <b>"Süd"</b> und Nord“');
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
    expect(en.subject).toBe('Invitation to the team round “Team <b>"Süd"</b> und Nord”');
    expect(en.text).toMatch(/^Hello,/);
    expect(en.text).toContain('about 5 minutes');
    expect(en.text).toContain('from 3 answers on');
    expect(en.text).not.toContain('until');
  });

  it('remind with the new link and the note for those who answered already', () => {
    const de = renderMail({ kind: 'team_round_reminder', lang: 'de', teamName: 'Team Nord', link, deadline });
    expect(de.subject).toBe('Erinnerung: Teamrunde „Team Nord“');
    expect(de.text).toContain('Falls du schon geantwortet hast: danke, du musst nichts tun.');
    expect(de.text).toContain('Dein Link von vorher gilt nicht mehr');
    expect(de.text).toContain(link);
    const en = renderMail({ kind: 'team_round_reminder', lang: 'en', teamName: 'Team Nord', link, deadline });
    expect(en.subject).toBe('Reminder: team round “Team Nord”');
    expect(en.text).toContain('If you have already answered: thank you, there is nothing more to do.');
    expect(en.text).toContain('You can answer until 14 March 2031 at 17:30.');
  });

  it('tell the owner that the result is ready, with the link to the round', () => {
    const owner = 'http://localhost:3000/team-rounds/0b6f5c1e-0000-4000-8000-000000000000';
    const de = renderMail({ kind: 'team_round_threshold', lang: 'de', teamName, link: owner });
    expect(de.subject).toBe('Das Ergebnis deiner Teamrunde „Team <b>"Süd"</b> und Nord“ ist da');
    expect(de.subject).not.toContain('\n');
    expect(de.text).toContain(`Ergebnis ansehen:\n${owner}`);
    expect(de.text).toContain('mindestens 3 neuen Antworten');
    expect(de.html).not.toContain('<b>');
    const en = renderMail({ kind: 'team_round_threshold', lang: 'en', teamName: 'Team Nord', link: owner });
    expect(en.subject).toBe('The result of your team round “Team Nord” is ready');
    expect(en.text).toContain(owner);
  });
});
