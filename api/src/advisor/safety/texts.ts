// What the safety layer writes itself, in German (informal "du") and English, beside the crisis
// lines and boundaries of ../texts.ts. Every number named here is in `helpResources` below, with
// the page it was checked against; the model's output check (output-check.ts) lets no other
// number through.
import type { Lang } from '../types';
import type { ProtectedStatus } from './pretext';

/** A help line the product may name: its digits (for the output check) and where it was checked. */
export interface HelpResource {
  id: string;
  /** The number as dialled, digits only. */
  digits: string;
  /** The provider's own page the number was checked against. */
  source: string;
}

/** Every phone number the advisor may show. Checked on 2026-11-28 against the sources named. */
export const helpResources: readonly HelpResource[] = [
  { id: 'telefonseelsorge-1', digits: '08001110111', source: 'https://www.telefonseelsorge.de' },
  { id: 'telefonseelsorge-2', digits: '08001110222', source: 'https://www.telefonseelsorge.de' },
  { id: 'crisis-116123', digits: '116123', source: 'https://www.telefonseelsorge.de' },
  { id: 'emergency', digits: '112', source: 'https://www.bundesnetzagentur.de' },
  { id: 'police', digits: '110', source: 'https://www.polizei.de' },
  { id: 'us-988', digits: '988', source: 'https://988lifeline.org' },
  { id: 'ads', digits: '08005465465', source: 'https://www.antidiskriminierungsstelle.de' },
  { id: 'hilfetelefon', digits: '116016', source: 'https://www.hilfetelefon.de' },
  { id: 'acas', digits: '03001231100', source: 'https://www.acas.org.uk' },
  { id: 'eeoc', digits: '18006694000', source: 'https://www.eeoc.gov' },
  { id: 'rainn', digits: '18006564673', source: 'https://www.rainn.org' },
  { id: 'us-911', digits: '911', source: 'https://www.911.gov' },
];

export interface SafetyTexts {
  /** First words of the crisis reply when someone else endangers the user. */
  dangerIntro: string;
  /** First words of the crisis reply when the user might harm someone. */
  violenceIntro: string;
  /**
   * The urgent reply to signs of a medical emergency now (rules.ts `medical-urgent`): the
   * emergency number, and nothing about the conflict; also added to another urgent reply.
   */
  medicalIntro: string;
  /** Above a coaching reply when a message may, but need not, mean a crisis. */
  gentle: string;
  /** Under every later reply of a conversation that had a crisis signal. */
  crisisReminder: string;
  /** Under every later reply of a conversation that had a harassment signal. */
  harassmentReminder: string;
  /** The same without the women's helpline, for a user who says he is a man (after-help.ts `speaksAs`). */
  harassmentReminderNeutral: string;
  /**
   * Above every later reply of a conversation in which someone threatened the user: no meeting
   * alone, a third person or a public place, the police when threatened (not the suicide line).
   */
  dangerReminder: string;
  /** Above every later reply of a conversation in which the user announced violence: distance first. */
  violenceReminder: string;
  /**
   * After a threat, a talk or meeting with the person who threatened is asked about ("nur wir
   * zwei?"): advise against meeting alone, and how to talk safely if at all; one question.
   */
  afterThreat: { meeting: string; question: string };
  /**
   * After harassment (the user is the one affected): a joint talk or call with the person is asked
   * about, a message to that person, or what to tell others. Each is answered here, never coached
   * as a two-sided conflict (no meeting proposed, no aside of the user's pasted into a script).
   */
  afterHarassment: {
    jointTalk: string;
    jointTalkQuestion: string;
    /** A short, firm boundary in writing: no meeting, professional only. */
    boundaryIntro: string;
    boundaryDraft: string;
    boundaryWhy: string;
    boundaryQuestion: string;
    /** What to tell co-investors, the team or the board: factual, dated, no judgement of the person. */
    othersIntro: string;
    othersDraft: string;
    othersWhy: string;
    othersQuestion: string;
  };
  /** Instead of a coaching question that proposed a talk with the person who threatened or harassed. */
  safeQuestion: string;
  /**
   * When the full crisis reply was already given and the next message still carries the signal: a
   * short, personal follow-up instead of the same block. It asks directly and calmly about
   * suicidal thoughts (asking directly is what crisis guidance recommends) and keeps the lines in
   * short form. Variants in order, never one twice; when all were used the full reply comes again.
   */
  crisisFollowUp: readonly { ack: string; question: string }[];
  /** The crisis lines of the follow-up, in short form. */
  crisisFollowUpLines: string;
  /**
   * Coaching after the harassment answer, the user being the one affected: no steps fair to both
   * sides, no doubt about overreacting, no joint talk; validation, the record, their own pace, an expert.
   */
  harassmentCoaching: {
    /** When the user doubts themselves ("am I overreacting?", "nothing really happened"). */
    validate: string;
    /** One question a turn, in order, each once. */
    questions: readonly string[];
    /** The last question offers the expert: its link follows it. */
    expert: (label: string, path: string) => string;
  };
  harassment: {
    intro: string;
    whyNoJointTalk: string;
    helpTitle: string;
    lines: readonly string[];
    /** For women only (Hilfetelefon Gewalt gegen Frauen): not for a man, with a threat only for a woman. */
    womenLine: string;
    /** For sexual harassment or assault only, before the last line (a sexual-assault hotline is no help for a slur). */
    sexualLines: readonly string[];
    record: string;
    expert: (label: string, path: string) => string;
    question: string;
  };
  /**
   * Harassment reported about someone else, or by someone responsible for the team (bystander.ts):
   * the duty to act and its order; help lines for the person affected only for sexual harassment.
   */
  bystander: {
    intro: string;
    whyNotTogether: string;
    stepsTitle: string;
    steps: readonly string[];
    helpTitle: string;
    lines: readonly string[];
    /** For sexual harassment or assault: help for the person affected. */
    sexualLines: readonly string[];
    expert: (label: string, path: string) => string;
    question: string;
    /** Above the coaching replies after the answer: one line. */
    reminder: string;
  };
  human: {
    answer: string;
    expert: (label: string, path: string) => string;
    /** When the message asked only that: an invitation to go on here meanwhile. */
    goOn: string;
    /** Under the crisis reply when the message also asked for a person: the way to a human expert. */
    afterCrisis: (label: string, path: string) => string;
  };
  /**
   * "Can you be my therapist?", "Sei du doch meine Therapeutin" (person.ts `asksAsTherapist`): an
   * honest answer (an AI coach, no therapy, no person), the way to a human expert, and the offer
   * to go on with the conflict. No role-play, and the crisis lines only with a crisis signal.
   */
  therapist: {
    answer: string;
    expert: (label: string, path: string) => string;
    goOn: string;
  };
  /**
   * Right after an urgent signal the user takes it back ("alles gut, vergiss es"): a short note
   * with the crisis lines above the reply, no pressure.
   */
  takenBack: string;
  /**
   * Discrimination over a conversation (pretext.ts): a dismissal, the probation period or a
   * restructured role for a reason that is really a protected status. The user who would do it
   * gets `refusal`; the person affected or someone reporting it the harassment answer with `law`.
   */
  discrimination: {
    /** Why a pretext is not coached, for the status ("wegen der Schwangerschaft"). */
    refusal: (because: string) => string;
    /** "wegen der Schwangerschaft", "because of the pregnancy". */
    because: Record<ProtectedStatus, string>;
    /** What the law says, for the status. */
    law: Record<ProtectedStatus, string>;
    /** A real problem with the work is addressed openly, with an employment lawyer. */
    fairPath: string;
    expert: (label: string, path: string) => string;
    /** When the answer was given earlier in the conversation: its short form. */
    again: (because: string, label: string, path: string) => string;
    question: string;
  };
  /** In a summary, instead of messages about a crisis or harassment. */
  summaryLeftOut: string;
  /** Where the model's reply named a number the product does not know. */
  numberRemoved: string;
  /** Where the model's reply gave instructions on medication or case-specific legal steps. */
  instructionRemoved: string;
  /** Where the model's reply named a web or mail address the product does not know. */
  linkRemoved: string;
  /** Where the model's reply repeated its own instructions (a prompt injection asked for them). */
  promptRemoved: string;
}

