// The rubric's own reading of what a message is about, one pattern per knowledge entry: written
// apart from the entries' cues, keywords and the retrieval index, so a tip the coach gives on an
// incidental word ("ein paar Monate", "gehalten", "Slack", "acqui-hire") is caught instead of
// confirmed by the same word list. Each pattern names the topic itself (a phrase or a specific
// word with word boundaries), never a word that is common in other senses. Natural spelling,
// matched on the folded message.
import { fold, foldPattern } from '../text';

const topics: Record<string, string> = {
  'active-listening':
    'hört (\\w+ ){0,4}zu|zuhören|zuhört|unterbricht|unterbrechen|ausreden lassen|lässt mich nicht ausreden|versteht mich nicht|nicht verstanden|listens?|listening|interrupts?|talks over|cuts me off|understand me|feel heard|not heard',
  'i-messages':
    'vorwurf|vorwürfe|vorwirft|wirft mir|beschuldig\\w*|wie (sage|formuliere|sag) ich|formulieren|blames?|blaming|accus\\w*|how (do|can|should) i (say|phrase|word)|phrase it|ich botschaft\\w*|i messages?',
  'nonviolent-communication': 'gewaltfrei\\w*|gfk|rosenberg|nonviolent|non violent|nvc',
  'interests-not-positions':
    'verhandl\\w*|kompromiss\\w*|einig(en|ung|t)|position\\w*|interessen|negotiat\\w*|compromis\\w*|agree on|agreement|common ground|positions?|interests|win win',
  batna: 'batna|plan b|alternative|walk away|kein deal|no deal|notfall',
  'prepare-conversation':
    'gespräch\\w*|ansprechen|anzusprechen|spreche (ich )?(ihn|sie|das)|aussprache|vorbereit\\w*|wie fange ich|wie beginne ich|conversation|talk to (him|her|them)|bring (it|this) up|raise (it|this)|prepar\\w*|how (do|should|can) i (start|open|approach|tell)',
  glasl:
    'eskal\\w*|glasl|lagerbildung|(zwei|beide|beiden|verschiedene) lager|lager (gebildet|bilden|bildet)|fronten|verhärtet|festgefahren|feindbild\\w*|droh\\w*|escalat\\w*|sides|hardened|stuck|threat\\w*|coalition\\w*|funkstille|kein wort mehr|nicht mehr miteinander|(redet|reden|spricht|sprechen) (\\w+ ){0,3}nicht mehr mit|nur noch das nötigste|stopped (talking|speaking)|not (talking|speaking) to|silent treatment|bare minimum',
  mediation:
    'mediat\\w*|vermittl\\w*|schlicht\\w*|neutral\\w*|dritte\\w* person|von außen|third party|outside help|moderat\\w*|external|vermittelt',
  roles:
    'rolle\\w*|zuständig\\w*|verantwort\\w*|wer macht was|aufgaben\\w*|bereich|einmisch\\w*|mischt sich|ceo|cto|coo|cpo|roles?|responsib\\w*|who does what|my lane|micromanag\\w*|title',
  'decision-rights':
    'without me|ohne es (mir|uns) zu sagen|over (my|our) heads?|über (\\w+ ){0,2}(kopf|köpfe) hinweg|entscheid\\w*|entschied\\w*|beschl\\w*|veto|patt|überstimm\\w*|übergangen|letzte wort|ohne (mich|rücksprache|absprache)|decid\\w*|decision\\w*|deadlock\\w*|overrul\\w*|final say|without (asking|consulting)|alleingang|on (his|her|their) own|by (himself|herself|themselves)|ohne (\\w+ ){0,3}(abzustimmen|abstimmung|zu fragen|bescheid|ein wort)|without (telling|consulting|checking with)',
  'equity-vesting':
    'anteil\\w*|beteiligung\\w*|vesting|cliff|prozent|cap table|esop|vsop|equity|shares?|stake|percent|ownership',
  commitment:
    'so viele (\\w+ ){0,3}wie (ich|wir|alle)|weniger (\\w+ ){1,2}als (ich|wir|alle)|half the (\\w+ ){1,2}(i|we) |(fewer|less) (\\w+ ){1,2}than (i|me|everyone|anyone)|so viel (wie|als) (mein|meine|er|sie)|doppelt so viel|halb so viel|die ganze last|wegduck\\w*|twice the hours|a third of what|half of what|pull(s|ing)? (his|her|their) weight|(more|fewer) hours|commitment|einsatz|engagement|nebenbei|teilzeit|stunden|zieht sich|motivation|lust mehr|committed|part time|side (job|project)|hours|checked out|effort|taucht (\\w+ ){0,8}auf|auftauch\\w*|ghost\\w*|erreichbar|meldet sich|verschwunden|abgetaucht|abwesen\\w*|rückzug|zurückgezogen|(kommt|kommen) (\\w+ ){0,3}nicht mehr|(ist|sind) (\\w+ ){0,4}weg|antwortet (\\w+ ){0,6}(gar nicht|nicht mehr|kaum)|shows? up|showing up|shown up|turns? up|turning up|turned up|vanish\\w*|disappear\\w*|reachable|unreachable|unresponsive|withdr\\w*|gone quiet|went quiet|absen\\w*|skips|skipp(ed|ing)|stop(s|ped)? (coming|showing|turning)|(barely|hardly|never|no longer) (replies|answers|responds)|lässt sich (\\w+ ){0,4}blicken',
  'working-styles':
    'arbeitsstil\\w*|arbeitsweise\\w*|chaot\\w*|perfektion\\w*|spontan\\w*|tempo|unstrukturiert|working styles?|ways? of working|pace|messy|last minute|structure\\w*|struktur\\w*|planung|plans? everything',
  'conflict-styles':
    'konfliktstil\\w*|aus dem weg|harmonie\\w*|nachgeben|gebe nach|nein sagen|muster|conflict style\\w*|avoid\\w*|give in|say no|people pleas\\w*|pattern',
  values:
    'werte|wert\\w* vorstell\\w*|prinzip\\w*|ethi\\w*|moral\\w*|überzeugung\\w*|wofür (wir|ich|er|sie|die firma) (\\w+ )?(stehen|steht|stehe)|values|principles?|ethic\\w*|purpose|what (we|i|the company) stands? for',
  'money-salary':
    '\\w*gehalt|\\w*gehälter|gehalts\\w*|lohn|vergütung|bezahlung|auszahl\\w*|ausschüttung\\w*|entnahme\\w*|verdienst|(bezahlen|zahlen|zahlt|bezahlt) (uns|sich|mir)|(uns|sich|mir|selbst) (\\w+ ){0,2}(bezahlen|zahlen|auszahlen)|salar\\w*|paycheck|compensation|pay (himself|herself|ourselves|myself|themselves|us|me)|dividend\\w*|paid (himself|herself|ourselves|myself|us|me)',
  exit: 'ausstieg\\w*|aussteig\\w*|auszusteigen|steigt aus|verlassen|verlässt|aufhören|kündig\\w*|trennen|trennung|rauskauf\\w*|abkaufen|leaver|exit|leav(e|es|ing)|quit\\w*|step(ping|s)? down|part ways|buy (him|her|them|us|me) out|buyout|wants? out|verkauf\\w*|sell(ing)?|acquisition|übernahmeangebot|getrennt|split up|parted ways|walked out|ist raus|will raus|step(ping)? away',
  trust:
    'vertrau\\w*|misstrau\\w*|hintergangen|hinter meinem rücken|lüg\\w*|gelogen|versproch\\w*|versprech\\w*|verspricht|absprache\\w*|unzuverlässig|trust\\w*|lie[sd]?|lying|betray\\w*|behind my back|promis\\w*|unreliable',
  meetings: 'meeting\\w*|besprechung\\w*|weekly|jour fixe|standup|stand up|sitzung\\w*|agenda|calls?',
  silence:
    'schweig\\w*|schwieg\\w*|stille|(niemand|keiner) (\\w+ ){0,2}(sagt|traut|meldet|widerspricht|redet)|traut sich|trauen sich|nicken|psycholog\\w* sicherheit|nobody (says|speaks|dares)|no one (says|speaks|dares)|speak(s|ing)? up|silen\\w*|quiet|zurückhaltend|holds? back',
  workload:
    'arbeitslast|überlast\\w*|zu viel|überstunden|überfordert|burn ?out|ausgebrannt|erschöpft|ich mache alles|bleibt an mir|kapazität\\w*|stunden|workload|overload\\w*|overtime|overwhelm\\w*|too much|all the work|exhausted|capacity|hours|fair share',
  feedback: 'feedback|rückmeldung\\w*|kritik|kritisier\\w*|mitarbeitergespräch\\w*|criticis\\w*|critique|review',
  emotions:
    'groll\\w*|nagt (\\w+ ){0,2}an mir|resent\\w*|bitter\\w*|keeping score|wut|wütend|sauer|ärger\\w*|zorn\\w*|emotional\\w*|ausgerastet|platzt|beruhig\\w*|weinen|tränen|heul\\w*|gefühl\\w*|angry|anger|furious|upset|lost my temper|calm down|cry\\w*|tears|feelings?',
  costs:
    'kost\\w*|teuer|produktivität|fluktuation|verlorene zeit|cost\\w*|expensive|productivity|turnover|attrition|lost time',
  'remote-hybrid':
    'remote|home ?office|hybrid|vor ort|im büro|ins büro|zeitzone\\w*|video ?call\\w*|zoom|kamera|async\\w*|erreichbar\\w*|umzug|zieht (\\w+ ){0,3}(nach|weg)|in the office|to the office|time ?zones?|camera|reachable|unreachable|distributed|moving (to|abroad)|move (to|abroad)|abroad|ausland',
  'feedback-hurts':
    'verletz\\w*|kränk\\w*|herablassend|bloßgestellt|vor allen|runtergemacht|abgewertet|tut weh|getroffen|persönlich genommen|hurt\\w*|harsh\\w*|in front of|publicly|belittl\\w*|condescend\\w*|personally|stung|vor (dem |den |der )?(ganzen |gesamten )?(team|anderen|kunden|kollegen|investor\\w*|board)|zerrissen|auseinandergenommen|tore (\\w+ ){0,3}apart|call(ed|ing|s)? out|humiliat\\w*|gedemütigt',
  underperformance:
    'liefert (nicht|kaum|wenig|nichts)|leistung\\w*|deadline\\w*|ergebnisse|nicht gut genug|überfordert|schafft (es|das) nicht|qualität|deliver(s|ed|ing)?\\b|underperform\\w*|(?<!(christmas|stage|live|theatre|theater|concert|opening|evening|dance|premiere|school|the|a|our|their) )performance|results|not good enough|out of (his|her|their) depth|quality|miss(ed|es|ing)? (the )?(targets?|deadlines?|goals?)|ziele verfehlt|verfehlt',
  strategy:
    'strateg\\w*|vision|richtung|pivot\\w*|roadmap|fokus|b2b|b2c|markt|geschäftsmodell|produkt\\w*|direction|focus|market|business model|product|features?|what to build',
  'hiring-budget':
    'einstell\\w*|eingestellt|recruit\\w*|bewerb\\w*|kandidat\\w*|personal\\w*|stelle|budget\\w*|ausgaben|sparen|burn ?rate|freelancer\\w*|(?<!acqui )hir(e|es|ed|ing)|headcount|candidates?|recruit\\w*|spend\\w*|cut costs',
  'investor-pressure':
    'investor\\w*|geldgeber\\w*|kapitalgeber\\w*|board|beirat|aufsichtsrat|angels?|finanzierung\\w*|funding|fundraising|series [abc]|seed runde|seed round|term ?sheet|vcs?|venture|kpis?|wachstumsziel\\w*|growth targets?',
  'early-employee':
    'erste\\w* (mitarbeiter\\w*|angestellte\\w*|entwickler\\w*)|früh\\w* (mitarbeiter\\w*|team)|von anfang an|seit tag eins|first (employee|hire|engineer|developer)s?|early (employee|hire|team)|since day one|since the (beginning|start)',
  'culture-language':
    'kultur\\w*|sprache\\w*|englisch|deutsch|muttersprach\\w*|direkt(?!or)\\w*|indirekt\\w*|unhöflich|herkunft|cultur\\w*|language|english|german|native|direct(?!or)\\w*|indirect\\w*|rude|polite\\w*|background',
  friendship:
    'mutter|vater|onkel|tante|cousin\\w*|schwager|schwägerin|schwieger\\w*|mother|father|mom|mum|dad|uncle|aunt|in law|wife|husband|sohn|tochter|son|daughter|freund|freunde|freunden|freundin|freundschaft\\w*|befreundet|friends?|friendship|verheiratet|ehepaar|married|familie\\w*|family|bruder|schwester|brother|sister|privat\\w*|personal',
};

const patterns = new Map(
  Object.entries(topics).map(([id, source]) => [id, new RegExp(`(?:^|\\b)(?:${foldPattern(source)})(?:\\b|$)`)]),
);

/** Whether the rubric reads a message as being about a knowledge entry's topic (unknown ids: no). */
export function isAboutTopic(entryId: string, text: string): boolean {
  return patterns.get(entryId)?.test(fold(text)) ?? false;
}

/** The entries the rubric has a reading for (a test checks every knowledge entry has one). */
export const topicIds: readonly string[] = Object.keys(topics);
