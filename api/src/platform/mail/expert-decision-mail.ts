// The mail an expert gets for each admin decision on their profile, in the profile's language:
// approved (with the next step, two-factor sign-in), rejected (the reason and a link to edit and
// resubmit), suspended (the reason) and reinstated. The reason is the admin's text: escaped like
// everything else in a mail's HTML.
import type { ExpertDecision } from '@cc/shared-domain';
import { site } from '@cc/shared-domain';
import { buttonHtml, escapeHtml, mailHtml, mailText, product, type Lang, type MailContent } from './layout';

export interface ExpertDecisionMailInput {
  kind: 'expert_decision';
  lang: Lang;
  decision: ExpertDecision;
  /** The admin's reason (required for reject and suspend, optional otherwise). */
  reason: string | null;
  /** Where the expert continues: the application (reject) or the portal. */
  link: string;
}

interface DecisionTexts {
  subject: string;
  body: string;
  action: string;
}

interface Texts {
  reason: string;
  note: string;
  decisions: Record<ExpertDecision, DecisionTexts>;
}

const texts: Record<Lang, Texts> = {
  de: {
    reason: 'Begründung:',
    note: `Fragen? Schreib uns an ${site.contactEmail}.`,
    decisions: {
      approve: {
        subject: `Dein Expertenprofil bei ${product} ist freigeschaltet`,
        body: 'wir haben deine Bewerbung geprüft und dein Profil freigeschaltet. Es erscheint jetzt im Expertenverzeichnis. Damit du Fallanfragen sehen kannst, richte im Portal die Anmeldung mit zweitem Faktor (Authenticator-App) ein.',
        action: 'Zum Expertenportal',
      },
      reject: {
        subject: `Deine Bewerbung als Expert*in bei ${product}`,
        body: 'wir haben deine Bewerbung geprüft und können sie so leider noch nicht freischalten. Du kannst dein Profil überarbeiten und erneut einreichen.',
        action: 'Profil bearbeiten und erneut einreichen',
      },
      suspend: {
        subject: `Dein Expertenprofil bei ${product} ist vorübergehend gesperrt`,
        body: 'dein Expertenprofil wurde vorübergehend gesperrt. Es erscheint nicht mehr im Verzeichnis, und du siehst keine Fallanfragen, bis wir es wieder freischalten.',
        action: 'Zum Expertenportal',
      },
      reinstate: {
        subject: `Dein Expertenprofil bei ${product} ist wieder freigeschaltet`,
        body: 'dein Expertenprofil ist wieder freigeschaltet und erscheint erneut im Expertenverzeichnis.',
        action: 'Zum Expertenportal',
      },
    },
  },
  en: {
    reason: 'Reason:',
    note: `Questions? Write to us at ${site.contactEmail}.`,
    decisions: {
      approve: {
        subject: `Your ${product} expert profile is approved`,
        body: 'we have reviewed your application and approved your profile. It now appears in the expert directory. To see case requests, set up two-factor sign-in (authenticator app) in the portal.',
        action: 'Go to the expert portal',
      },
      reject: {
        subject: `Your expert application at ${product}`,
        body: 'we have reviewed your application and cannot approve it as it stands. You can revise your profile and submit it again.',
        action: 'Edit your profile and resubmit',
      },
      suspend: {
        subject: `Your ${product} expert profile is suspended`,
        body: 'your expert profile has been suspended for now. It no longer appears in the directory, and you will not see case requests until we approve it again.',
        action: 'Go to the expert portal',
      },
      reinstate: {
        subject: `Your ${product} expert profile is approved again`,
        body: 'your expert profile is approved again and appears in the expert directory once more.',
        action: 'Go to the expert portal',
      },
    },
  },
};

export function renderExpertDecisionMail(input: ExpertDecisionMailInput): MailContent {
  const t = texts[input.lang];
  const d = t.decisions[input.decision];
  const reasonLines = input.reason ? ['', t.reason, input.reason] : [];
  const reasonHtml = input.reason
    ? `<p><strong>${escapeHtml(t.reason)}</strong><br>${escapeHtml(input.reason).replace(/\n/g, '<br>')}</p>\n`
    : '';
  return {
    subject: d.subject,
    text: mailText(input.lang, [d.body, ...reasonLines, '', `${d.action}:`, input.link, '', t.note]),
    html: mailHtml(
      input.lang,
      d.subject,
      `<p>${escapeHtml(d.body)}</p>\n${reasonHtml}${buttonHtml(input.link, d.action)}\n<p style="color:#52606d;font-size:14px;">${escapeHtml(t.note)}</p>`,
    ),
  };
}