export const safetyTexts: Record<Lang, SafetyTexts> = {
  de: {
    dangerIntro:
      'Was du beschreibst, klingt so, als wärst du von einem anderen Menschen bedroht. Deine Sicherheit geht jetzt vor jedem Konfliktthema. Wenn du in Gefahr bist oder die Person auf dem Weg zu dir ist: Geh an einen sicheren Ort, zu Menschen, die du kennst, und ruf die **110** (Polizei) oder die **112** an.',
    violenceIntro:
      'Was du schreibst, klingt nach einer Wut, die gerade sehr groß ist, vielleicht so groß, dass jemand zu Schaden kommen könnte. Bitte tu jetzt nichts, was du nicht zurücknehmen kannst: Geh auf Abstand, nimm dir Zeit, und sprich mit jemandem darüber, bevor du handelst.',
    medicalIntro:
      'Was du beschreibst, können Zeichen eines medizinischen Notfalls sein. Bitte ruf jetzt die **112** an oder lass jemanden in deiner Nähe anrufen, und warte nicht ab, ob es von selbst besser wird. Bleib nicht allein, bis Hilfe da ist. Der Konflikt und jedes Meeting können warten; wenn es dir wieder besser geht, sind wir hier weiter für dich da.',
    gentle:
      'Ich möchte kurz nachfragen, weil mir deine Worte nahegehen: Wenn es dir gerade sehr schlecht geht, bist du damit nicht allein. Die Telefonseelsorge ist kostenlos und rund um die Uhr erreichbar: **0800 111 0 111** oder **0800 111 0 222**, in akuter Gefahr die **112**.',
    crisisReminder:
      '_Falls es dir wieder schlechter geht: Telefonseelsorge **0800 111 0 111** (kostenlos, rund um die Uhr), in akuter Gefahr **112**._',
    harassmentReminder:
      '_Unterstützung bei Belästigung oder Diskriminierung: Hilfetelefon **116 016** (rund um die Uhr), Antidiskriminierungsstelle des Bundes **0800 546 546 5**._',
    harassmentReminderNeutral:
      '_Unterstützung bei Belästigung oder Diskriminierung: Antidiskriminierungsstelle des Bundes **0800 546 546 5**, bei Übergriffen oder Drohungen die Polizei **110**._',
    dangerReminder:
      '_Weil dir gedroht wurde: Triff die Person nicht allein. Wenn ein Gespräch nötig ist, dann schriftlich oder mit einer dritten Person dabei, an einem öffentlichen Ort. Wenn sie dir droht oder vor deiner Tür steht: Polizei **110**, Notruf **112**._',
    violenceReminder:
      '_Falls die Wut wieder hochkommt: Geh auf Abstand, bevor du etwas tust, und sprich mit jemandem. Telefonseelsorge **0800 111 0 111** (kostenlos, rund um die Uhr), in akuter Gefahr **112**._',
    afterThreat: {
      meeting:
        'Nach dieser Drohung rate ich dir davon ab, die Person allein zu treffen, auch wenn es gerade ruhiger wirkt. Wer schon einmal gedroht hat, kann ein Gespräch unter vier Augen kippen lassen, und dann bist du allein mit ihr oder ihm. Wenn ihr etwas klären müsst: schriftlich, damit du es belegen kannst, oder mit einer dritten Person dabei (einer Anwältin, einem Anwalt oder jemandem, dem du vertraust) und an einem öffentlichen Ort. Triff dich nicht bei dir zu Hause und nicht bei der Person. Wenn sie dir wieder droht oder vor deiner Tür steht, ruf die Polizei: **110**, im Notfall **112**.',
      question: 'Wer könnte bei einem Gespräch dabei sein, oder möchtest du das Nötige lieber schriftlich klären?',
    },
    afterHarassment: {
      jointTalk:
        'Ein Gespräch oder einen Call „zur Klärung“ zusammen mit der Person rate ich dir nicht, auch nicht mit jemandem an deiner Seite: Es setzt voraus, dass beide Seiten auf Augenhöhe sprechen, und das ist bei Belästigung und Druck durch Geld oder Macht nicht so. Oft wird daraus ein Gespräch, in dem du dich rechtfertigen sollst. Was dich besser schützt: Geschäftliches nur noch schriftlich, keine Treffen allein, und eine Vertrauensperson, eine Anwältin oder ein Anwalt, die für dich sprechen kann, wenn Verhandlungen weitergehen.',
      jointTalkQuestion: 'Wer könnte für dich die Gespräche über die Konditionen übernehmen oder dabei sein?',
      boundaryIntro: 'Ein kurzer, klarer Text an die Person, zum Anpassen:',
      boundaryDraft:
        '_Hallo [Name], ich möchte unsere Zusammenarbeit rein geschäftlich halten. An Abendessen oder privaten Treffen nehme ich nicht teil. Offene Fragen klären wir bitte schriftlich per E-Mail oder in Terminen, bei denen weitere Beteiligte dabei sind. Viele Grüße, [dein Name]_',
      boundaryWhy:
        'Bewusst ohne Terminvorschlag, ohne Begründung und ohne Entschuldigung: Du schuldest keine Erklärung. Schick ihn schriftlich und bewahr deine Nachricht und die Antwort auf.',
      boundaryQuestion: 'Möchtest du festhalten, was bisher passiert ist, mit Datum und Wortlaut?',
      othersIntro:
        'Ob und wem du davon erzählst, entscheidest du. Wenn du es tust, hilft ein sachlicher Text: nur was du selbst erlebt hast, mit Datum, ohne Urteil über die Person. Zum Anpassen:',
      othersDraft:
        '_Ich möchte euch über etwas informieren, das die laufende Zusammenarbeit betrifft. Am [Datum] hat [Name] bei [Anlass] [was genau geschah, mit seinen oder ihren Worten]. Ich habe das schriftlich festgehalten. Gespräche mit [Name] führe ich ab jetzt nur noch schriftlich oder mit weiteren Beteiligten. Ich möchte mit euch besprechen, wie wir weitermachen können, ohne dass ich davon abhängig bin._',
      othersWhy:
        'Bleib bei Tatsachen, die du belegen kannst (Datum, Ort, Wortlaut, Nachrichten), und lass Bewertungen und Vermutungen weg. Vor dem Versenden lohnt es sich, den Text von einer Anwältin oder einem Anwalt prüfen zu lassen.',
      othersQuestion: 'Wem würdest du es zuerst sagen, und wer könnte dich dabei unterstützen?',
    },
    safeQuestion: 'Was brauchst du gerade, damit du dich sicher fühlst?',
    crisisFollowUp: [
      {
        ack: 'Danke, dass du mir das so offen schreibst. Das klingt nach sehr viel, was du gerade allein trägst, und ich nehme es ernst.',
        question:
          'Ich frage dich direkt, weil es wichtig ist: Denkst du daran, dir das Leben zu nehmen? Und bist du heute Nacht in Sicherheit?',
      },
      {
        ack: 'Ich bin noch da und lese, was du schreibst. Es ist gut, dass du es aussprichst, auch wenn es schwer ist.',
        question:
          'Darf ich noch einmal direkt fragen: Hast du gerade Gedanken, dir etwas anzutun? Ist jemand in deiner Nähe, den du heute anrufen kannst?',
      },
    ],
    crisisFollowUpLines:
      'Menschen, die jetzt für dich da sind: Telefonseelsorge **0800 111 0 111** oder **0800 111 0 222** (kostenlos, rund um die Uhr, auch per Chat), **116 123**, in akuter Gefahr **112**.',
    harassmentCoaching: {
      validate:
        'Du übertreibst nicht. Was du beschreibst, war nicht in Ordnung, und es zählt, auch wenn „nichts weiter passiert“ ist. Deine Zweifel sind verständlich, sie sagen nichts darüber, ob es schlimm genug war.',
      questions: [
        'Möchtest du festhalten, was passiert ist, mit Datum, Ort und Wortlaut, und die Nachrichten sicher aufbewahren?',
        'Was brauchst du gerade, damit du dich sicherer fühlst?',
        'Was davon möchtest du als Nächstes tun, in deinem Tempo?',
        'Wer in deinem Umfeld könnte dir dabei zur Seite stehen?',
      ],
      expert: (label, path) =>
        `Du musst das nicht allein entscheiden: Eine Expertin oder ein Experte kann dich begleiten, [${label}](${path}).`,
    },
    harassment: {
      intro:
        'Danke, dass du das aufschreibst. Was du beschreibst, ist kein gewöhnlicher Konflikt zwischen zwei Seiten, sondern klingt nach Belästigung, Übergriff oder Diskriminierung. Das ist nicht in Ordnung, und es liegt nicht an dir.',
      whyNoJointTalk:
        'Deshalb schlage ich dir hier kein gemeinsames Gespräch und keine Mediation mit der Person vor: Beides setzt voraus, dass beide Seiten freiwillig und auf Augenhöhe verhandeln, und das ist bei Belästigung, Druck durch Macht oder Diskriminierung nicht der Fall.',
      helpTitle: 'Hier bekommst du Unterstützung:',
      lines: [
        '**Antidiskriminierungsstelle des Bundes:** 0800 546 546 5, kostenlose rechtliche Erstberatung, Mo–Do 9–15 Uhr (Quelle: antidiskriminierungsstelle.de)',
        '**Beschwerdestelle** deines Arbeitgebers nach § 13 AGG und, wo es einen gibt, der **Betriebsrat**',
        'eine **Anwältin oder ein Anwalt für Arbeitsrecht**, und bei Übergriffen oder Drohungen die **Polizei: 110**',
      ],
      womenLine:
        '**Hilfetelefon Gewalt gegen Frauen:** 116 016, kostenlos, rund um die Uhr, in vielen Sprachen (Quelle: hilfetelefon.de)',
      sexualLines: [],
      record:
        'Was fast immer hilft: Schreib auf, was passiert ist, mit Datum, Uhrzeit, Ort, Wortlaut und möglichen Zeuginnen oder Zeugen, und bewahre Nachrichten und Bilder auf.',
      expert: (label, path) => `Wenn du mit einem Menschen sprechen möchtest, der dich begleitet: [${label}](${path}).`,
      question:
        'Möchtest du, dass wir gemeinsam aufschreiben, was passiert ist, oder ist dir gerade etwas anderes wichtiger?',
    },
    bystander: {
      intro:
        'Gut, dass du das ansprichst. Was du beschreibst, klingt nach Mobbing, Belästigung oder Diskriminierung, und das ist kein gewöhnlicher Konflikt zwischen zwei Seiten. Wenn du für das Team verantwortlich bist, als Gründerin, Geschäftsführer oder Führungskraft, hast du hier die Pflicht zu handeln.',
      whyNotTogether:
        'Ein gemeinsames Gespräch oder eine Mediation mit der beschuldigten Person steht deshalb nicht am Anfang: Zuerst wird die betroffene Person gehört und geschützt.',
      stepsTitle: 'Eine bewährte Reihenfolge:',
      steps: [
        '**Zuerst zuhören:** Sprich allein und vertraulich mit der betroffenen Person und frag, was sie braucht. Was sie dir sagt, gibst du nur mit ihrem Einverständnis weiter, außer sie ist in Gefahr.',
        '**Schützen:** Sorg dafür, dass sie dem Verhalten nicht weiter ausgesetzt ist, zum Beispiel durch getrennte Termine oder eine andere Berichtslinie, und dass ihr daraus kein Nachteil entsteht.',
        '**Dokumentieren:** Halte fest, was du siehst und hörst, mit Datum, Wortlaut und möglichen Zeuginnen oder Zeugen.',
        '**Mit der beschuldigten Person sprechen:** über konkretes Verhalten, nicht über ihren Charakter, mit klaren Erwartungen und Folgen.',
        '**Fachleute einbeziehen:** HR, wo es sie gibt, und eine Anwältin oder einen Anwalt für Arbeitsrecht. In Deutschland gehört dazu die **Beschwerdestelle** nach § 13 AGG und, wo es einen gibt, der **Betriebsrat**.',
      ],
      helpTitle: 'Beratung bekommst du auch hier:',
      lines: [
        '**Antidiskriminierungsstelle des Bundes:** 0800 546 546 5, kostenlose rechtliche Erstberatung, Mo–Do 9–15 Uhr (Quelle: antidiskriminierungsstelle.de)',
      ],
      sexualLines: [
        'für die betroffene Person: **Hilfetelefon Gewalt gegen Frauen** 116 016, kostenlos, rund um die Uhr, in vielen Sprachen (Quelle: hilfetelefon.de), und bei Übergriffen die **Polizei: 110**',
      ],
      expert: (label, path) => `Wenn du das mit einem Menschen durchdenken möchtest: [${label}](${path}).`,
      question: 'Möchtest du das erste Gespräch mit der betroffenen Person zusammen vorbereiten?',
      reminder:
        '_Bei Belästigung im Team: zuerst die betroffene Person hören und schützen, dokumentieren, HR oder eine Anwältin oder einen Anwalt für Arbeitsrecht einbeziehen._',
    },
    human: {
      answer:
        'Nein, ich bin kein Mensch. Ich bin eine KI, ein automatischer Konfliktberater, und keine Beraterin und kein Berater aus Fleisch und Blut liest hier mit.',
      expert: (label, path) => `Wenn du lieber mit einem Menschen sprechen möchtest: [${label}](${path}).`,
      goOn: 'Bis dahin kann ich dir gern helfen, deine Situation zu sortieren. Was beschäftigt dich gerade am meisten?',
      afterCrisis: (label, path) =>
        `Du hast nach einem Menschen gefragt: Die Nummern oben erreichst du sofort, rund um die Uhr. Für deinen Konflikt kannst du außerdem eine Expertin oder einen Experten finden und direkt buchen: [${label}](${path}).`,
    },
    therapist: {
      answer:
        'Ehrlich gesagt: Deine Therapeutin kann ich nicht sein, und ich möchte auch nicht so tun. Ich bin eine KI, ein Coach für Konflikte unter Gründern, kein Mensch, und was wir hier machen, ist keine Therapie. Für eine Psychotherapie ist eine Psychotherapeutin oder ein Psychotherapeut die richtige Adresse; ein guter erster Schritt ist deine Hausärztin oder dein Hausarzt.',
      expert: (label, path) =>
        `Wenn du mit einem Menschen über deinen Konflikt sprechen möchtest, findest du hier Expertinnen und Experten, die du direkt buchen kannst: [${label}](${path}).`,
      goOn: 'An deinem Konflikt arbeite ich gern weiter mit dir. Was beschäftigt dich daran gerade am meisten?',
    },
    takenBack:
      'Okay, ich lasse es dabei und frage nicht weiter nach. Falls es doch schwerer ist, als es gerade klingt: Die Telefonseelsorge ist kostenlos und rund um die Uhr da, **0800 111 0 111** oder **0800 111 0 222**, in akuter Gefahr die **112**.',
    discrimination: {
      refusal: (because) =>
        `Dabei helfe ich nicht: Wenn eine Kündigung, das Ende in der Probezeit oder eine Umstrukturierung der Rolle eigentlich ${because} geschieht, ist jeder andere Grund ein Vorwand, und das ist Diskriminierung.`,
      because: {
        pregnancy: 'wegen der Schwangerschaft',
        parental: 'wegen der Elternzeit',
        illness: 'wegen einer langen Krankheit',
        disability: 'wegen einer Behinderung',
        religion: 'wegen der Religion',
        identity: 'wegen der Herkunft, des Geschlechts, der sexuellen Identität oder des Alters',
      },
      law: {
        pregnancy:
          'Während der Schwangerschaft und bis vier Monate nach der Entbindung ist eine Kündigung verboten (§ 17 Mutterschutzgesetz), auch in der Probezeit; nur die zuständige Landesbehörde kann in seltenen Fällen, die nichts mit der Schwangerschaft zu tun haben, zustimmen. Eine Benachteiligung wegen der Schwangerschaft verbietet außerdem das AGG.',
        parental:
          'Ab der Anmeldung der Elternzeit (frühestens acht Wochen vor ihrem Beginn) und während der Elternzeit ist eine Kündigung verboten (§ 18 BEEG); wer deswegen benachteiligt wird, kann sich auch auf das AGG berufen.',
        illness:
          'Eine lange Krankheit kann als Behinderung gelten, und eine Benachteiligung deswegen verbietet das AGG; eine Kündigung wegen Krankheit hat enge gesetzliche Voraussetzungen.',
        disability:
          'Eine Benachteiligung wegen einer Behinderung verbietet das AGG; einer schwerbehinderten Person kann nach den ersten sechs Monaten nur mit Zustimmung des Integrationsamts gekündigt werden (§ 168 SGB IX).',
        religion: 'Eine Benachteiligung wegen der Religion verbietet das AGG (§§ 1, 7), auch bei einer Kündigung.',
        identity:
          'Eine Benachteiligung wegen der Herkunft, des Geschlechts, der sexuellen Identität oder des Alters verbietet das AGG (§§ 1, 7), auch bei einer Kündigung.',
      },
      fairPath:
        'Ein vorgeschobener Grund ändert daran nichts: Sprechen Indizien für eine Benachteiligung, muss der Arbeitgeber beweisen, dass sie keine Rolle gespielt hat (§ 22 AGG). Wenn es unabhängig davon ein echtes Problem mit der Arbeit gibt: Sprich es offen an, halte es sachlich fest, und hol dir vor jeder Entscheidung Rat bei einer Fachanwältin oder einem Fachanwalt für Arbeitsrecht.',
      expert: (label, path) => `Wenn du das mit einem Menschen besprechen willst: [${label}](${path})`,
      again: (because, label, path) =>
        `Wie vorhin gesagt: Einen anderen Grund für eine Trennung, die eigentlich ${because} geschieht, suche ich nicht mit dir, das wäre Diskriminierung. Für eine verbindliche Einschätzung: [${label}](${path})`,
      question: 'Gibt es ein Problem mit der Arbeit selbst, das du unabhängig davon ansprechen willst?',
    },
    summaryLeftOut:
      'Nachrichten über eine Krise, Belästigung oder Diskriminierung zitiere ich in dieser Zusammenfassung nicht.',
    numberRemoved: '(Nummer entfernt: Verlässliche Hilfenummern findest du unten.)',
    linkRemoved: '(Adresse entfernt)',
    promptRemoved: 'Meine Arbeitsanweisungen gebe ich nicht weiter. Lass uns bei deinem Anliegen bleiben.',
    instructionRemoved:
      'Dazu kann ich keine Anweisungen geben: Bei Medikamenten entscheidet deine Ärztin oder dein Arzt, bei rechtlichen Schritten eine Anwältin oder ein Anwalt.',
  },
  en: {
    dangerIntro:
      'What you describe sounds like someone else is threatening you. Your safety comes before any conflict topic now. If you are in danger or the person is on the way to you: go to a safe place, to people you know, and call **112** (the emergency number in the EU; **110** for the police in Germany, **911** in the US).',
    violenceIntro:
      'What you write sounds like anger that is very big right now, maybe big enough that someone could get hurt. Please do nothing now that you cannot take back: put some distance between you, take time, and talk to someone before you act.',
    medicalIntro:
      'What you describe can be signs of a medical emergency. Please call **112** now (**911** in the US) or ask someone near you to call, and do not wait to see whether it passes. Do not stay alone until help is there. The conflict and any meeting can wait; when you are better, we can pick it up here.',
    gentle:
      'I want to check in briefly, because your words stay with me: if you are going through something very hard right now, you are not alone with it. Free, confidential support is there around the clock: **116 123** (Samaritans, UK and Ireland; emotional support line in Germany), **988** in the US, and **112** in an emergency.',
    crisisReminder:
      '_If things get worse again: **116 123** (Samaritans, UK and Ireland), **988** (US), Telefonseelsorge **0800 111 0 111** (Germany), in an emergency **112**._',
    harassmentReminder:
      '_Support with harassment or discrimination: Acas **0300 123 1100** (UK), EEOC **1-800-669-4000** (US), Hilfetelefon **116 016** (Germany, 24/7)._',
    harassmentReminderNeutral:
      '_Support with harassment or discrimination: Acas **0300 123 1100** (UK), EEOC **1-800-669-4000** (US), Antidiskriminierungsstelle des Bundes **0800 546 546 5** (Germany)._',
    dangerReminder:
      '_Because you were threatened: do not meet this person alone. If a conversation is needed, have it in writing or with a third person present, in a public place. If they threaten you or turn up at your door: police (**110** in Germany, **911** in the US), emergency **112**._',
    violenceReminder:
      '_If the anger comes back: put distance between you before you do anything, and talk to someone. **116 123** (Samaritans, UK and Ireland), **988** (US), in an emergency **112**._',
    afterThreat: {
      meeting:
        'After that threat I would advise you not to meet this person alone, even if things seem calmer now. Someone who has threatened you once can turn a one-on-one talk around, and then you are on your own with them. If something needs to be settled: in writing, so you have a record, or with a third person present (a lawyer or someone you trust) and in a public place. Do not meet at your home or theirs. If they threaten you again or turn up at your door, call the police: **110** in Germany, **911** in the US, **112** in an emergency.',
      question: 'Who could be there for a conversation, or would you rather settle what is needed in writing?',
    },
    afterHarassment: {
      jointTalk:
        'I would not recommend a conversation or a call "to clear the air" together with this person, not even with someone at your side: it assumes both sides talk on an equal footing, and with harassment and pressure through money or power that is not the case. It often turns into a conversation in which you are asked to justify yourself. What protects you better: business only in writing, no meetings alone, and someone you trust, or a lawyer, who can speak for you if negotiations go on.',
      jointTalkQuestion: 'Who could take over the talks about the terms for you, or be there with you?',
      boundaryIntro: 'A short, firm message to this person, to adapt:',
      boundaryDraft:
        '_Hi [name], I want to keep our work together strictly professional. I will not be joining dinners or private meetings. Please send any open questions by email, or we cover them in meetings with others present. Best, [your name]_',
      boundaryWhy:
        'Deliberately without proposing a meeting, without reasons and without an apology: you owe no explanation. Send it in writing and keep your message and the reply.',
      boundaryQuestion: 'Would you like to write down what has happened so far, with dates and the exact words?',
      othersIntro:
        'Whether and whom you tell is your decision. If you do, a factual note helps: only what you experienced yourself, with dates, no judgement of the person. To adapt:',
      othersDraft:
        '_I want to let you know about something that affects our work together. On [date], at [occasion], [name] [what exactly happened, in their words]. I have a written record of it. From now on I will discuss matters with [name] only in writing or with others present. I would like to talk with you about how we can go ahead without my depending on that contact._',
      othersWhy:
        'Stick to facts you can back up (date, place, exact words, messages) and leave out judgements and guesses. Before you send it, it is worth having a lawyer look over it.',
      othersQuestion: 'Whom would you tell first, and who could support you with it?',
    },
    safeQuestion: 'What do you need right now to feel safe?',
    crisisFollowUp: [
      {
        ack: 'Thank you for telling me this so openly. It sounds like you are carrying a lot on your own right now, and I take it seriously.',
        question:
          'I want to ask you directly, because it matters: are you thinking about taking your life? And are you safe tonight?',
      },
      {
        ack: 'I am still here and reading what you write. It is good that you are saying it, even though it is hard.',
        question:
          'May I ask directly once more: are you having thoughts of harming yourself right now? Is there someone near you that you can call today?',
      },
    ],
    crisisFollowUpLines:
      'People who are there for you now: **116 123** (Samaritans, UK and Ireland; emotional support line in Germany), **988** (US), Telefonseelsorge **0800 111 0 111** (Germany), in an emergency **112**.',
    harassmentCoaching: {
      validate:
        'You are not overreacting. What you describe was not okay, and it counts, even if "nothing else happened". Your doubts are understandable; they say nothing about whether it was bad enough.',
      questions: [
        'Would you like to write down what happened, with the date, place and exact words, and keep the messages somewhere safe?',
        'What do you need right now to feel safer?',
        'Which of these would you like to do next, at your own pace?',
        'Who around you could support you with this?',
      ],
      expert: (label, path) => `You do not have to decide this alone: an expert can support you, [${label}](${path}).`,
    },
    harassment: {
      intro:
        'Thank you for writing this down. What you describe is not an ordinary conflict between two sides; it sounds like harassment, abuse or discrimination. That is not okay, and it is not your fault.',
      whyNoJointTalk:
        'That is why I am not suggesting a joint conversation or mediation with that person: both assume that the two sides take part voluntarily and on an equal footing, and that is not the case with harassment, pressure through power or discrimination.',
      helpTitle: 'Where you can get support:',
      lines: [
        '**Germany:** Antidiskriminierungsstelle des Bundes 0800 546 546 5 (free first legal advice, Mon–Thu 9am–3pm, source: antidiskriminierungsstelle.de); your employer’s complaints office (section 13 AGG) and the works council',
        '**UK:** Acas helpline 0300 123 1100 (Mon–Fri 8am–6pm, source: acas.org.uk)',
        '**US:** EEOC 1-800-669-4000 (source: eeoc.gov)',
        'an **employment lawyer**, and the **police** for assault or threats (**112** in the EU, **911** in the US)',
      ],
      womenLine:
        '**Germany, for women:** Hilfetelefon Gewalt gegen Frauen 116 016 (free, 24/7, many languages, source: hilfetelefon.de)',
      sexualLines: [
        '**US, sexual harassment or assault:** RAINN National Sexual Assault Hotline 1-800-656-4673 (24/7, source: rainn.org)',
      ],
      record:
        'What almost always helps: write down what happened, with date, time, place, the exact words and any witnesses, and keep messages and images.',
      expert: (label, path) => `If you would like to talk to a person who can support you: [${label}](${path}).`,
      question:
        'Would you like us to write down together what happened, or is something else more important to you right now?',
    },
    bystander: {
      intro:
        'Good that you are raising this. What you describe sounds like bullying, harassment or discrimination, and that is not an ordinary conflict between two sides. If you are responsible for the team, as a founder, CEO or manager, you have a duty to act here.',
      whyNotTogether:
        'So a joint conversation or mediation with the person accused does not come first: first the person affected is heard and protected.',
      stepsTitle: 'An order that works:',
      steps: [
        '**Listen first:** talk to the person affected alone and in confidence, and ask what they need. Pass on what they tell you only with their consent, unless they are in danger.',
        '**Protect:** make sure they are no longer exposed to the behaviour, for example through separate meetings or a different reporting line, and that they do not pay for it.',
        '**Document:** write down what you see and hear, with dates, the exact words and any witnesses.',
        '**Talk to the person accused:** about concrete behaviour, not their character, with clear expectations and consequences.',
        '**Bring in expertise:** HR where you have it, and an employment lawyer. In Germany this includes the **complaints office** under section 13 AGG and the **works council** where one exists.',
      ],
      helpTitle: 'Advice is also available here:',
      lines: [
        '**UK:** Acas helpline 0300 123 1100 (Mon–Fri 8am–6pm, source: acas.org.uk)',
        '**US:** EEOC 1-800-669-4000 (source: eeoc.gov)',
        '**Germany:** Antidiskriminierungsstelle des Bundes 0800 546 546 5 (free first legal advice, Mon–Thu 9am–3pm, source: antidiskriminierungsstelle.de)',
      ],
      sexualLines: [
        'for the person affected: RAINN National Sexual Assault Hotline 1-800-656-4673 (US, 24/7, source: rainn.org), Hilfetelefon Gewalt gegen Frauen 116 016 (Germany, 24/7, source: hilfetelefon.de), and the **police** for assault (**112** in the EU, **911** in the US)',
      ],
      expert: (label, path) => `If you would like to think this through with a person: [${label}](${path}).`,
      question: 'Would you like to prepare the first conversation with the person affected together?',
      reminder:
        '_With harassment in the team: hear and protect the person affected first, document, bring in HR or an employment lawyer._',
    },
    human: {
      answer:
        'No, I am not a human. I am an AI, an automated conflict advisor, and no human advisor is reading along here.',
      expert: (label, path) => `If you would rather talk to a person: [${label}](${path}).`,
      goOn: 'Until then, I am happy to help you sort out your situation. What is on your mind most right now?',
      afterCrisis: (label, path) =>
        `You asked for a person: the lines above answer right away, around the clock. For your conflict you can also find an expert and book them directly: [${label}](${path}).`,
    },
    therapist: {
      answer:
        'To be honest: I cannot be your therapist, and I do not want to pretend to be. I am an AI, a coach for conflicts between founders, not a person, and what we do here is not therapy. For therapy, a psychotherapist or psychologist is the right person; your GP or family doctor is a good first step.',
      expert: (label, path) =>
        `If you would like to talk about your conflict with a person, you can find experts here and book them directly: [${label}](${path}).`,
      goOn: 'I am glad to keep working on your conflict with you. What is on your mind most about it right now?',
    },
    takenBack:
      'Okay, I will leave it there and not keep asking. If it is heavier than it sounds right now: free, confidential support is there around the clock: **116 123** (Samaritans, UK and Ireland), **988** in the US, Telefonseelsorge **0800 111 0 111** in Germany, and **112** in an emergency.',
    discrimination: {
      refusal: (because) =>
        `I will not help with that: if a dismissal, ending things in the probation period or restructuring the role away really happens ${because}, any other reason is a pretext, and that is discrimination.`,
      because: {
        pregnancy: 'because of the pregnancy',
        parental: 'because of the parental leave',
        illness: 'because of a long illness',
        disability: 'because of a disability',
        religion: 'because of their religion',
        identity: 'because of their origin, sex, sexual orientation or age',
      },
      law: {
        pregnancy:
          'Dismissing someone because of a pregnancy or maternity leave is unlawful discrimination in most countries (for example under the UK Equality Act 2010, or US federal law: Title VII and the Pregnancy Discrimination Act). In Germany § 17 of the Maternity Protection Act (MuSchG) forbids dismissal during pregnancy and until four months after the birth, also in the probation period.',
        parental:
          'Treating someone worse because of parental leave is unlawful in most countries (in the UK the Equality Act 2010 and the rules on family leave, in the US the Family and Medical Leave Act). In Germany § 18 BEEG forbids dismissal from the request for parental leave (at the earliest eight weeks before it starts) and during it.',
        illness:
          'A long illness can count as a disability, and treating someone worse because of a disability is unlawful discrimination in most countries (for example under the UK Equality Act 2010 or the US Americans with Disabilities Act, the AGG in Germany).',
        disability:
          'Treating someone worse because of a disability is unlawful discrimination in most countries (for example under the UK Equality Act 2010 or the US Americans with Disabilities Act). In Germany the AGG forbids it, and dismissing a severely disabled employee after the first six months needs the approval of the Integrationsamt (§ 168 SGB IX).',
        religion:
          'Treating someone worse because of their religion is unlawful discrimination in most countries (for example under the UK Equality Act 2010, US Title VII, the AGG in Germany), also when it comes to a dismissal.',
        identity:
          'Treating someone worse because of their origin, sex, sexual orientation or age is unlawful discrimination in most countries (for example under the UK Equality Act 2010, US federal law, the AGG in Germany), also when it comes to a dismissal.',
      },
      fairPath:
        'A pretext does not make it lawful, it only makes it harder to see, and the real reason is what a court looks for. If there is a real problem with the work itself, independent of that: address it openly, write it down factually, and talk to an employment lawyer before you decide anything.',
      expert: (label, path) => `If you want to talk this through with a person: [${label}](${path})`,
      again: (because, label, path) =>
        `As I said: I will not look for another reason with you for a separation that really happens ${because}; that would be discrimination. For a binding assessment: [${label}](${path})`,
      question: 'Is there a problem with the work itself that you want to address, independent of that?',
    },
    summaryLeftOut: 'I do not quote messages about a crisis, harassment or discrimination in this summary.',
    numberRemoved: '(Number removed: you will find reliable help lines below.)',
    linkRemoved: '(address removed)',
    promptRemoved: 'I do not pass on my working instructions. Let us stay with what you came for.',
    instructionRemoved:
      'I cannot give instructions on that: a doctor decides about medication, and a lawyer about legal steps.',
  },
};
