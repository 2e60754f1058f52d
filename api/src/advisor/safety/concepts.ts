// Concepts: bilingual word families that stand for one idea ("swallowed the whole bottle",
// "ganze Packung geschluckt" → INGEST + MEANS_PILLS). The classifier sees a concept as a feature
// of its own, and every pair of concepts that meet in one sentence ("SELF+DEATH" is not
// "BUSINESS+DEATH"), so what it learns from one family carries over to words and to a language
// it never saw with that label. Words are matched on folded text (text.ts `fold`: lower case,
// umlauts folded), `prefix*` at the start of a word, anything else as the whole word or phrase.
import { fold, foldPattern } from '../text';

const concepts: Record<string, string> = {
  SELF: 'ich mich mir mein* i me my myself im ive id',
  OTHER:
    'er ihn ihm he him his she her they them mitgrund* cofounder* co_founder* partner* investor* chef* boss ceo cto kolleg* colleague* typ guy ex',
  FAMILY: 'kind kinder* sohn tochter kita schule* familie* frau mann daycare kid kids son daughter famil* wife husband',
  DEATH:
    'tod tot tote* toten sterb* stirb* starb gestorben suizid* selbstmord* umbring* umzubring* death dead died dying kill* suicid* alive abkratz* grab grave beerdig* funeral',
  END: 'beend* ende enden schluss aufhor* aufgeb* end ending ended finish* quit stop*',
  ABSENT: 'verschwind* verschwunden gone disappear* vanish*',
  HOPELESS:
    'sinnlos* ausweglos* hoffnungslos* ausweg zwecklos* wertlos* nutzlos* pointless hopeless* worthless useless burden trapped gefangen',
  SLEEPLESS: 'schlaflos* schlafe geschlafen wachliegen wachgelegen sleepless sleep slept awake insomnia 3am 4am',
  MEANS_PILLS:
    'tablett* pille* pill pills medikament* schlaftablett* packung* blister* bottle flasche* geschluckt schluck* swallow* overdose* uberdos* dose dosis meds painkill* schmerzmittel* vorrat* stockpil* gesammelt gehortet',
  MEANS_HEIGHT:
    'brucke* bridge* dach dacher roof* balkon* balcony hochhaus* fenster springen gesprungen jump jumping sprung klippe* cliff* gleis* tracks zug train trains gelander railing abgrund*',
  MEANS_OTHER:
    'strick* seil* rope noose garage* abgas* exhaust schlauch* hose klinge* blade* rasier* razor* gift* poison* gurt* belt',
  SELF_HARM:
    'ritz* schneide geschnitten schnitt narbe* scar* wunde* wound* verbrenn* burned burning blut* blood* wehtun bruise* self_harm selbstverletz*',
  FAREWELL:
    'abschied* goodbye* lebewohl verschenk* verschenkt testament* abschiedsbrief* letter letters passwort* password* versicherung* insurance* erbe inherit* vermacht nachlass*',
  THREAT: 'droh* gedroht bedroh* threat* bereu* regret* einschuchter* intimidat*',
  VIOLENCE_ACT:
    'schlug geschlagen zusammengeschlagen verprugel* prugel* wurg* gewurgt chok* strangl* erwurg* getreten stoss gestossen geschubst shoved warf geworfen threw attack* angriff* angegriffen beaten punch* slap* ohrfeig* packte grabbed gepackt festgehalten pinned gewalt* violen* reinhauen fresse neck hals',
  WEAPON: 'messer* knife knives waffe* gun* pistole* stange* eisenstange bat baseball* schlager axt axe hammer*',
  PLACE:
    'haus hauses wohnung* haustur* tur home house flat apartment door outside drausse* parkplatz* parking auto car vor meinem behind me hinter mir buro office',
  FOLLOW: 'verfolg* lauer* aufgelauert standort* tracking gps stalk*',
  SEXUAL:
    'sex* brust* busen* boobs breast* hintern arsch po butt kuss kusst* kiss* nackt* naked nude* nudes bett bed hotelzimmer* anfass* angefasst touched touching grabbed groped grope* grapsch* begrapsch* fummel* massage* intim* intimate* blowjob oberschenkel* thigh*',
  BODY: 'korper* body figur beine legs aussehen looks sexy hubsch* pretty hot heiss* schatzi sweetie rock rocke kleid* dress* outfit* lacheln smile',
  POWER:
    'investor* term_sheet termsheet geld* funding finanzier* deal* board* chef* boss* job* kundig* fired fire bonus* runde round vc befordert* promotion* vertrag* contract* unterschrift* sign* mentor* accelerator*',
  IDENTITY:
    'herkunft origin auslander* foreigner* kopftuch* headscarf hijab hautfarbe skin schwarz* black jude judin juden judisch* jew jews jewish muslim* islam* schwul* gay lesb* queer trans transgender behindert* disab* rollstuhl* wheelchair opa oma alte alter akzent* accent* schwanger* pregnan* elternzeit parental mutterschutz maternity religion* rasse racist* rassist*',
  COERCE:
    'unless erpress* blackmail* veroffentlich* publish* leak* nacktbilder nudes screenshot* zwing* gezwungen forced',
  LEGAL:
    'anwalt* anwaltin lawyer* attorney* gericht* court* klag* sue sued suing lawsuit* agreement* fire fired firing kundigen entlassen vertrag* contract* anteil* shares equity gesellschaftervertrag* vesting rechtlich* legal* darf durfen allowed kundig* abfindung* severance haft* liab* gmbh notar* recht rechte rights verbindlich* binding wirksam* valid* enforce* wettbewerbsverbot* non_compete kundigungsfrist* paragraph',
  MEDICAL:
    'arzt arztin doctor* diagnos* therap* medikament* medication* tablett* pill* dosis dose* mg psychiat* adhs adhd depress* burnout burn_out angststorung* anxiety panik* panic* symptom* nebenwirk* side_effect* krankschreib* sick_note bipolar psycholog* ssri sertralin* ritalin* antidepress* schlafmittel* sleeping_pill* krank* illness',
  HUMAN:
    'mensch* human* bot bots ki ai maschine* machine* programm* program* echt* real person* jemand someone somebody chatgpt gpt roboter* robot* automat* kunstlich* artificial* computer* algorithm* name heisst called anna',
  BUSINESS:
    'burn_rate burnrate runway feature* produkt* product* launch* projekt* project* startup* start_up pitch* deck* meeting* sprint* release* kunde* kunden customer* client* markt* market* umsatz* revenue* roadmap* kpi* okr* deadline* app code server* backlog* ticket* bug* quartal* quarter* cap_table kpi',
  FIGURATIVE:
    'lachen lacht laughing lol haha vor_lachen totlach* dying_to todmude* mude tired spruchwort* metapher* metaphor* figurative* killing_it killer* selbstmordkommando* wortlich literally figuratively sozusagen quasi so_to_speak gefuhlt',
  QUESTION_YOU: 'redest antwortet answering antwortest',
};

