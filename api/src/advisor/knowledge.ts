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
  /**
   * Phrases that point to this entry in either language (users mix them), as one regular
   * expression in natural spelling, matched on the folded message: colloquial ways to say it
   * ("niemand sagt was", "keiner traut sich"), compounds the stemmer cannot split
   * ("Budgetplanung"), synonyms ("Beteiligung", "stake"). A cue counts much more than a word.
   */
  cues: string;
  /** How a question names the topic, German without article ("beim Thema {topic}"), English as a noun phrase ("about {topic}"). */
  topic?: Record<Lang, string>;
  theme: Theme;
  /** A product tool that fits the topic. */
  tool?: ToolId;
  de: LocalisedEntry;
  en: LocalisedEntry;
}

export const knowledge: readonly KnowledgeEntry[] = [
  {
    id: 'active-listening',
    cues: "hört (\\w+ ){0,4}zu|unterbricht|unterbrechen|lässt (mich|uns|einen) nicht ausreden|versteht mich nicht|fühle mich (nicht )?(un)?gehört|nicht gehört|zuhören|never listens|not listening|doesn'?t listen|does not listen|don'?t listen|interrupts?|talks? over (me|us)|cuts? (me|us) off|doesn'?t understand me|unheard|not heard|listen\\w*",
    topic: { de: 'Zuhören', en: 'listening' },
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
    cues: 'vorwürfe?|vorwurf|wirft mir (\\w+ ){0,3}vor|beschuldig\\w*|schuldzuweisung\\w*|wie (sage|formuliere) ich|blam\\w*|accus\\w*|how (do|can|should) i (say|phrase|word)|i messages?|ich botschaft\\w*|du botschaft\\w*',
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
    cues: 'gfk|gewaltfrei\\w*|nvc|nonviolent|non violent|rosenberg|giraffensprache',
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
    cues: 'verhandl\\w*|negotiat\\w*|kompromiss\\w*|compromis\\w*|harvard|win win|einigung|einigen|agree on|common ground|gemeinsame lösung|forderung\\w*|demands?',
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
    cues: 'batna|plan b|beste alternative|walk away|walkaway|no deal|kein deal|notfallplan',
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
    cues: '(gespräch|aussprache|klärungsgespräch)\\w* (vorbereit|führ|anfang|beginn|suchen)\\w*|vorbereit\\w*|wie sprech\\w* ich|ansprechen|anspreche|ansprichst|anzusprechen|wie fange ich|wie beginne ich|bring (it|this) up|raise (it|this)|prepar\\w*|difficult conversation|hard conversation|tough conversation|schwierige\\w* gespräch\\w*|how (do|can|should) i (start|begin|open|tell|approach)|talk to (him|her|them) about',
    topic: { de: 'Gespräch vorbereiten', en: 'the conversation ahead' },
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
    cues: 'eskal\\w*|escalat\\w*|glasl|lagerbildung|(zwei|beide|beiden|verschiedene) lager|lager (gebildet|bilden|bildet)|fronten|verhärtet|festgefahren|take sides|taking sides|coalitions?|feindbild\\w*|kriegszustand|war zone|funkstille|(redet|reden|spricht|sprechen|redest) (\\w+ ){0,4}nicht mehr (\\w+ )?(mit|miteinander)|kein (einziges )?wort mehr|nur noch das nötigste|(stopped|stop|quit) (talking|speaking) (to|with)|(arent|are not|isnt|is not|not) (talking|speaking) (to|with) (me|each other|one another)|silent treatment|(ignoriert|ignorieren) (mich|uns|sich|einander|meine nachrichten)|ignores? (me|us|each other|my messages)|(only|barely) (talks|speaks|answers) (\\w+ ){0,3}(one word|bare minimum)|bare minimum|(havent|have not|hasnt|has not|hadnt) (spoken|talked) (to each other |to one another |with each other )?(since|in|for)',
    topic: { de: 'Eskalation', en: 'the escalation' },
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
    cues: 'mediat\\w*|vermittl\\w*|vermittelt|schlichter\\w*|neutral\\w* (dritte|person|third)|third party|moderator\\w*|von au(ss|ß)en|outside help|externe\\w* hilfe|coach von au(ss|ß)en',
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
    cues: 'rollenverteilung|rollen (klären|klar|unklar|verteilen|verteilt)\\w*|unklare rollen|roles? (are )?(unclear|not clear)|unclear roles?|zuständig\\w*|wer macht was|wer für was|verantwortlich\\w*|verantwortet|verantworten|ceo[- ]?titel\\w*|ceo title|(wer|who) (von uns )?(\\w+ ){0,2}(ceo|der ceo|the ceo) (ist|wird|sein soll|is|should be|gets to be|will be)|verantwortungsbereich\\w*|roles?|who does what|who owns what|responsib\\w*|mischt sich (überall |ständig |immer |in alles )?ein|einmisch\\w*|micromanag\\w*|steps? on my toes|in my lane|my area|mein bereich|aufgabenverteilung|(über|um|wegen) (die |unsere |eure )?rollen|mischt sich (\\w+ ){0,5}ein',
    topic: { de: 'Rollen und Zuständigkeiten', en: 'roles and responsibilities' },
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
    cues: 'without (telling|asking) me|without me|ohne es (mir|uns) (vorher )?zu sagen|über (\\w+ ){0,2}(kopf|köpfe) hinweg|ohne mich (vorher )?zu fragen|over (my|our) heads?|entscheidungen|entscheidungsfindung|entscheidungsprozess\\w*|decision making|decision process|entscheid\\w* (alles |immer |einfach )?(allein|alleine|über meinen kopf)\\w*|alleingang\\w*|ohne (mich|uns|rücksprache|absprache) (zu )?(entscheid|beschlie)\\w*|ohne rücksprache|ohne absprache|patt|veto|übergangen|überstimmt|letzte wort|decides? (everything )?(alone|on (his|her|their) own)|decisions? (alone|without me)|without (asking|consulting) (me|us)|unilateral\\w*|deadlock\\w*|overrul\\w*|final say|last word|who decides|wer entscheidet|wer (\\w+ ){0,2}was entscheid\\w*|who decides what|(schreibt|schrieb|baut|baute|macht|programmiert) (\\w+ ){0,6}(allein|alleine|heimlich|im alleingang) (\\w+ ){0,2}(um|neu)|(umgeschrieben|umgebaut|neu geschrieben) (\\w+ ){0,3}ohne|ohne (\\w+ ){0,4}(abzustimmen|abstimmung|zu fragen|bescheid zu sagen|ein wort zu sagen)|(rewrites?|rewrote|rewritten|rebuil[dt]s?|redoes|redid|redo|reworks?|reworked) (\\w+ ){0,6}(on (his|her|their) own|by (himself|herself|themselves)|alone|without (telling|asking|consulting|checking with))|(decided|decides) on (his|her|their) own|on (his|her|their) own (\\w+ ){0,2}(to )?(rebuild|rewrite|redo)|decided (alone|by (himself|herself|themselves))|(allein|alleine) entschieden|without (telling|asking|consulting|checking with|informing|involving) (my|our|the|anyone|anybody)\\b|ohne (\\w+ ){0,3}(zu fragen|zu informieren|bescheid zu sagen|einzubeziehen)',
    topic: { de: 'Entscheidungen', en: 'decision-making' },
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
    cues: 'anteile?|anteilen|anteils|anteilsverteilung|equity|beteiligung\\w*|vesting|cliff|shares|stake|prozent|percent|cap table|esop|vsop|gesellschafteranteil\\w*|ownership split',
    topic: { de: 'Anteile', en: 'the equity split' },
    theme: 'cofounder',
    de: {
      title: 'Anteile und Vesting',
      keywords:
        'anteile equity beteiligung vesting cliff aufteilung prozent gesellschafteranteile gesellschaftervertrag vertrag verteilung fair ungerecht unfair',
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
    cues: '(doppelt|dreimal|halb) so viel (wie|als)|die ganze last|wegduck\\w*|drückt sich (\\w+ ){0,3}(weg|vor)|twice the hours|(a third|half|a fraction) of what i (do|put in)|pull(s|ing)? (his|her|their) weight|(more|fewer) hours than|commitment|einsatz|engagement|nebenbei|teilzeit|part time|side (project|job|hustle|gig)|nicht (mehr )?(voll|richtig|wirklich) dabei|zieht sich (\\w+ ){0,6}(zurück|raus)|motivation verloren|keine lust mehr|lost (interest|motivation|the drive)|checked out|arbeitet (kaum|weniger|wenig|nur noch)|works? (less|fewer hours|only)|not (fully )?committed|halbherzig|half hearted|nicht mehr motiviert|weniger stunden|kaum noch da|barely (there|around)|nicht mehr mit herz|taucht (\\w+ ){0,5}(nicht mehr|kaum noch|kaum mehr|selten|nie) (\\w+ ){0,4}auf|(kommt|erscheint) (\\w+ ){0,5}(nicht mehr|kaum noch|kaum mehr|selten|nie mehr) (zu|zum|zur|ins|in die|in den|in unsere|vorbei)|ghost\\w*|abgetaucht|(kaum|schwer|nicht mehr|selten) (noch )?erreichbar|meldet sich (\\w+ ){0,3}(nicht mehr|kaum noch|kaum|nie)|(ist|war) (\\w+ ){0,2}(einfach )?(weg|verschwunden)|antwortet (\\w+ ){0,4}(nicht mehr|kaum noch|tagelang nicht)|(stopped|stops|quit) (showing|turning|coming) (up|in|to)|(doesnt|does not|no longer|never|barely|rarely|hardly) (shows?|turns?|comes?) (up|in|to)|(barely|hardly|never|rarely) (reachable|available|responsive)|unreachable|unresponsive|gone (quiet|dark|missing)|went (quiet|dark|missing)|vanished|disappeared|(skips|skipped|skipping|stopped attending) (\\w+ ){0,2}(standups?|meetings?|calls?|planning|syncs?|weekly)|(barely|hardly|never|no longer) (replies|answers|responds)|lässt sich (\\w+ ){0,3}(nicht mehr|kaum noch|kaum|selten) (blicken|sehen)|(hasnt|has not) (been (to|in) (the )?(office|meetings?)|shown up|turned up)',
    topic: { de: 'Einsatz', en: 'commitment' },
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
    cues: 'arbeitsstil\\w*|arbeitsweise\\w*|chaot\\w*|perfektion\\w*|perfectionis\\w*|working styles?|work styles?|ways? of working|tempo|pace|zu langsam|too slow|zu schnell|too fast|spontan\\w*|detailverliebt|pedantisch|unstrukturiert|unorgani[sz]ed|messy|last minute|kurz vor knapp',
    topic: { de: 'Arbeitsweisen', en: 'your working styles' },
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
    cues: "konfliktstil\\w*|conflict styles?|(gehe|gehst|geht) (jedem |konflikten |streit )?(konflikt\\w* |streit )?aus dem weg|harmoniebedürf\\w*|harmoniesüchtig|avoid (conflict|confrontation)\\w*|conflict avoid\\w*|gebe (immer )?nach|give in|people pleas\\w*|kann nicht nein sagen|can'?t say no|cannot say no|mein muster|my pattern",
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
    cues: 'werte|wertvorstellung\\w*|values|prinzip\\w*|principles?|ethi\\w*|moral\\w*|sinnfrage|purpose|überzeugung\\w*|what we stand for|wofür wir stehen',
    topic: { de: 'Werte', en: 'your values' },
    theme: 'cofounder',
    tool: 'values-radar',
    de: {
      title: 'Unterschiedliche Werte',
      keywords: 'werte wert prinzipien sicherheit risiko sinn überzeugung ethik moral',
      tip: 'Wenn Streit immer wieder an derselben Stelle aufbricht, stecken oft unterschiedliche Werte dahinter, etwa Sicherheit gegen Wachstum oder Selbstbestimmung gegen Verlässlichkeit. Werte lassen sich nicht wegverhandeln, aber man kann Regeln finden, die beide respektieren.',
      points: [
        'Benennt die zwei, drei Werte, die jedem am wichtigsten sind.',
        'Sucht die Stellen, an denen sie aufeinanderprallen.',
        'Vereinbart Prinzipien für genau diese Entscheidungen.',
      ],
    },
    en: {
      title: 'Different values',
      keywords: 'values value principles security risk meaning belief ethics moral',
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
    cues: 'gehalt|gehalts\\w*|gehaltes|pays? (himself|herself|themselves|ourselves|me|us)|gehälter|salar\\w*|pay ourselves|paying ourselves|bezahlung|(bezahlen|zahlen|zahlt|bezahlt) (uns|sich|mir)|(uns|sich|mir|selbst) (\\w+ ){0,2}(bezahlen|auszahlen|auszuzahlen)|verdienst|lohn|privatentnahme\\w*|paycheck|compensation|vergütung|zahlen (uns|wir uns)|geschäftsführergehalt|geld\\w* (streit|frage)|streit\\w* (ums|über) geld|money (fight|argument|issue|talk)s?|(fight|argue|arguing) (about|over) money|\\w*ausschüttung\\w*|dividend\\w*|payouts?|gewinn\\w* (\\w+ ){0,3}(teilen|aufteilen|verteilen|ausschütten)|(split|share|sharing|splitting) (the |our )?profits?|profit (split|sharing)',
    topic: { de: 'Geld und Gehalt', en: 'money and pay' },
    theme: 'cofounder',
    de: {
      title: 'Geld und Gehalt unter Gründern',
      keywords: 'geld gehalt gehälter bezahlung vergütung verdienen lohn privatentnahme gründer fairness',
      tip: 'Streit ums Geld ist selten nur ein Streit ums Geld: Oft geht es um Anerkennung, Sicherheit oder Fairness. Transparente Zahlen und eine vorher vereinbarte Regel für Gehälter nehmen viel Spannung heraus.',
      points: [
        'Legt die Zahlen offen auf den Tisch.',
        'Klärt, wofür Geld steht: Sicherheit, Anerkennung, Wachstum.',
        'Vereinbart eine Regel, wann Gehälter angepasst werden.',
      ],
    },
    en: {
      title: 'Money and salary between founders',
      keywords: 'money salary salaries pay compensation earn wage founders fairness',
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
    cues: 'ausstieg\\w*|aussteig\\w*|auszusteigen|steigt aus|aussteigt|(?<!\\bauf (\\w+ ){1,4}|(raum|meeting|call|zimmer|büro|besprechung|call|chat) )verlassen|verlässt|will gehen|gehen will|aufhören will|hört auf|exit(?! (the |this |that |a )?(meeting|call|room|chat|app|zoom|conversation))|leave the company|(is|am|are|hes|shes|im|were) leaving|leaving (the company|us|the startup|the team)|quit\\w*|wants? out|step(ping|s)? down|trennen|trennung|part ways|buy (him|her|me|them|us) out|buyout|rauskaufen|auszahl\\w*|bad leaver|good leaver|(firma|startup|unternehmen|laden|gmbh|company|startup|business) (\\w+ ){0,4}verkaufen|(will|wollen|möchte|drängt darauf) (\\w+ ){0,6}verkaufen|verkaufen will|(wants?|keen|eager|ready|pushing|push|pressing) to sell|sell (the company|the startup|the business|up|out|right away)|(acquisition|übernahme|kauf)\\w* ?(offer|angebot)|(will|möchte|muss) raus|raus aus der firma|want out|step(ping)? away from|(haben|hat) uns (\\w+ ){0,3}getrennt|getrennte wege|split up|parted ways|walked out|ist raus|is out|(wants?|wanted|plans?|planning|going|decided|deciding|thinking about|considering|about|ready) to (leave|quit|step back|step away|move on)|(leave|leaving|quit|quitting) (\\w+ ){0,3}(to|and) (join|start|take|go)|(took|takes|taking|accepted|accepts|has) (a |an )?(job|offer|position) (at|with|from)|(aufhören|gehen|aussteigen|kündigen|weg) (\\w+ ){0,2}(will|möchte|wollte)|(will|möchte|wollte|plant|überlegt) (\\w+ ){0,6}(aufhören|aussteigen|kündigen|hinschmeißen|hinschmeissen)|(nimmt|hat) (\\w+ ){0,3}(angebot|neuen job|neue stelle) (bei|von|an)|(job|stelle) (bei|in) (\\w+ ){0,3}(annehmen|antreten)',
    topic: { de: 'Ausstieg', en: 'a possible exit' },
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
    cues: "vertrau\\w*|misstrau\\w*|hintergangen|hinter meinem rücken|lügt|gelogen|lügen|versprech\\w*|versprich\\w*|verspricht|versproch\\w*|promis(ed|es|ing) (\\w+ ){0,3}(to )?(customers?|clients?|the team|investors?|us|me)|wortbruch|nicht an absprachen|hält sich nicht an|trust\\w*|lie[sd]|lying|betray\\w*|behind my back|broke (his|her|their) (word|promise)|broken promises?|doesn'?t keep (his|her|their) word|unzuverlässig|unreliable|(ignoriert|ignorieren|bricht|brechen|missachtet|übergeht) (\\w+ ){0,3}(absprachen|absprache|vereinbarungen|vereinbarung|zusagen|abmachungen)|(ignores|ignored|breaks|broke) (\\w+ ){0,2}(agreements?|what we agreed)",
    topic: { de: 'Vertrauen', en: 'trust' },
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
    cues: 'meetings? (eskalier|kipp|laufen aus dem ruder|enden im streit|sind chaotisch|dauern)\\w*|(schreien|schreit|brüllen|laut werden|kracht|knallt)\\w*.{0,40}(meeting|besprechung|jour fixe|weekly|sitzung)|(meeting|besprechung|jour fixe|weekly|sitzung)\\w*.{0,60}(schrei|brüll|laut|kracht|knallt|streit|unterbr|endlos|ewig|chaos|chaotisch|ausufer)\\w*|(meeting|standup|stand up|weekly)\\w*.{0,60}(blow up|blows up|shout|yell|derail|fight|argu|endless|chaos|chaotic|interrupt|go nowhere|going nowhere|too long)\\w*|endlos\\w* (meetings|besprechungen)|meeting ?kultur|meeting culture',
    topic: { de: 'Meetings', en: 'your meetings' },
    theme: 'team',
    de: {
      title: 'Meetings, in denen es kracht',
      keywords:
        'meeting meetings besprechung besprechungen sitzung teamsitzung jour fixe weekly runde diskussion streit laut unterbrechen agenda moderation',
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
      keywords: 'meeting meetings discussion argument loud interrupt agenda facilitation standup stand up weekly sync',
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
    cues: 'schweig\\w*|schwieg\\w*|stille|stillschweigen|(ist|wird|bleibt|bleiben|sind|war|wurde|werden) (\\w+ ){0,2}still|(niemand|keiner) (\\w+ ){0,2}(sagt|sagen|traut|meldet|widerspricht|äußert|redet|spricht)\\w*|sagt (niemand|keiner)|traut sich (keiner|niemand|nicht)|trauen sich (nicht|kaum|keine)|kein widerspruch|nicken (alles )?ab|nickt (alles )?ab|psycholog\\w* sicherheit|psychological(ly)? safe\\w*|nobody (says|speaks|talks|dares|pushes back)|no one (says|speaks|talks|dares|pushes back)|noone (says|speaks)|speak(s|ing)? up|silen(ce|t|tly)(?! treatment)|quiet|afraid to (say|speak)|keep quiet|keeps? quiet|yes (men|man)|(mund|maul) (nicht )?auf|kommt nichts|keine meinung|nobody (has|gives) an opinion|no opinions?|zurückhaltend|hält sich zurück|holds? back',
    topic: { de: 'Schweigen im Team', en: 'the silence' },
    theme: 'team',
    de: {
      title: 'Schweigen im Team und psychologische Sicherheit',
      keywords:
        'schweigen schweigt still ruhig traut sich nicht zurückhaltend rückzug meinung sagen offenheit niemand keiner widerspruch psychologische sicherheit meeting besprechung',
      tip: 'Schweigen im Team ist selten Zustimmung. Oft fehlt die Sicherheit, Kritik oder Zweifel offen zu sagen, ohne Nachteile zu fürchten. Direkte Einladungen, anonyme Rückmeldungen und ein gelassener Umgang mit Widerspruch machen Reden leichter, besonders wenn Führung mit eigenen Fehlern anfängt.',
      points: [
        'Lade stille Personen gezielt und ohne Druck ein.',
        'Reagiere auf Kritik mit Dank und Neugier statt mit Verteidigung.',
        'Nutze kurze Runden, in denen jede Person einmal zu Wort kommt.',
        'Sprich als Erste oder Erster über eigene Fehler und Unsicherheiten.',
      ],
    },
    en: {
      title: 'Silence in the team and psychological safety',
      keywords:
        'silence silent quiet does not speak up withdrawn opinion psychological safety openness nobody no one dares meeting meetings',
      tip: 'Silence in a team is rarely agreement. Often people lack the safety to voice criticism or doubt without fearing the consequences. Direct invitations, anonymous feedback and a calm response to disagreement make speaking up easier, especially when leaders start by naming their own mistakes.',
      points: [
        'Invite quiet people directly and without pressure.',
        'Answer criticism with thanks and curiosity instead of defence.',
        'Use short rounds in which everyone speaks once.',
        'Be the first to talk about your own mistakes and doubts.',
      ],
    },
  },
  {
    id: 'workload',
    cues: 'arbeitslast|überlast\\w*|zu viel arbeit|überstunden|überfordert|burn ?out|ausgebrannt|workload|overload\\w*|overtime|too much (work|on (my|our) plate)|overwhelm\\w*|unfair verteilt|ungleich verteilt|bleibt (\\w+ ){0,3}an mir hängen|mache (alles|fast alles|die ganze arbeit)|ich mache alles|(do|doing) (all|most) (of )?the work|carry(ing)? (the|most|all)|nobody helps|niemand hilft|kapazität\\w*|capacity|ungerecht\\w* verteil\\w*|fair(ness)? (bei|in) der (arbeit|verteilung)|fair share|pull(ing)? (his|her|their) weight|zieht nicht mit|(an|auf) mich (ab)?(schiebt|schieben|abwälzt|ablädt|abgeschoben)|(schiebt|schieben|wälzt|wälzen|lädt|laden) (\\w+ ){0,6}(an|auf) mich ab|(dumps?|dumping|dumped|offloads?|offloading|pushes|pushing) (\\w+ ){0,4}(on|onto) me|(ends?|ended|ending) up on my (desk|plate)|(lands?|landed|landing) on my (desk|plate)|landet (\\w+ ){0,3}(auf meinem (tisch|schreibtisch)|bei mir)',
    topic: { de: 'Arbeitslast', en: 'the workload' },
    theme: 'team',
    de: {
      title: 'Arbeitslast und Fairness',
      keywords:
        'arbeitslast überlastung überlastet zu viel arbeit stress druck verteilung ungerecht unfair fairness überstunden kapazität',
      tip: 'Streit über Arbeitslast entzündet sich oft an Unsichtbarem: Wer trägt was, und wer merkt es. Macht die Aufgaben sichtbar, priorisiert gemeinsam und sagt offen, was wegfallen darf.',
      points: [
        'Sammelt alle laufenden Aufgaben an einem sichtbaren Ort.',
        'Priorisiert gemeinsam und streicht bewusst.',
        'Sprecht früh an, wenn jemand dauerhaft über der Grenze arbeitet.',
      ],
    },
    en: {
      title: 'Workload and fairness',
      keywords:
        'workload overload overloaded too much work stress pressure distribution unfair fairness overtime capacity burnout team',
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
    cues: 'feedback (geben|zu geben|formulier)\\w*|give (him|her|them)? ?feedback|giving feedback|rückmeldung geben|kritik (üben|äußern|anbringen)|kritisier\\w*|criticis\\w*|critique|performance review\\w*|mitarbeitergespräch\\w*|jahresgespräch\\w*|feedbackgespräch\\w*|feedback conversation|feedback',
    topic: { de: 'Feedback', en: 'the feedback' },
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
    cues: 'groll\\w*|nagt (\\w+ ){0,2}an mir|innerlich (\\w+ ){0,2}(sauer|wütend|brodelt)|resent\\w*|bitter\\w*|keeping score|swallow\\w* it|wut|wütend|sauer|ärger\\w*|zorn\\w*|angry|anger|furious|explod\\w*|platzt (mir )?der kragen|raste aus|ausgerastet|lose my temper|lost my temper|cool down|runterkommen|beruhig\\w*|calm down|heul\\w*|weinen|cry\\w*|tears|tränen',
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
    cues: 'was kostet|kostet (uns|das)|kosten|cost\\w*|teuer|expensive|produktivität|productivity|fluktuation|turnover|attrition|krankmeldung\\w*|sick days|verlorene zeit|lost time',
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
  {
    id: 'remote-hybrid',
    cues: "remote|home ?office|homeoffice|hybrid|vor ort|im büro|ins büro|in the office|to the office|zeitzone\\w*|time ?zones?|video ?calls?|videocall\\w*|zoom|kamera aus|camera off|async\\w*|erreichbar\\w*|reachable|unreachable|antwortet (nicht|kaum|tagelang)|doesn'?t (answer|respond|reply)|replies (late|slowly)|distributed|verteilt\\w* team",
    topic: { de: 'Remote-Arbeit', en: 'remote work' },
    theme: 'team',
    de: {
      title: 'Reibung bei Remote- und Hybridarbeit',
      keywords:
        'remote homeoffice home office hybrid büro vor ort zeitzone erreichbarkeit video call kamera chat nachrichten slack asynchron verteilt',
      tip: 'Remote entstehen Konflikte oft aus fehlenden Signalen: Eine knappe Nachricht wirkt schroffer, als sie gemeint ist, und wer nicht im Büro ist, bekommt weniger mit. Klare Absprachen zu Erreichbarkeit, Kanälen und Antwortzeiten nehmen viel Spannung heraus.',
      points: [
        'Vereinbart, welcher Kanal wofür da ist: Chat für Kurzes, Call für Heikles, Dokument für Entscheidungen.',
        'Legt Kernzeiten und erwartete Antwortzeiten fest, statt sie stillschweigend vorauszusetzen.',
        'Sprecht Spannungen per Video an, nicht per Chat.',
        'Sorgt dafür, dass Entscheidungen vor Ort auch für die anderen sichtbar werden.',
      ],
    },
    en: {
      title: 'Friction in remote and hybrid work',
      keywords:
        'remote home office hybrid office on site time zone availability video call camera chat messages slack async distributed',
      tip: 'Remote conflicts often come from missing signals: a short message reads harsher than it was meant, and whoever is not in the office misses things. Clear agreements on availability, channels and response times take a lot of tension out.',
      points: [
        'Agree which channel is for what: chat for quick things, a call for sensitive ones, a document for decisions.',
        'Set core hours and expected response times instead of assuming them silently.',
        'Raise tension on video, not in chat.',
        'Make sure decisions taken in the office become visible to everyone else.',
      ],
    },
  },
  {
    id: 'feedback-hurts',
    cues: 'verletzend\\w*|kränkend|kränkt|herablassend|bloßgestellt|vor allen (anderen )?(kritisiert|runtergemacht|bloßgestellt|angegangen)|runtergemacht|macht mich runter|macht mich fertig|abgewertet|harsh\\w*|hurtful|in front of (everyone|the team|others)|publicly (criticis|humiliat)\\w*|tore (me|my work|it) apart|puts? me down|belittl\\w*|condescend\\w*|brutal\\w*|tut (so |richtig )?weh|hat gesessen|hat mich getroffen|(feedback|kritik) (hat|tat) (mich )?(weh|verletzt)|feedback (hurt|stung)|took it personally|persönlich genommen|unter der gürtellinie|below the belt|kritik von|criticism from|(kritisier\\w*|zerrissen|zerreisst|auseinandergenommen|auseinander genommen|runtergeputzt|schlampig|vorgeführt|tore|torn|ripped|criticis\\w*|calling out|called out|calls out|mocked|humiliat\\w*) (\\w+ ){0,12}(vor|in front of|during|im|in the) (dem |den |der |the |our |all |)?(ganzen |gesamten |whole |entire )?(team|allen|anderen|kunden|kollegen|investor\\w*|board|everyone|others|client|customer|people|all hands|standup|weekly|meeting)|(vor|in front of) (dem |den |der |the |our )?(ganzen |gesamten |whole |entire )?(team|allen|anderen|kunden|kollegen|everyone|others|client|customer|\\w+ people) (\\w+ ){0,8}(kritisier\\w*|zerrissen|auseinandergenommen|runtergemacht|schlampig|tore|torn|ripped|criticis\\w*|called out|humiliat\\w*)',
    topic: { de: 'verletzendes Feedback', en: 'the hurtful feedback' },
    theme: 'self',
    de: {
      title: 'Wenn Feedback verletzt',
      keywords:
        'verletzend kränkend kritik bekommen getroffen runtergemacht bloßgestellt vor allen herablassend abgewertet persönlich genommen',
      tip: 'Verletzendes Feedback trifft oft einen wunden Punkt, und der Ärger darüber ist berechtigt. Hilfreich ist, Inhalt und Form zu trennen: Was davon ist brauchbar, und was war an der Art nicht in Ordnung. Beides darfst du ansprechen, am besten mit etwas Abstand.',
      points: [
        'Gib dir Zeit, bevor du reagierst, und antworte nicht im ersten Ärger.',
        'Trenne, was gesagt wurde, davon, wie es gesagt wurde.',
        'Sprich die Form mit einer Ich-Botschaft an: „Vor allen kritisiert zu werden, hat mich getroffen.“',
        'Bitte um Feedback unter vier Augen und mit konkreten Beispielen.',
      ],
    },
    en: {
      title: 'When feedback hurts',
      keywords:
        'hurtful harsh criticism received stung put down humiliated in front of everyone condescending belittled took it personally',
      tip: 'Hurtful feedback often hits a sore spot, and being upset about it is legitimate. It helps to separate content from form: what in it is useful, and what about the way it was said was not okay. You can raise both, ideally with a little distance.',
      points: [
        'Give yourself time before you react, and do not answer in the first wave of anger.',
        'Separate what was said from how it was said.',
        'Address the form with an I-message: "Being criticised in front of everyone really hit me."',
        'Ask for feedback in private and with concrete examples.',
      ],
    },
  },
  {
    id: 'underperformance',
    cues: "liefert (nicht|kaum|wenig|nichts)|liefert seit (\\w+ ){1,3}(nicht|nichts|kaum|wenig)\\b|doesn'?t deliver|not delivering|never delivers|underperform\\w*|leistung\\w*|performance (problem|issue)s?|poor performance|wächst nicht mit|out of (his|her|their) depth|not up to (it|the job|the task)|ergebnisse (fehlen|bleiben aus)|no results|deadlines? (\\w+ ){0,2}(verpasst|gerissen|reißt)|miss(es|ed|ing)? (his |her |their |our |the )?deadlines?|verpasst (ständig |immer )?(deadlines?|termine)|misses (deadlines|targets)|missed (deadlines|targets)|nicht gut genug|not good enough|überfordert mit|mit (seiner|ihrer|der) rolle (\\w+ ){0,4}überfordert|schafft (es|das) nicht|kompetenz\\w*|qualität (stimmt nicht|lässt nach)|quality (is )?(poor|bad|slipping)",
    topic: { de: 'Leistung', en: 'performance' },
    theme: 'cofounder',
    tool: 'conflict-analysis',
    de: {
      title: 'Wenn ein Mitgründer nicht liefert',
      keywords:
        'liefert nicht leistung ergebnisse deadlines verpasst überfordert wächst nicht mit kompetenz qualität erwartungen mitgründer partner',
      tip: 'Wenn ein Mitgründer nicht liefert, steckt selten Faulheit dahinter, eher unklare Erwartungen, eine Rolle, die nicht mehr passt, oder etwas Privates. Sprecht über konkrete Ergebnisse statt über die Person, und klärt, ob die Rolle noch zu ihm oder ihr passt.',
      points: [
        'Benenne zwei, drei konkrete Beispiele statt eines Gesamturteils.',
        'Frag nach, was los ist, bevor du bewertest: Überlastung, fehlende Fähigkeiten, privater Druck.',
        'Vereinbart messbare Erwartungen und einen Zeitpunkt, zu dem ihr gemeinsam draufschaut.',
        'Überlegt offen, ob eine andere Rolle besser passen würde.',
      ],
    },
    en: {
      title: 'When a co-founder does not deliver',
      keywords:
        'not delivering underperforming performance results missed deadlines out of depth skills quality expectations cofounder partner',
      tip: 'When a co-founder does not deliver, laziness is rarely the reason; more often it is unclear expectations, a role that no longer fits, or something personal. Talk about concrete results rather than the person, and clarify whether the role still fits.',
      points: [
        'Name two or three concrete examples instead of an overall verdict.',
        'Ask what is going on before you judge: overload, missing skills, private pressure.',
        'Agree on measurable expectations and a date to review them together.',
        'Consider openly whether a different role would fit better.',
      ],
    },
  },
  {
    id: 'strategy',
    cues: 'strategie\\w*|strateg\\w*|vision|richtung|direction|pivot\\w*|roadmap|fokus|focus|b2b|b2c|zielmarkt|target market|new market|neuen markt|wachstum um jeden preis|growth at all costs|(wachstum|growth) (vs|oder|or|statt|instead of) profit\\w*|profit\\w* (vs|oder|or|statt|instead of) (wachstum|growth)|wohin (wir|die firma|das unternehmen)|where (we are|the company is) (going|heading)|geschäftsmodell|business model|produktstrategie|product strategy|langfristig\\w* ziel\\w*|long term goals?|what to build|was wir bauen|produktentscheidung\\w*|product (decisions?|calls?|direction|priorities)|(ins|in das|in unser) produkt|(into|in) the product|welche (features|funktionen)|which features|was als nächstes (\\w+ ){0,3}(gebaut|kommt|bauen)|what (we )?(build|ship) next|build (it )?for (enterprise|consumers|small|big|large|smb)\\w*|wants? to build (it |this |the product )?for|(für|an) welche (kunden|zielgruppe)|which (customers|market|segment) (to|we)|entscheidung\\w* (über|zu|um) (die |unsere |neue )?(funktionen|features|produkt\\w*)|feature (decisions?|priorit\\w*)|zielgruppe\\w*|target (customers?|group|audience|segment)',
    topic: { de: 'Strategie', en: 'your strategy' },
    theme: 'cofounder',
    tool: 'values-radar',
    de: {
      title: 'Uneinig über Strategie und Richtung',
      keywords:
        'strategie richtung vision pivot roadmap fokus markt wachstum profitabilität geschäftsmodell produktstrategie ziel zukunft uneinig',
      tip: 'Streit über die Strategie ist oft ein Streit über unausgesprochene Annahmen und Ziele. Legt zuerst offen, was jede Seite erreichen will und wovon sie ausgeht, und macht dann aus der Grundsatzfrage ein kleines, überprüfbares Experiment.',
      points: [
        'Schreibt beide Varianten nebeneinander: Ziel, Annahmen, Risiken.',
        'Klärt, welche Daten euch überzeugen würden, bevor ihr sie sammelt.',
        'Testet die Richtung mit einem begrenzten Experiment und festem Zeitraum.',
        'Vereinbart, wer bei einem Patt in dieser Frage entscheidet.',
      ],
    },
    en: {
      title: 'Disagreeing on strategy and direction',
      keywords:
        'strategy direction vision pivot roadmap focus market growth profitability business model product strategy goal future disagree',
      tip: 'An argument about strategy is often an argument about unspoken assumptions and goals. First lay open what each side wants to achieve and what it assumes, then turn the big question into a small experiment you can check.',
      points: [
        'Write both options side by side: goal, assumptions, risks.',
        'Agree which data would convince you before you collect it.',
        'Test the direction with a limited experiment and a fixed time frame.',
        'Agree who decides this question in a deadlock.',
      ],
    },
  },
  {
    id: 'hiring-budget',
    cues: 'einstellungen|(jemand\\w*|leute|personen|mitarbeiter\\w*|mitarbeitende\\w*|entwickler\\w*|devs?|developer\\w*|engineers?|designer\\w*|vertriebler\\w*|sales\\w*|kolleg\\w*|werkstudent\\w*|praktikant\\w*|leuten|(noch )?(einen|eine|zwei|drei|vier|\\d+) (neue\\w* )?(person|leute|dev|devs|entwickler\\w*|mitarbeiter\\w*|engineers?|designer\\w*)) (\\w+ ){0,3}(einstellen|eingestellt|einzustellen)|neueinstellung\\w*|neue (leute|leuten|mitarbeitende\\w*|mitarbeiter\\w*|entwickler\\w*|stellen)|recruit\\w*|(?<!acqui )hiring|(?<!acqui )hires?|headcount|stellen besetz\\w*|personalplanung|personalbudget|budget\\w*|ausgaben|spending|spend (the |our )?(money|cash|budget)|burn ?rate|kosten senken|cut costs|cost cutting|sparen|sparkurs|freelancer\\w*|wofür (wir )?(das )?geld ausgeben|what to spend (the )?money on|(gibt|gab|geben|gaben|ausgeben|ausgegeben) (\\w+ ){0,5}geld\\w* (\\w+ ){0,5}aus|geld (\\w+ ){0,3}(raushaut|raushauen|verbrennt|verbrennen|verpulvert|verpulvern|rauswirft|rauswerfen|verprasst)|wie viel (\\w+ ){0,6}(ausgeben|ausgegeben|investieren|stecken)|firmen ?(kredit)?karte|(company|corporate) (credit )?card|(how much|too much|so much) (\\w+ ){0,3}(to )?spend|spend(s|ing)? (\\w+ ){0,2}(money|cash)|burn(s|ing)? through (the |our )?(money|cash|runway)',
    topic: { de: 'Einstellungen und Budget', en: 'hiring and budget' },
    theme: 'cofounder',
    de: {
      title: 'Einstellungen und Budgetentscheidungen',
      keywords:
        'einstellungen neue leute recruiting personal budget ausgaben runway burn rate sparen kosten freelancer agentur stelle',
      tip: 'Bei Einstellungen und Budget prallen oft Wachstum und Sicherheit aufeinander. Es hilft, vorher gemeinsame Kriterien festzulegen, etwa Runway, Ziele und Grenzen, und Entscheidungen daran zu messen statt am Bauchgefühl des Einzelnen.',
      points: [
        'Legt ein gemeinsames Budget mit Runway-Grenze fest, unter die ihr nicht fallt.',
        'Klärt, bis zu welchem Betrag jede Person allein entscheiden darf.',
        'Begründet jede neue Stelle mit dem Problem, das sie löst.',
        'Prüft große Ausgaben nach einem festen Zeitraum gemeinsam nach.',
      ],
    },
    en: {
      title: 'Hiring and budget decisions',
      keywords:
        'hiring hire new people recruiting headcount budget spending runway burn rate saving costs freelancer agency role',
      tip: 'Hiring and budget decisions often pit growth against security. It helps to agree on shared criteria in advance, such as runway, goals and limits, and to measure decisions against them rather than against one person’s gut feeling.',
      points: [
        'Agree on a shared budget with a runway floor you will not go below.',
        'Clarify up to which amount each person may decide alone.',
        'Justify every new role with the problem it solves.',
        'Review big spending together after a fixed period.',
      ],
    },
  },
  {
    id: 'investor-pressure',
    // Investors or the board named alone are no pressure ("vor den Investoren", "our lead investor
    // told me"): they count when they push, want or demand something.
    cues: '(investor\\w*|vcs?|venture capital|geldgeber\\w*|kapitalgeber\\w*|board|board members?|beirat\\w*|beiratsmitglied\\w*|aufsichtsrat\\w*|business angels?|angels?|stille\\w* (teilhaber|gesellschafter|partner)\\w*|silent partners?|teilhaber\\w*|gesellschafter\\w*|shareholders?) (\\w+ ){0,5}((machen|macht|mache) (\\w+ ){0,2}druck|drängt|drängen|fordern|fordert|verlangen|verlangt|erwarten|erwartet|will|wollen|wants?|push\\w*|pressur\\w*|demand\\w*|expect\\w*|insist\\w*|ruft|rufen|anrufe|calls? (me|us|him|her|my|our)|calling (me|us|him|her|my|our)|emails?|emailing|mailt|schreibt|schreiben|anweisungen|instructions|orders|direkt|directly|mischt|mischen|meddl\\w*|interfer\\w*|going around|goes around|geht an)|finanzierungsrunde\\w*|funding|fundraising|series [abc]|seed runde|seed round|term ?sheet|kpis?|wachstumsziele?|growth targets?|pressure from (our )?(investors?|the board|vcs?)|druck von (den |unseren |der )?(investor\\w*|geldgeber\\w*|board)|reporting an|bridge round|down round',
    topic: { de: 'Investorendruck', en: 'investor pressure' },
    theme: 'cofounder',
    de: {
      title: 'Druck von Investoren',
      keywords:
        'investor investoren vc geldgeber board beirat business angel finanzierungsrunde funding kpi wachstumsziele druck reporting',
      tip: 'Druck von Investoren trifft Gründer oft unterschiedlich hart und kann sie gegeneinander ausspielen. Einigt euch zuerst untereinander, was ihr wollt und was nicht verhandelbar ist, und tretet dann mit einer Stimme auf.',
      points: [
        'Klärt intern, welche Ziele realistisch sind, bevor ihr sie zusagt.',
        'Sprecht mit einer Stimme und tragt Meinungsverschiedenheiten nicht vor Investoren aus.',
        'Macht transparent, welche Erwartungen die Investoren tatsächlich haben, schriftlich.',
        'Für Vertragsfragen mit Investoren gehört eine Anwältin oder ein Anwalt dazu.',
      ],
    },
    en: {
      title: 'Pressure from investors',
      keywords:
        'investor investors vc board advisory board business angel funding round fundraising kpi growth targets pressure reporting',
      tip: 'Investor pressure often hits founders differently and can play them off against each other. Agree among yourselves first what you want and what is not negotiable, then speak with one voice.',
      points: [
        'Agree internally which targets are realistic before you commit to them.',
        'Speak with one voice and do not fight out disagreements in front of investors.',
        'Make the investors’ actual expectations explicit, in writing.',
        'Contract questions with investors need a lawyer.',
      ],
    },
  },
  {
    id: 'early-employee',
    cues: 'erste\\w* (mitarbeiter\\w*|angestellte\\w*|entwickler\\w*|hire)|frühe\\w* (mitarbeiter\\w*|team)|mitarbeiter\\w* der ersten stunde|von anfang an dabei|seit (dem )?anfang dabei|seit tag eins|early (employee|hire|team member)s?|first (employee|hire|engineer|developer)s?|employee (number|no) (one|1)|since (day one|the beginning|the start)|been with us since|ist länger dabei als|neue (führungskraft|teamleitung|head of|managerin|manager) (über|vor)|new (manager|head of|vp|lead) (above|over)|fühlt sich übergangen von|mitarbeiter\\w* (gegen|vs) (gründer|mich)',
    topic: { de: 'frühe Mitarbeitende', en: 'your early team' },
    theme: 'team',
    de: {
      title: 'Konflikt zwischen Gründer und frühem Mitarbeiter',
      keywords:
        'erste mitarbeiter früh mitarbeiter anfang dabei wachstum neue führungskraft struktur hierarchie übergangen rolle loyalität',
      tip: 'Frühe Mitarbeitende haben das Unternehmen mit aufgebaut und erleben Wachstum oft als Verlust: weniger Nähe, neue Führung, neue Regeln. Sprich Wertschätzung und die Veränderung offen an und kläre gemeinsam, welche Rolle jetzt passt.',
      points: [
        'Erkenne den Beitrag der Anfangszeit ausdrücklich an.',
        'Erkläre, warum sich Strukturen ändern, statt sie einfach einzuführen.',
        'Kläre Erwartungen an Rolle, Entwicklung und Entscheidungen neu.',
        'Sprich Enttäuschungen früh an, bevor sie zu Rückzug oder Kündigung führen.',
      ],
    },
    en: {
      title: 'Conflict between a founder and an early employee',
      keywords:
        'first employee early hire since the beginning growth new manager structure hierarchy sidelined role loyalty',
      tip: 'Early employees helped build the company and often experience growth as a loss: less closeness, new managers, new rules. Address both appreciation and the change openly, and work out together which role fits now.',
      points: [
        'Acknowledge the contribution of the early days explicitly.',
        'Explain why structures change instead of just introducing them.',
        'Clarify expectations on role, growth and decisions afresh.',
        'Raise disappointment early, before it turns into withdrawal or resignation.',
      ],
    },
  },
  {
    id: 'culture-language',
    cues: 'kulturell\\w*|kultur\\w* unterschied\\w*|andere\\w* kultur\\w*|cultur(al|e)s? differen\\w*|different cultur\\w*|culture clash|sprachbarriere\\w*|language barrier|sprache\\w* (probleme|hürde|unterschied)\\w*|auf englisch|in english|englisch ist nicht|nicht (gut )?deutsch|not (good|great) (at )?(english|german)|nicht muttersprach\\w*|native speaker\\w*|non native|zweitsprache|second language|zu direkt|too direct|direktheit|directness|indirekt\\w*|indirect\\w*|unhöflich|rude|impolite|höflichkeit|politeness|herkunft|background|nationalit\\w*|international\\w* team|aus (indien|china|den usa|amerika|brasilien|spanien|frankreich|italien|polen|der türkei|russland|japan|korea)|from (india|china|the us|america|brazil|spain|france|italy|poland|turkey|russia|japan|korea)|interkulturell\\w*|intercultural|switch\\w* (\\w+ ){0,2}(to|into) (german|english|french|spanish|italian|dutch|polish|turkish|portuguese)|(wechselt|wechseln|spricht|sprechen|redet|reden|fällt|fallen) (\\w+ ){0,8}(auf|ins) (deutsch|englisch|französisch|spanisch|italienisch|niederländisch|polnisch|türkisch|portugiesisch)\\w*',
    topic: { de: 'kulturelle Unterschiede', en: 'the cultural differences' },
    theme: 'team',
    de: {
      title: 'Kulturelle und sprachliche Unterschiede',
      keywords:
        'kultur kulturell sprache sprachbarriere englisch muttersprache direkt indirekt höflich unhöflich missverständnis international herkunft',
      tip: 'Was in einer Kultur direkt und ehrlich wirkt, klingt in einer anderen unhöflich, und in einer Zweitsprache fehlen oft die Zwischentöne. Bevor du Absicht unterstellst, lohnt es sich zu fragen, wie etwas gemeint war, und gemeinsame Regeln für Ton und Sprache zu finden.',
      points: [
        'Frag nach, wie etwas gemeint war, bevor du es bewertest.',
        'Sprecht offen über eure Gewohnheiten: direkt oder indirekt, schriftlich oder mündlich.',
        'Fasst wichtige Absprachen schriftlich und in einfacher Sprache zusammen.',
        'Vereinbart eine Arbeitssprache, in der sich alle sicher genug fühlen.',
      ],
    },
    en: {
      title: 'Cultural and language differences',
      keywords:
        'culture cultural language barrier english german native speaker direct indirect polite rude misunderstanding international background',
      tip: 'What sounds direct and honest in one culture can sound rude in another, and nuance often gets lost in a second language. Before assuming intent, it pays to ask how something was meant and to agree on shared rules for tone and language.',
      points: [
        'Ask how something was meant before you judge it.',
        'Talk openly about your habits: direct or indirect, written or spoken.',
        'Put important agreements in writing and in plain language.',
        'Agree on a working language in which everyone feels confident enough.',
      ],
    },
  },
  {
    id: 'friendship',
    cues: '(mein|meine|unser|unsere) (mutter|vater|onkel|tante|cousin\\w*|schwager|schwägerin|schwieger\\w*|sohn|tochter)|(my|our|his|her) (mom|mum|mother|dad|father|uncle|aunt|cousin|son|daughter|wife|husband)|(die|der|den|dem) (mutter|vater|frau|mann|bruder|schwester|sohn|tochter|freundin|freund) (meines|meiner|unseres|unserer|von meinem|von meiner|von unserem) (mitgründer\\w*|geschäftspartner\\w*|chef\\w*)|(co ?founder|cofounder|partner) ?s (mom|mum|mother|dad|father|wife|husband|brother|sister|girlfriend|boyfriend)|in law|familienunternehmen|family business|freunde|freunden|freundinnen|freundschaft\\w*|friends?|friendship|befreundet|beste\\w* freund\\w*|best friends?|ehepaar|verheiratet|married|(mein|meine) (mann|frau|freundin|freund|partner|partnerin) (und ich|ist (auch )?(mit)?gründer)|married couple|privatleben|personal life|familie\\w*|family|bruder|schwester|brother|sister',
    topic: { de: 'Freundschaft und Geschäft', en: 'friendship and business' },
    theme: 'cofounder',
    de: {
      title: 'Freundschaft und Geschäft',
      keywords: 'freund freunde freundschaft befreundet privat paar familie beziehung vertraut geschäftlich',
      tip: 'Wer mit Freunden oder Partnern gründet, hat viel Vertrauen, aber oft wenig Regeln: Heikles bleibt unausgesprochen, um die Beziehung zu schonen. Trennt bewusst geschäftliche Gespräche von privaten und haltet wichtige Absprachen schriftlich fest.',
      points: [
        'Vereinbart feste Termine für geschäftliche Themen, damit sie nicht ins Private rutschen.',
        'Haltet Rollen, Anteile und Ausstiegsregeln schriftlich fest, gerade weil ihr euch vertraut.',
        'Sprecht Kritik früh an: Schonung schützt die Freundschaft nur kurzfristig.',
      ],
    },
    en: {
      title: 'Friendship and business',
      keywords: 'friend friends friendship private couple family relationship close business',
      tip: 'Founding with friends or partners brings a lot of trust but often few rules: sensitive points stay unspoken to protect the relationship. Deliberately separate business talks from private ones and put important agreements in writing.',
      points: [
        'Set fixed times for business topics so they do not spill into private life.',
        'Write down roles, equity and exit rules, precisely because you trust each other.',
        'Raise criticism early: sparing each other only protects the friendship in the short term.',
      ],
    },
  },
];

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return knowledge.find((entry) => entry.id === id);
}

export const localised = (entry: KnowledgeEntry, lang: Lang): LocalisedEntry => entry[lang];
