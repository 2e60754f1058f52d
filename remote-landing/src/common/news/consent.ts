// PLACEHOLDER until shared-domain's newsConsentText (helper api-news) is on main: then this file goes
// and the form imports it from @cc/shared-domain.
import { site } from '@cc/shared-domain';

export const newsConsentText = {
  de: `Ja, ich möchte Neuigkeiten von ${site.productName} per E-Mail bekommen (neue Funktionen und Inhalte, höchstens ein paar Mal im Monat). Meine E-Mail-Adresse wird nur dafür verwendet und nicht weitergegeben. Ich bekomme zuerst eine E-Mail mit einem Bestätigungslink; ohne Bestätigung bekomme ich nichts weiter. Abmelden kann ich mich jederzeit über den Link in jeder E-Mail oder im Dashboard.`,
  en: `Yes, I would like to receive news from ${site.productName} by email (new features and content, at most a few times a month). My email address is used for this only and is not passed on. I first get an email with a confirmation link; without confirming I get nothing else. I can unsubscribe at any time through the link in every email or on the dashboard.`,
} as const;