interface Concept {
  name: string;
  pattern: RegExp;
}

function compile(name: string, spec: string): Concept {
  const source = spec
    .split(/\s+/)
    .filter(Boolean)
    // "side_effect*" is the phrase "side effect…".
    .map((word) => foldPattern(word.replace(/_/g, ' ')))
    .map((word) => (word.endsWith('*') ? `${escape(word.slice(0, -1))}\\w*` : escape(word)))
    .join('|');
  return { name, pattern: new RegExp(`(?:^|\\s)(?:${source})(?=\\s|$)`) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled: Concept[] = Object.entries(concepts).map(([name, spec]) => compile(name, spec));

// Phrases of several words (the lists above match single words).
const phrases: Concept[] = [
  [
    'ABSENT',
    'nicht mehr da|nicht mehr hier|not around|wont be around|no longer|not be here|nicht mehr lange|much longer|nicht mehr aufwachen|not wake up',
  ],
  ['FAREWELL', 'give away|gave away|giving away|in case something|falls mir was|wenn ich nicht mehr'],
  [
    'FOLLOW',
    'follows me|followed me|following me|behind me|hinter mir her|vor meinem haus|outside my (house|flat|door|home)',
  ],
  ['THREAT', 'or else|youll see|wirst sehen|pass bloss auf|watch out'],
  ['END', 'give up|ein ende|ein ende machen|schluss machen|end it|end things'],
  [
    'HOPELESS',
    'kein ausweg|keinen ausweg|no way out|no point|keinen sinn|kein sinn|macht keinen|better off|besser dran|besser ohne|ohne mich',
  ],
  ['HOPELESS', 'never again|nie wieder|no future|keine zukunft'],
  ['FIGURATIVE', 'vor lachen|dying to|killing it|so to speak|sozusagen'],
  ['QUESTION_YOU', 'bist du|are you|du bist|talking to|rede ich|schreibe ich|writing to|who is|wer ist'],
  ['COERCE', 'only if|nur wenn|or else|sonst|unless'],
  ['LEGAL', 'non compete|term sheet'],
  ['DEATH', 'to die|wanna die|want to die|gonna die|zur last|a burden'],
].map(([name, source]) => ({ name: name!, pattern: new RegExp(`(?:^|\\s)(?:${foldPattern(source!)})(?=\\s|$)`) }));

/** The concepts of one sentence (already folded), sorted. */
export function conceptsOf(folded: string): string[] {
  const found = new Set<string>();
  for (const concept of compiled) if (concept.pattern.test(folded)) found.add(concept.name);
  for (const concept of phrases) if (concept.pattern.test(folded)) found.add(concept.name);
  return [...found].sort();
}

/** Concept features of a text: each concept, and each pair of concepts in one sentence. */
export function conceptFeatures(sentencesOfText: readonly string[]): string[] {
  const features: string[] = [];
  for (const sentence of sentencesOfText) {
    const found = conceptsOf(fold(sentence));
    for (let i = 0; i < found.length; i++) {
      features.push(`k:${found[i]}`);
      for (let j = i + 1; j < found.length; j++) features.push(`kk:${found[i]}+${found[j]}`);
    }
  }
  return features;
}

/** The concepts of a whole text (every sentence). */
export function conceptsOfText(sentencesOfText: readonly string[]): Set<string> {
  return new Set(sentencesOfText.flatMap((sentence) => conceptsOf(fold(sentence))));
}

/**
 * Concepts without which the classifier's score alone does not call for help: a message with
 * none of them ("Ich werde ihn morgen um ein Gespräch bitten") shares words with dangerous
 * families, not their meaning.
 */
export const urgentEvidence = new Set([
  'DEATH',
  'ABSENT',
  'HOPELESS',
  'SLEEPLESS',
  'MEANS_PILLS',
  'MEANS_HEIGHT',
  'MEANS_OTHER',
  'SELF_HARM',
  'FAREWELL',
  'THREAT',
  'VIOLENCE_ACT',
  'WEAPON',
  'FOLLOW',
]);
export const harassmentEvidence = new Set(['SEXUAL', 'BODY', 'IDENTITY', 'COERCE', 'FOLLOW', 'THREAT', 'VIOLENCE_ACT']);
