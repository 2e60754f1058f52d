// The offline coach's knowledge base, written for this product in German and English: coaching
// and negotiation techniques, escalation, co-founder and team topics. `tip` is a short hint for
// a reply, `points` the longer answer when the user asks about the topic directly. No entry
// contains a question mark: the coach asks exactly one question per reply, and it is not here.
import type { ToolId } from '@cc/shared-domain';
import type { Lang } from './types';

export type Theme = 'communication' | 'negotiation' | 'escalation' | 'cofounder' | 'team' | 'self';

interface LocalisedEntry {
  title: string;
  /** Search words besides title and text: synonyms, colloquial words. */
  keywords: string;
  tip: string;
  points: readonly string[];
}

export interface KnowledgeEntry {
  id: string;
  theme: Theme;
  /** A product tool that fits the topic. */
  tool?: ToolId;
  de: LocalisedEntry;
  en: LocalisedEntry;
}

export const knowledge: readonly KnowledgeEntry[] = [
  {
    id: 'active-listening',
    theme: 'communication',
    de: {
      title: 'Aktives Zuhören',
      keywords: 'zuhören hört nicht zu versteht mich nicht missverständnis unterbricht gehört werden verstanden',
      tip: 'Beim aktiven Zuhören gibst du zuerst mit eigenen Worten wieder, was du vom anderen gehört hast, bevor du antwortest. Das senkt den Druck spürbar, weil sich die andere Seite verstanden fühlt.',
      points: [
        'Lass ausreden und unterbrich nicht, auch wenn du widersprechen willst.',
        'Fasse zusammen, was du gehört hast („Du meinst also …“), und frag nach, ob es stimmt.',
        'Benenne das Gefühl, das du wahrnimmst, ohne es zu bewerten.',
        'Erst wenn sich die andere Seite verstanden fühlt, bringst du deine Sicht ein.',
      ],
    },
    en: {
      title: 'Active listening',
      keywords: 'listen listening does not listen misunderstand interrupts heard understood',
      tip: 'Active listening means you first repeat in your own words what you heard before you answer. It lowers the pressure noticeably, because the other side feels understood.',
      points: [
        'Let them finish and do not interrupt, even when you disagree.',
        'Sum up what you heard ("So you mean ...") and check whether it is right.',
        'Name the feeling you notice without judging it.',
        'Only when the other side feels understood do you bring in your view.',
      ],
    },
  },
  {
    id: 'i-messages',
    theme: 'communication',
    de: {
      title: 'Ich-Botschaften',
      keywords: 'vorwurf vorwürfe ich botschaft du botschaft formulieren ansprechen sagen kritik angriff',
      tip: 'Eine Ich-Botschaft beschreibt, was du beobachtest, wie es dir damit geht und was du dir wünschst, statt dem anderen etwas vorzuwerfen. „Ich fühle mich übergangen, wenn …“ wirkt anders als „Du übergehst mich immer“.',
      points: [
        'Beschreibe eine konkrete Situation statt „immer“ oder „nie“.',
        'Sag, was sie bei dir auslöst: „Ich ärgere mich“, „mir fehlt …“.',
        'Schließe mit einem Wunsch, nicht mit einer Forderung.',
        'Vermeide versteckte Du-Botschaften wie „Ich finde, du bist unzuverlässig“.',
      ],
    },
    en: {
      title: 'I-messages',
      keywords: 'blame accusation accuse i message you message phrase wording bring up say criticism attack',
      tip: 'An I-message describes what you observe, how it affects you and what you would like, instead of accusing the other person. "I feel left out when ..." lands differently from "You always ignore me".',
      points: [
        'Describe one concrete situation instead of "always" or "never".',
        'Say what it does to you: "I get frustrated", "I miss ...".',
        'End with a wish, not a demand.',
        'Avoid hidden you-messages such as "I feel that you are unreliable".',
      ],
    },
  },
  {
    id: 'nonviolent-communication',
    theme: 'communication',
    de: {
      title: 'Gewaltfreie Kommunikation',
      keywords: 'beobachtung gefühl bedürfnis bitte gfk rosenberg wertschätzend gefühle bedürfnisse',
      tip: 'Die Gewaltfreie Kommunikation trennt vier Schritte: Beobachtung, Gefühl, Bedürfnis und Bitte. Wer sein Bedürfnis benennt, macht es der anderen Seite leichter, darauf einzugehen.',
      points: [
        'Beobachtung: Was ist passiert, so neutral wie eine Kamera es aufnehmen würde.',
        'Gefühl: Wie geht es dir damit, ohne Urteil über den anderen.',
        'Bedürfnis: Was ist dir dabei wichtig, etwa Verlässlichkeit, Mitsprache oder Ruhe.',
        'Bitte: Eine konkrete, erfüllbare Bitte, auf die auch ein Nein möglich ist.',
      ],
    },
    en: {
      title: 'Nonviolent communication',
      keywords: 'observation feeling need request nvc rosenberg feelings needs empathy',
      tip: 'Nonviolent communication separates four steps: observation, feeling, need and request. Naming your need makes it easier for the other side to respond to it.',
      points: [
        'Observation: what happened, as neutrally as a camera would record it.',
        'Feeling: how it affects you, without a verdict on the other person.',
        'Need: what matters to you, such as reliability, a say or calm.',
        'Request: one concrete, doable request that can also be answered with no.',
      ],
    },
  },
  {
    id: 'interests-not-positions',
    theme: 'negotiation',
    de: {
      title: 'Interessen statt Positionen',
      keywords:
        'verhandeln verhandlung position positionen interesse interessen harvard kompromiss einigung lösung fordern',
      tip: 'Hinter jeder Position steht ein Interesse. Wer fragt, warum dem anderen etwas wichtig ist, findet oft Lösungen, die beiden dienen, statt nur zwischen zwei Forderungen zu feilschen.',
      points: [
        'Trenne die Person vom Problem: hart in der Sache, respektvoll im Umgang.',
        'Frage nach den Gründen hinter einer Forderung, nicht nur nach der Forderung.',
        'Sammelt mehrere Optionen, bevor ihr entscheidet.',
        'Einigt euch auf faire Kriterien, etwa Marktwerte oder gemeinsame Ziele.',
      ],
    },
    en: {
      title: 'Interests, not positions',
      keywords:
        'negotiate negotiating negotiation position positions interest interests harvard compromise agreement solution demand',
      tip: 'Behind every position there is an interest. Asking why something matters to the other side often reveals solutions that serve both, instead of haggling between two demands.',
      points: [
        'Separate the people from the problem: firm on the issue, respectful with the person.',
        'Ask for the reasons behind a demand, not only the demand.',
        'Collect several options before you decide.',
        'Agree on fair criteria, such as market rates or shared goals.',
      ],
    },
  },
  {
    id: 'batna',
    theme: 'negotiation',
    de: {
      title: 'Deine beste Alternative (BATNA)',
      keywords: 'batna alternative plan b ausweg keine einigung scheitern verhandlungsmacht aussteigen',
      tip: 'Kläre vor einer schwierigen Verhandlung deine beste Alternative ohne Einigung (BATNA). Wer sie kennt, verhandelt ruhiger und merkt, wann ein Angebot wirklich schlechter ist als kein Deal.',
      points: [
        'Schreib auf, was du tun würdest, wenn ihr euch nicht einigt.',
        'Mach diese Alternative so konkret und stark wie möglich.',
        'Überlege auch, welche Alternative die andere Seite hat.',
        'Ein Angebot, das schlechter ist als deine Alternative, musst du nicht annehmen.',
      ],
    },
    en: {
      title: 'Your best alternative (BATNA)',
      keywords: 'batna alternative plan b walk away no agreement fail leverage exit',
      tip: 'Before a difficult negotiation, clarify your best alternative to a negotiated agreement (BATNA). Knowing it lets you negotiate more calmly and see when an offer is really worse than no deal.',
      points: [
        'Write down what you would do if you do not reach an agreement.',
        'Make that alternative as concrete and strong as you can.',
        'Think about the alternative the other side has, too.',
        'You do not have to accept an offer that is worse than your alternative.',
      ],
    },
  },
  {
    id: 'prepare-conversation',
    theme: 'communication',
    tool: 'conflict-analysis',
    de: {
      title: 'Ein schwieriges Gespräch vorbereiten',
      keywords:
        'gespräch vorbereiten ansprechen konfrontieren klärungsgespräch aussprache termin einstieg gesprächsführung',
      tip: 'Bereite ein schwieriges Gespräch vor: ein ruhiger Zeitpunkt ohne Zeitdruck, ein klarer Einstieg mit deinem Anliegen und ein Ziel, das du erreichen willst. Schreib dir den ersten Satz auf.',
      points: [
        'Wähle einen ruhigen Ort und plane genug Zeit ein, nicht zwischen zwei Terminen.',
        'Formuliere dein Ziel für das Gespräch in einem Satz.',
        'Beginne mit deiner Sicht als Ich-Botschaft und lade dann die andere Seite ein.',
        'Vereinbart am Ende einen konkreten nächsten Schritt und einen Termin, um nachzuhalten.',
      ],
    },
    en: {
      title: 'Preparing a difficult conversation',
      keywords: 'prepare conversation talk bring up confront difficult conversation opening meeting address it',
      tip: 'Prepare a difficult conversation: a calm moment without time pressure, a clear opening with your concern and a goal you want to reach. Write down your first sentence.',
      points: [
        'Choose a quiet place and plan enough time, not between two meetings.',
        'Put your goal for the conversation into one sentence.',
        'Start with your view as an I-message, then invite the other side.',
        'At the end, agree on one concrete next step and a date to follow up.',
      ],
    },
  },
  {
    id: 'glasl',
    theme: 'escalation',
    tool: 'conflict-analysis',
    de: {
      title: 'Eskalationsstufen nach Glasl',
      keywords:
        'eskalation eskaliert glasl stufen verhärtet lager koalitionen gesichtsverlust drohung verschärft festgefahren',
      tip: 'Friedrich Glasl beschreibt neun Eskalationsstufen. Bis Stufe 3 können die Beteiligten den Konflikt meist selbst lösen, ab Stufe 4 (Lagerbildung, Feindbilder) hilft eine Mediatorin oder ein Mediator, ab Stufe 7 braucht es meist eine Entscheidung von außen.',
      points: [
        'Stufen 1 bis 3: Verhärtung, Debatte, Taten statt Worte. Selbsthilfe oder Moderation passt.',
        'Stufen 4 bis 6: Koalitionen, Gesichtsverlust, Drohungen. Eine Mediation ist sinnvoll.',
        'Stufen 7 bis 9: Schädigung, Zersplitterung, gemeinsamer Abgrund. Schiedsverfahren oder Entscheidung von außen.',
        'Die Stufe ist eine Orientierung, keine Diagnose: Beteiligte sehen sich oft auf unterschiedlichen Stufen.',
      ],
    },
    en: {
      title: "Glasl's escalation stages",
      keywords: 'escalation escalating escalated glasl stages hardened sides coalition loss of face threats stuck',
      tip: 'Friedrich Glasl describes nine stages of escalation. Up to stage 3 the parties can usually solve it themselves, from stage 4 (sides, enemy images) a mediator helps, and from stage 7 a decision from outside is usually needed.',
      points: [
        'Stages 1 to 3: hardening, debate, actions instead of words. Self-help or a moderator fits.',
        'Stages 4 to 6: coalitions, loss of face, threats. Mediation makes sense.',
        'Stages 7 to 9: destructive blows, fragmentation, together into the abyss. Arbitration or an outside decision.',
        'The stage is an orientation, not a diagnosis: parties often place themselves on different stages.',
      ],
    },
  },
  {
    id: 'mediation',
    theme: 'escalation',
    de: {
      title: 'Wann eine Mediation hilft',
      keywords: 'mediation mediator mediatorin vermittler dritte neutral hilfe von außen experte expertin moderation',
      tip: 'Eine Mediation lohnt sich, wenn ihr euch im Kreis dreht, es Lager gibt oder das Vertrauen angeschlagen ist. Eine neutrale dritte Person sorgt dafür, dass beide Seiten gehört werden, und die Lösung bleibt eure eigene.',
      points: [
        'Die Mediatorin oder der Mediator entscheidet nicht, sondern führt durch das Gespräch.',
        'Beide Seiten nehmen freiwillig teil, und was besprochen wird, bleibt vertraulich.',
        'Früh eingesetzt kostet eine Mediation meist weniger als ein langer Konflikt.',
      ],
    },
    en: {
      title: 'When mediation helps',
      keywords: 'mediation mediator third party neutral outside help expert facilitator moderator',
      tip: 'Mediation is worth it when you go round in circles, sides have formed or trust is damaged. A neutral third person makes sure both sides are heard, and the solution stays your own.',
      points: [
        'The mediator does not decide but guides the conversation.',
        'Both sides take part voluntarily, and what is discussed stays confidential.',
        'Used early, mediation usually costs less than a long conflict.',
      ],
    },
  },
  {
    id: 'roles',
    theme: 'cofounder',
    tool: 'conflict-analysis',
    de: {
      title: 'Rollen und Verantwortung klären',
      keywords:
        'rolle rollen verantwortung zuständig zuständigkeit aufgaben bereich ceo cto wer macht was einmischen kompetenzen',
      tip: 'Viele Gründerkonflikte entstehen, weil Rollen nie ausgesprochen wurden. Schreibt auf, wer für welchen Bereich verantwortlich ist und wo ihr gemeinsam entscheidet.',
      points: [
        'Listet die wichtigsten Bereiche auf, etwa Produkt, Vertrieb, Finanzen, Team.',
        'Legt für jeden Bereich eine verantwortliche Person fest.',
        'Klärt, wo sich die andere Person einbringen darf und wo nicht.',
        'Überprüft die Aufteilung, wenn das Unternehmen wächst.',
      ],
    },
    en: {
      title: 'Clarifying roles and responsibilities',
      keywords:
        'role roles responsibility responsible ownership tasks area ceo cto who does what interfere micromanage',
      tip: 'Many co-founder conflicts start because roles were never spelled out. Write down who owns which area and where you decide together.',
      points: [
        'List the main areas, such as product, sales, finance, team.',
        'Give each area one responsible person.',
        'Agree where the other person may weigh in and where not.',
        'Review the split as the company grows.',
      ],
    },
  },
  {
    id: 'decision-rights',
    theme: 'cofounder',
    de: {
      title: 'Entscheidungsrechte und Patt',
      keywords:
        'entscheidung entscheidungen entscheiden entscheidet allein alleingang patt veto mitsprache übergangen abstimmung stimmrecht blockiert',
      tip: 'Legt fest, wer was allein entscheiden darf, was ihr gemeinsam entscheidet und was bei einem Patt passiert, etwa eine Bedenkzeit, eine neutrale Person oder eine zuvor bestimmte Stimme.',
      points: [
        'Teilt Entscheidungen in drei Gruppen: allein, nach Rücksprache, nur gemeinsam.',
        'Vereinbart eine Regel für den Patt, bevor er eintritt.',
        'Haltet wichtige Entscheidungen schriftlich fest, mit dem Grund dafür.',
      ],
    },
    en: {
      title: 'Decision rights and deadlock',
      keywords: 'decision decisions decide decides alone unilateral deadlock veto say overruled vote voting blocked',
      tip: 'Agree who may decide what alone, what you decide together and what happens in a deadlock, for example a cooling-off period, a neutral person or a casting vote agreed in advance.',
      points: [
        'Sort decisions into three groups: alone, after consulting, only together.',
        'Agree on a deadlock rule before you need it.',
        'Write important decisions down, with the reason behind them.',
      ],
    },
  },
  {
    id: 'equity-vesting',
    theme: 'cofounder',
    de: {
      title: 'Anteile und Vesting',
      keywords:
        'anteile equity beteiligung vesting cliff aufteilung prozent gesellschafteranteile verteilung fair ungerecht unfair',
      tip: 'Unzufriedenheit mit der Anteilsverteilung wächst oft mit dem Unternehmen. Sprecht offen darüber, welcher Beitrag was wert ist, und regelt mit Vesting, was passiert, wenn jemand früher geht. Für die rechtliche Gestaltung gehört eine Anwältin oder ein Anwalt dazu.',
      points: [
        'Sprecht über Beiträge: Idee, Zeit, Geld, Kontakte, Risiko.',
        'Vesting verteilt Anteile über die Zeit und schützt alle, falls jemand aussteigt.',
        'Eine spätere Neuverteilung ist möglich, braucht aber ein gutes Gespräch und Fairness-Kriterien.',
      ],
    },
    en: {
      title: 'Equity and vesting',
      keywords: 'equity shares stake split vesting cliff percentage fair unfair distribution ownership',
      tip: 'Dissatisfaction with an equity split often grows with the company. Talk openly about what each contribution is worth, and use vesting to settle what happens if someone leaves early. The legal side needs a lawyer.',
      points: [
        'Talk about contributions: idea, time, money, network, risk.',
        'Vesting spreads equity over time and protects everyone if someone leaves.',
        'Re-splitting later is possible, but it needs a good conversation and fair criteria.',
      ],
    },
  },
  {
    id: 'commitment',
    theme: 'cofounder',
    de: {
      title: 'Einsatz und Commitment',
      keywords:
        'einsatz commitment engagement vollzeit teilzeit nebenbei zeit arbeitet weniger faul motivation wochenende',
      tip: 'Unterschiedlicher Einsatz ist einer der häufigsten Streitpunkte unter Gründern. Hilfreich ist, Erwartungen konkret zu machen: Stunden, Erreichbarkeit, Prioritäten, statt über Motivation zu streiten.',
      points: [
        'Sprecht aus, was jede Person realistisch geben kann und will.',
        'Macht Erwartungen messbar, etwa Zeit, Erreichbarkeit oder Ergebnisse.',
        'Klärt, was passiert, wenn sich das Engagement dauerhaft ändert.',
      ],
    },
    en: {
      title: 'Commitment and effort',
      keywords: 'commitment effort full time part time side project hours works less lazy motivation weekend',
      tip: 'Different levels of commitment are one of the most common co-founder disputes. It helps to make expectations concrete: hours, availability, priorities, rather than arguing about motivation.',
      points: [
        'Say what each person can and wants to give realistically.',
        'Make expectations measurable, such as time, availability or results.',
        'Agree on what happens if commitment changes for good.',
      ],
    },
  },
  {
    id: 'working-styles',
    theme: 'cofounder',
    tool: 'conflict-style',
    de: {
      title: 'Unterschiedliche Arbeitsstile',
      keywords:
        'arbeitsstil arbeitsweise chaotisch perfektionist tempo schnell langsam planung spontan detail kontrolle konfliktstil',
      tip: 'Unterschiedliche Arbeitsstile sind keine Charakterfehler, sondern Unterschiede in Tempo, Planung und Risiko. Wer sie benennt, kann Arbeit so aufteilen, dass die Stärken beider zählen.',
      points: [
        'Beschreibt eure Stile ohne Wertung: schnell und intuitiv, gründlich und geplant.',
        'Überlegt, in welchen Aufgaben welcher Stil hilft.',
        'Vereinbart Spielregeln für Übergaben und Entscheidungen.',
      ],
    },
    en: {
      title: 'Different working styles',
      keywords: 'working style chaotic perfectionist pace fast slow planning spontaneous detail control conflict style',
      tip: 'Different working styles are not character flaws but differences in pace, planning and risk. Naming them lets you split work so both strengths count.',
      points: [
        'Describe your styles without judging: fast and intuitive, thorough and planned.',
        'Consider which tasks benefit from which style.',
        'Agree on ground rules for handovers and decisions.',
      ],
    },
  },
  {
    id: 'conflict-styles',
    theme: 'self',
    tool: 'conflict-style',
    de: {
      title: 'Konfliktstile',
      keywords:
        'konfliktstil vermeiden nachgeben durchsetzen kompromiss zusammenarbeiten harmonie ausweichen schweige dominant',
      tip: 'Jeder Mensch hat bevorzugte Konfliktstile: durchsetzen, zusammenarbeiten, Kompromiss, vermeiden oder nachgeben. Keiner ist schlecht, aber jeder passt zu anderen Situationen. Dein eigenes Muster zu kennen, hilft dir, bewusst zu wählen.',
      points: [
        'Vermeiden schützt kurzfristig, lässt Themen aber wachsen.',
        'Durchsetzen hilft in Krisen und schadet, wenn die Beziehung langfristig zählt.',
        'Zusammenarbeiten kostet Zeit und lohnt sich bei wichtigen Themen.',
      ],
    },
    en: {
      title: 'Conflict styles',
      keywords:
        'conflict style avoid avoiding accommodate give in compete compromise collaborate harmony dodge dominant',
      tip: 'Everyone has preferred conflict styles: competing, collaborating, compromising, avoiding or accommodating. None is bad, but each fits different situations. Knowing your own pattern helps you choose deliberately.',
      points: [
        'Avoiding protects in the short term but lets issues grow.',
        'Competing helps in a crisis and harms when the relationship matters long term.',
        'Collaborating takes time and pays off on important topics.',
      ],
    },
  },
  {
    id: 'values',
    theme: 'cofounder',
    tool: 'values-radar',
    de: {
      title: 'Unterschiedliche Werte',
      keywords: 'werte wert wichtig prinzipien vision richtung sicherheit risiko wachstum geld sinn überzeugung ethik',
      tip: 'Wenn Streit immer wieder an derselben Stelle aufbricht, stecken oft unterschiedliche Werte dahinter, etwa Sicherheit gegen Wachstum oder Selbstbestimmung gegen Verlässlichkeit. Werte lassen sich nicht wegverhandeln, aber man kann Regeln finden, die beide respektieren.',
      points: [
        'Benennt die zwei, drei Werte, die jedem am wichtigsten sind.',
        'Sucht die Stellen, an denen sie aufeinanderprallen.',
        'Vereinbart Prinzipien für genau diese Entscheidungen.',
      ],
    },
    en: {
      title: 'Different values',
      keywords: 'values value important principles vision direction security risk growth money meaning belief ethics',
      tip: 'When arguments break out at the same spot again and again, different values are often behind them, such as security against growth or independence against reliability. Values cannot be negotiated away, but you can find rules that respect both.',
      points: [
        'Name the two or three values that matter most to each of you.',
        'Find the places where they clash.',
        'Agree on principles for exactly those decisions.',
      ],
    },
  },
  {
    id: 'money-salary',
    theme: 'cofounder',
    de: {
      title: 'Geld und Gehalt unter Gründern',
      keywords: 'geld gehalt bezahlung ausgaben budget finanzen kosten investition verdienen lohn',
      tip: 'Streit ums Geld ist selten nur ein Streit ums Geld: Oft geht es um Anerkennung, Sicherheit oder Fairness. Transparente Zahlen und eine vorher vereinbarte Regel für Gehälter nehmen viel Spannung heraus.',
      points: [
        'Legt die Zahlen offen auf den Tisch.',
        'Klärt, wofür Geld steht: Sicherheit, Anerkennung, Wachstum.',
        'Vereinbart eine Regel, wann Gehälter angepasst werden.',
      ],
    },
    en: {
      title: 'Money and salary between founders',
      keywords: 'money salary pay spending budget finances costs investment earn wage',
      tip: 'A fight about money is rarely only about money: often it is about recognition, security or fairness. Transparent numbers and a salary rule agreed in advance take a lot of tension out.',
      points: [
        'Put the numbers openly on the table.',
        'Clarify what money stands for: security, recognition, growth.',
        'Agree on a rule for when salaries change.',
      ],
    },
  },
  {
    id: 'exit',
    theme: 'cofounder',
    de: {
      title: 'Wenn jemand aussteigen will',
      keywords: 'ausstieg aussteigen trennung verlassen gehen exit auseinandergehen aufhören beenden zusammenarbeit',
      tip: 'Eine faire Trennung ist oft besser als ein jahrelanger Stellungskrieg. Wichtig ist, das Gespräch über einen möglichen Ausstieg offen zu führen und früh zu klären, was mit Anteilen, Aufgaben und dem Team passiert.',
      points: [
        'Trennt die Frage „ob“ von der Frage „wie“.',
        'Sprecht über Übergaben, Kommunikation ans Team und Zeitplan.',
        'Für Anteile und Verträge braucht es rechtliche Beratung.',
      ],
    },
    en: {
      title: 'When someone wants to leave',
      keywords: 'exit leave leaving split separation quit part ways end partnership',
      tip: 'A fair separation is often better than years of trench warfare. It matters to discuss a possible exit openly and to settle early what happens to equity, tasks and the team.',
      points: [
        'Separate the question "whether" from the question "how".',
        'Talk about handovers, how to tell the team, and a timeline.',
        'Equity and contracts need legal advice.',
      ],
    },
  },
  {
    id: 'trust',
    theme: 'cofounder',
    de: {
      title: 'Vertrauen und Absprachen',
      keywords:
        'vertrauen misstrauen absprache absprachen versprechen gebrochen hintergangen lügt unzuverlässig verlässlich rücken',
      tip: 'Vertrauen wächst durch kleine, gehaltene Absprachen. Nach einem Vertrauensbruch hilft es, konkret zu benennen, was passiert ist, und neue, überprüfbare Vereinbarungen zu treffen.',
      points: [
        'Benennt den konkreten Bruch, nicht den Charakter.',
        'Trefft kleine Absprachen, die sich schnell einhalten lassen.',
        'Vereinbart, wie ihr miteinander redet, wenn etwas schiefgeht.',
      ],
    },
    en: {
      title: 'Trust and agreements',
      keywords: 'trust distrust agreement agreements promise broken betrayed lies unreliable reliable behind my back',
      tip: 'Trust grows through small agreements that are kept. After a breach of trust it helps to name concretely what happened and to make new agreements that can be checked.',
      points: [
        'Name the specific breach, not the character.',
        'Make small agreements that can be kept quickly.',
        'Agree how you will talk when something goes wrong.',
      ],
    },
  },
  {
    id: 'meetings',
    theme: 'team',
    de: {
      title: 'Meetings, in denen es kracht',
      keywords: 'meeting meetings besprechung sitzung runde diskussion streit laut unterbrechen agenda moderation',
      tip: 'Wenn Meetings regelmäßig kippen, helfen klare Spielregeln: eine Agenda, eine Moderation, ausreden lassen und am Ende festhalten, wer was bis wann tut.',
      points: [
        'Vereinbart wenige, sichtbare Gesprächsregeln.',
        'Eine Person moderiert und achtet auf Redezeiten.',
        'Heikle Themen bekommen einen eigenen Termin statt eines Nebensatzes.',
        'Jedes Meeting endet mit Entscheidungen und Verantwortlichen.',
      ],
    },
    en: {
      title: 'Meetings that blow up',
      keywords: 'meeting meetings discussion argument loud interrupt agenda facilitation standup',
      tip: 'When meetings keep derailing, clear ground rules help: an agenda, a facilitator, letting people finish, and noting at the end who does what by when.',
      points: [
        'Agree on a few visible ground rules.',
        'One person facilitates and watches speaking time.',
        'Sensitive topics get their own slot instead of a side remark.',
        'Every meeting ends with decisions and owners.',
      ],
    },
  },
  {
    id: 'silence',
    theme: 'team',
    de: {
      title: 'Schweigen im Team',
      keywords:
        'schweigen schweigt still ruhig traut sich nicht zurückhaltend rückzug redet nicht mehr meinung sagen offenheit',
      tip: 'Schweigen im Team ist selten Zustimmung. Oft fehlt die Sicherheit, Kritik offen zu sagen. Direkte Einladungen, anonyme Rückmeldungen und ein gelassener Umgang mit Widerspruch machen Reden leichter.',
      points: [
        'Lade stille Personen gezielt und ohne Druck ein.',
        'Reagiere auf Kritik mit Dank und Neugier statt mit Verteidigung.',
        'Nutze kurze Runden, in denen jede Person einmal zu Wort kommt.',
      ],
    },
    en: {
      title: 'Silence in the team',
      keywords:
        'silence silent quiet does not speak up withdrawn stopped talking opinion psychological safety openness',
      tip: 'Silence in a team is rarely agreement. Often people lack the safety to voice criticism. Direct invitations, anonymous feedback and a calm response to disagreement make speaking up easier.',
      points: [
        'Invite quiet people directly and without pressure.',
        'Answer criticism with thanks and curiosity instead of defence.',
        'Use short rounds in which everyone speaks once.',
      ],
    },
  },
  {
    id: 'workload',
    theme: 'team',
    de: {
      title: 'Arbeitslast und Überlastung',
      keywords:
        'arbeitslast überlastung überlastet zu viel arbeit stress druck verteilung ungerecht überstunden kapazität',
      tip: 'Streit über Arbeitslast entzündet sich oft an Unsichtbarem: Wer trägt was, und wer merkt es. Macht die Aufgaben sichtbar, priorisiert gemeinsam und sagt offen, was wegfallen darf.',
      points: [
        'Sammelt alle laufenden Aufgaben an einem sichtbaren Ort.',
        'Priorisiert gemeinsam und streicht bewusst.',
        'Sprecht früh an, wenn jemand dauerhaft über der Grenze arbeitet.',
      ],
    },
    en: {
      title: 'Workload and overload',
      keywords:
        'workload overload overloaded too much work stress pressure distribution unfair overtime capacity burnout team',
      tip: 'Arguments about workload often ignite over what is invisible: who carries what, and who notices. Make tasks visible, prioritise together and say openly what can be dropped.',
      points: [
        'Collect all running tasks in one visible place.',
        'Prioritise together and cut deliberately.',
        'Raise it early when someone works beyond their limit for a long time.',
      ],
    },
  },
  {
    id: 'feedback',
    theme: 'team',
    de: {
      title: 'Feedback geben',
      keywords: 'feedback rückmeldung kritik kritisieren loben lob verbessern leistung bewerten',
      tip: 'Gutes Feedback ist konkret, zeitnah und beschreibt Verhalten statt Persönlichkeit. Sag, was du beobachtet hast, welche Wirkung es hatte und was du dir künftig wünschst.',
      points: [
        'Beschreibe eine konkrete Situation und ihr Ergebnis.',
        'Sag, welche Wirkung das Verhalten hatte.',
        'Formuliere einen Wunsch für die Zukunft und frag nach der Sicht des anderen.',
      ],
    },
    en: {
      title: 'Giving feedback',
      keywords: 'feedback criticism criticise critique praise improve performance review',
      tip: 'Good feedback is specific, timely and describes behaviour rather than personality. Say what you observed, what effect it had and what you would like in future.',
      points: [
        'Describe one specific situation and its result.',
        'Say what effect the behaviour had.',
        "Put a wish for the future into words and ask for the other person's view.",
      ],
    },
  },
  {
    id: 'emotions',
    theme: 'self',
    de: {
      title: 'Mit starken Gefühlen umgehen',
      keywords: 'wut wütend ärger sauer aufgebracht emotional pause abkühlen gefühle frustriert enttäuscht verletzt',
      tip: 'Starke Gefühle sind ein Hinweis darauf, dass dir etwas wichtig ist. Vor einem schwierigen Gespräch hilft eine Pause zum Abkühlen, damit du aus deinem Anliegen heraus sprichst und nicht aus dem Ärger.',
      points: [
        'Gönn dir eine Pause, bevor du reagierst, auch mitten im Gespräch.',
        'Frag dich, welches Bedürfnis hinter dem Ärger steht.',
        'Sprich über das Gefühl, statt es am anderen auszulassen.',
      ],
    },
    en: {
      title: 'Dealing with strong feelings',
      keywords: 'anger angry mad upset emotional pause cool down feelings frustrated disappointed hurt',
      tip: 'Strong feelings signal that something matters to you. Before a difficult conversation, a pause to cool down helps you speak from your concern rather than from anger.',
      points: [
        'Take a pause before you react, even in the middle of a conversation.',
        'Ask yourself which need lies behind the anger.',
        'Talk about the feeling instead of taking it out on the other person.',
      ],
    },
  },
  {
    id: 'costs',
    theme: 'team',
    tool: 'cost-calculator',
    de: {
      title: 'Was ein Konflikt kostet',
      keywords:
        'kosten kostet geld zeit verlust produktivität kündigungen fluktuation ausfall projekte verzögert teuer',
      tip: 'Konflikte kosten Zeit, Stimmung und Geld: Studien zeigen, dass Beschäftigte im Schnitt rund zwei Stunden pro Woche mit Konflikten verbringen. Eine grobe Rechnung macht sichtbar, was Nichtstun kostet.',
      points: [
        'Rechne verlorene Arbeitszeit mal Stundensatz mal beteiligte Personen.',
        'Nimm Fluktuation, Ausfälle und verzögerte Projekte dazu.',
        'Stelle dem die Kosten einer frühen Klärung gegenüber.',
      ],
    },
    en: {
      title: 'What a conflict costs',
      keywords: 'cost costs money time loss productivity turnover attrition absence projects delayed expensive',
      tip: 'Conflicts cost time, morale and money: studies find employees spend about two hours a week on conflict on average. A rough calculation shows what doing nothing costs.',
      points: [
        'Multiply lost working time by the hourly rate and the people involved.',
        'Add turnover, absence and delayed projects.',
        'Compare this with the cost of resolving it early.',
      ],
    },
  },
];

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return knowledge.find((entry) => entry.id === id);
}

export const localised = (entry: KnowledgeEntry, lang: Lang): LocalisedEntry => entry[lang];
