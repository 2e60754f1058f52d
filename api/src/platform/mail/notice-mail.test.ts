import { renderMail } from './templates';

describe('security notice mails', () => {
  it('tell the old address where the account went, in the account language, without a link', () => {
    const de = renderMail({ kind: 'email_changed', lang: 'de', newEmail: 'neu@example.org' });
    expect(de.subject).toBe('Deine E-Mail-Adresse für KonfliktKompass wurde geändert');
    expect(de.text).toMatch(/^Hallo,\n\n.*neu@example\.org/);
    expect(de.text).toContain('Warst du das nicht?');
    expect(de.text).toMatch(/Dein KonfliktKompass-Team$/);
    expect(de.html).not.toContain('href=');

    const en = renderMail({ kind: 'email_changed', lang: 'en', newEmail: 'new@example.org' });
    expect(en.subject).toBe('Your KonfliktKompass email address was changed');
    expect(en.text).toContain('new@example.org');
  });

  it('tell the owner of a password change, and escape what goes into HTML', () => {
    const mail = renderMail({ kind: 'password_changed', lang: 'en' });
    expect(mail.subject).toBe('Your KonfliktKompass password was changed');
    expect(mail.text).toContain('All other sign-ins were ended.');
    const changed = renderMail({ kind: 'email_changed', lang: 'en', newEmail: 'a"<b>@example.org' });
    expect(changed.html).toContain('a&quot;&lt;b&gt;@example.org');
    expect(changed.html).not.toContain('<b>');
  });
});
