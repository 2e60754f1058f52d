// Concepts: bilingual word families that stand for one idea ("swallowed the whole bottle",
// "ganze Packung geschluckt" → INGEST + MEANS_PILLS). The classifier sees a concept as a feature
// of its own, and every pair of concepts that meet in one sentence ("SELF+DEATH" is not
// "BUSINESS+DEATH"), so what it learns from one family carries over to words and to a language
// it never saw with that label. Words are matched on folded text (text.ts `fold`: lower case,
// umlauts folded), `prefix*` at the start of a word, anything else as the whole word or phrase.
import { fold } from '../text';

const concepts: Record<string, string> = {
  SELF: 'ich mich mir mein* i me my myself im ive id',
  OTHER:
    'er ihn ihm he him his she her they them mitgrund* cofounder* co founder* partner* investor* chef* boss ceo cto kolleg* colleague* typ guy ex',
  FAMILY: 'kind kinder* sohn tochter kita schule* familie* frau mann daycare kid kids son daughter famil* wife husband',
  DEATH:
    'tod tot tote* toten sterb* stirb* starb gestorben leben* lebens* suizid* selbstmord* umbring* umzubring* death dead died dying kill* suicid* life alive abkratz* grab grave beerdig* funeral',
  END: 'beend* ende enden schluss aufhor* aufgeb* end ending ended finish* quit stop*',
  ABSENT: 'verschwind* verschwunden weg gone disappear* vanish* anymore',
  HOPELESS:
    'sinnlos* ausweglos* hoffnungslos* ausweg sinn zwecklos* wertlos* nutzlos* belastung pointless hopeless* worthless useless burden trapped gefangen',
  SLEEPLESS:
    'schlaf* geschlafen wach* nachts nacht nachte sleep* slept awake insomnia night nights 3 uhr 4 uhr 3am 4am',
  MEANS_PILLS:
    'tablett* pille* pill pills medikament* schlaftablett* packung* schachtel* blister* bottle flasche* geschluckt schluck* swallow* overdose* uberdos* dose dosis meds painkill* schmerzmittel* vorrat* stockpil* gesammelt gehortet',
  MEANS_HEIGHT:
    'brucke* bridge* dach dacher roof* balkon* balcony hochhaus* fenster* window* spring* jump* sprung klippe* cliff* gleis* tracks zug train* geland* railing abgrund* edge',
  MEANS_OTHER:
    'strick* seil* rope noose garage* abgas* exhaust motor* engine schlauch* hose klinge* blade* rasier* razor* gift* poison* gas ofen oven gurt* belt',
  SELF_HARM:
    'ritz* schneid* geschnitten cut cuts cutting narbe* scar* wunde* wound* verbrenn* burn* blut* blood* weh wehtun hurt* schlag* slam* bruise* blau* kopf gegen wand',
  FAREWELL:
    'abschied* goodbye* bye lebewohl verschenk* verschenkt give away gave away giving away testament* brief* letter* passwort* password* versicherung* insurance* ordnung affairs erbe inherit* vermacht nachlass* geregelt sorted',
  THREAT:
    'droh* gedroht bedroh* threat* warn* bereu* regret* erleben merken find out pass auf watch out wirst sehen youll see sonst otherwise or else leid tun sorry',
  VIOLENCE_ACT:
    'schlag* schlug geschlagen hau* prugel* verprugel* wurg* gewurgt chok* strangl* erwurg* trat tret* getreten kick* stoss* gestossen schubs* push* shov* warf geworfen threw throw* attack* angriff* angegriffen beat* beaten hit hits punch* slap* ohrfeig* packte grabbed gepackt festgehalten pinned gewalt* violen* eine reinhauen fresse neck hals gesicht face',
  WEAPON: 'messer* knife knives waffe* gun* pistole* stange* eisenstange bat baseball* schlager axt axe hammer*',
  PLACE:
    'haus hauses wohnung* haustur* tur home house flat apartment door outside drausse* parkplatz* parking auto car vor meinem behind me hinter mir buro office',
  FOLLOW:
    'verfolg* folgt follow* lauer* wartet* wait* beobacht* watch* steht stand* taucht auf shows up standort* location track* gps',
  SEXUAL:
    'sex* brust* busen* boobs breast* hintern arsch po butt ass kuss kusst* kiss* nackt* naked nude* nudes bett bed hotelzimmer* hotel room zimmer room anfass* angefasst touch* grab* grapsch* begrapsch* fummel* massage* dick pic* intim* intimate* blowjob oberschenkel* thigh*',
  BODY: 'korper* body figur beine legs aussehen looks sexy hubsch* pretty hot heiss* schatzi baby sweetie rock* kleid* dress* outfit* lacheln smile',
  POWER:
    'investor* term sheet termsheet geld* funding finanzier* deal* board* chef* boss* job* kundig* fired fire bonus* runde round vc befordert* promotion* vertrag* contract* unterschrift* sign* mentor* accelerator*',
  IDENTITY:
    'herkunft origin auslander* foreigner* kopftuch* headscarf hijab hautfarbe skin schwarz* black jud* jew* muslim* islam* schwul* gay lesb* queer trans* behindert* disab* rollstuhl* wheelchair opa oma old alt alte alter age akzent* accent* schwanger* pregnan* elternzeit parental mutterschutz maternity religion* rasse race racist* rassist*',
  COERCE:
    'unless erpress* blackmail* veroffentlich* publish* leak* bilder fotos photos pictures pics video* screenshot* zwing* force* druck pressure',
  LEGAL:
    'anwalt* anwaltin lawyer* attorney* gericht* court* klag* sue* suing vertrag* contract* anteil* shares equity gesellschaftervertrag* vesting rechtlich* legal* darf durfen allowed kundig* abfindung* severance haft* liab* gmbh notar* recht rechte rights verbindlich* binding wirksam* valid* enforce* wettbewerbsverbot* non compete kundigungsfrist* paragraph',
  MEDICAL:
    'arzt arztin doctor* diagnos* therap* medikament* medication* tablett* pill* dosis dose* mg psychiat* adhs adhd depress* burnout burn out angststorung* anxiety panik* panic* symptom* nebenwirk* side effect* krankschreib* sick note bipolar psycholog* ssri sertralin* ritalin* antidepress* schlafmittel* sleeping pill* krank* ill illness',
  HUMAN:
    'mensch* human* bot bots ki ai maschine* machine* programm* program* echt* real person* jemand someone somebody chatgpt gpt roboter* robot* automat* kunstlich* artificial* computer* algorithm* name heisst called anna',
  BUSINESS:
    'burn rate burnrate runway feature* produkt* product* launch* projekt* project* startup* start up pitch* deck* meeting* sprint* release* kunde* kunden customer* client* markt* market* umsatz* revenue* roadmap* kpi* okr* deadline* app code server* backlog* ticket* bug* quartal* quarter* cap table kpi',
  FIGURATIVE:
    'lachen lacht laughing lol haha vor lachen totlach* dying to todmude* mude tired spruchwort* metapher* metaphor* figurative* killing it killer* selbstmordkommando* wortlich literally figuratively sozusagen quasi so to speak gefuhlt',
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
  ['FAREWELL', 'give away|gave away|giving away|in case|falls mir|falls ich|wenn ich nicht'],
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
].map(([name, source]) => ({ name: name!, pattern: new RegExp(`(?:^|\\s)(?:${source})(?=\\s|$)`) }));

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
