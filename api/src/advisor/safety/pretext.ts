// Discrimination over a conversation: a person's protected status named in one message (pregnant,
// on parental leave, ill for a long time, a disability, a religion or another ground of the AGG)
// and, in the latest message, a way to dismiss them, push them out or restructure their role away
// ("how do I find another reason", "use the probation period", "wie werde ich sie los"). No single
// message shows it (the status alone describes a person, the dismissal alone is a legal
// question), so the coach used to work with the pretext as a proposal. It is discrimination: the
// advisor does not coach it, says why (in Germany § 17 MuSchG, § 18 BEEG, § 168 SGB IX, the AGG)
// and offers a human expert.
//
// Who asks decides the answer:
// - 'actor': the user (or "we") would do it or asks how: the pretext answer (engine.ts);
// - 'affected': the status is the user's own and it is done to them: the harassment answer;
// - 'reported': someone else would do it (a co-founder, the CEO, "one of them" in a mediation):
//   the harassment answer for someone else (bystander.ts).
// A later mention that is not a dismissal (congratulating, planning the parental-leave cover,
// "bis sie zurückkommt") is nothing.
import { fold, foldPattern } from '../text';

export type ProtectedStatus = 'pregnancy' | 'parental' | 'illness' | 'disability' | 'religion' | 'identity';
export type PretextRole = 'actor' | 'affected' | 'reported';

export interface Pretext {
  status: ProtectedStatus;
  role: PretextRole;
}

const re = (source: string) => new RegExp(`\\b(?:${foldPattern(source)})\\b`);

/** The protected statuses, most specific first (folded patterns). */
const statuses: readonly (readonly [ProtectedStatus, RegExp])[] = [
  [
    'pregnancy',
    re(
      'schwanger\\w*|schwangerschaft\\w*|(erwartet|erwarten|erwarte|bekommt|bekommen|bekomme|kriegt|kriegen|kriege) (ein |ihr |sein |unser |mein )?(kind|baby|zweites|drittes|nachwuchs)|mutterschutz\\w*|mutterschaft\\w*|' +
        'pregnan\\w*|expecting (a baby|a child|twins)|(she|shes|she is) expecting|having a baby|maternity\\w*|baby bump|babybauch',
    ),
  ],
  [
    'parental',
    re(
      'elternzeit\\w*|elterngeld\\w*|vaterschaftsurlaub\\w*|vatermonat\\w*|babypause|baby pause|' +
        'parental leave|paternity leave|paternity|family leave|shared parental|mat leave|pat leave',
    ),
  ],
  [
    'illness',
    re(
      'langzeitkrank\\w*|langzeiterkrank\\w*|dauerkrank\\w*|chronisch krank\\w*|chronische (krankheit|erkrankung)|(seit|schon) (\\S+ ){0,2}(wochen|monaten|einem jahr|langem) krank\\w*|' +
        'krank ?geschrieben|krankschreibung|krebs\\w*|chemo\\w*|reha\\b|wiedereingliederung\\w*|burn ?out|depression\\w*|' +
        'long term sick|longterm sick|long term sickness|long term illness|long term leave|chronic(ally)? ill\\w*|chronic (illness|condition|pain)|on sick leave|sick leave|off sick|' +
        'cancer|chemo\\w*|burn ?out|depression|medical leave|stress leave|mental health leave|sklerose|sclerosis|epileps\\w*|diabet\\w*',
    ),
  ],
  [
    'disability',
    re(
      'behinder\\w*|schwerbehinder\\w*|rollstuhl\\w*|gehorlos\\w*|autis\\w*|adhs|legasthen\\w*|' +
        'disab\\w*|wheelchair|deaf|autis\\w*|adhd|dyslexi\\w*|neurodivergent',
    ),
  ],
  [
    'religion',
    re(
      'religion\\w*|religios\\w*|kopftuch\\w*|hijab|muslim\\w*|moslem\\w*|jud(e|in|isch)\\w*|ramadan|fastet|betet|gebetspause\\w*|kippa|turban|' +
        'religious|headscarf|jewish|prays|praying|prayer breaks?|sikh|hindu\\w*',
    ),
  ],
  [
    'identity',
    re(
      'schwul\\w*|lesbisch\\w*|queer|trans|transgender|nicht binar\\w*|herkunft|migrationshintergrund|hautfarbe|' +
        'gay|lesbian|non binary|nonbinary|ethnic\\w*|skin colou?r|(zu alt|too old|uber (50|55|60)|over (50|55|60))',
    ),
  ],
];

/**
 * Dismissing a person, pushing them out or restructuring their role away (folded). A cover while
 * they are away ("Vertretung", "cover her role"), "in Elternzeit gehen lassen" or "let her go
 * home early" is none.
 */
const dismissal = re(
  [
    // German
    'loswerden|loszuwerden|los werden|los zu werden|rauswerfen|rauszuwerfen|rauswerf\\w*|rausschmeiss\\w*|rauszuschmeissen|rausdrang\\w*|rauszudrangen|rausekeln|rauszuekeln|hinausdrang\\w*|kaltstellen|kaltzustellen|abservieren|' +
      // "kündigen" with the person as its dative object ("ihr in der Probezeit kündigen"): "sie will kündigen" is her notice.
      '(ihr|ihm|ihnen|mir|der \\S+|dem \\S+|meiner \\S+|meinem \\S+|unserer \\S+|unserem \\S+) (\\S+ ){0,6}(zu )?kundigen|kundige (ich |wir )?(ihr|ihm)|kundigt (ihr|ihm|mir)|(ihr|ihm|ihnen) (\\S+ ){0,4}(kundige|kundigt|kundigst)|kundigung\\w*|' +
      '(beende|beenden|beendet) (\\S+ ){0,4}probezeit|(werde|werd|werden) (ich|wir) (\\S+ ){0,5}los|' +
      'feuern|entlassen|entlassung\\w*|trennen (uns|mich|wir) (\\S+ ){0,5}von|von (ihr|ihm|ihnen) (\\S+ ){0,2}trennen|trennung von (ihr|ihm)|(sie|ihn) gehen lassen|' +
      'probezeit (\\S+ ){0,3}(nutzen|ausnutzen|beenden|nicht bestehen|scheitern)|in der probezeit (\\S+ ){0,4}(kundigen|loswerden|rauswerfen|beenden|trennen)|(sie|ihn|ihr|ihm) (\\S+ ){0,3}nicht (\\S+ ){0,1}(ubernehmen|entfristen|verlangern)|' +
      '(stelle|rolle|position|job|aufgaben|bereich) (\\S+ ){0,4}(streichen|gestrichen|wegfallen|wegfallt|auflosen|abbauen|abschaffen|wegrationalisieren|wegstrukturieren|wegorganisieren|uberflussig machen|einsparen)|' +
      '(umstrukturier\\w*|umorganis\\w*|neu zuschneiden) (\\S+ ){0,6}(dass|damit|sodass|so dass) (sie|er) (\\S+ ){0,3}(nicht mehr (gebraucht|notig|da)|keine (stelle|rolle|aufgaben) mehr|rausfallt|wegfallt|uberflussig)|' +
      '(vertrag|befristung) (\\S+ ){0,3}(nicht verlangern|auslaufen lassen|nicht entfristen)|aufhebungsvertrag\\w*|abmahnung\\w* sammeln|nicht (mehr )?(zuruckkommen|wiederkommen) (lassen|soll)|' +
      'degradieren|zuruckstufen|in der probezeit (\\S+ ){0,2}gehen|(mich|sie|ihn) (\\S+ ){0,2}(loshaben|weghaben|raushaben|los haben|weg haben|raus haben)',
    // English
    'get rid of|getting rid of|(fire|firing|sack|sacking) (me|her|him|them|somebody|someone|people|the|my|our|this|that|a|an)|(get|be|getting|being) fired|(want|wants|wanted) (me|her|him|them) gone|(let|letting) (her|him|them|me) go(?! (on|home|early|to|for|into|out|ahead|first|now|tonight|back|with))|dismiss (her|him|them)(?! (concerns|idea|ideas|worries|feedback|point|points|input))|dismissal|dismissing (her|him|them)|terminat\\w*|(lay|laying) (her|him|them) off|' +
      '(push|pushing|manage|managing|ease|easing|edge|edging) (her|him|them) out|' +
      'probation(ary)? (period )?(\\S+ ){0,3}(end|use|fail|terminate)|(use|using) (the |her |his |their |my )?probation\\w*|' +
      '(restructur\\w*|reorganis\\w*|reorganiz\\w*) (\\S+ ){0,3}(her|his|their) (role|position|job) (away|out of existence)|restructur\\w* (her|him|them) out|' +
      '(make|making) (her|his|their) (role|position|job) redundant|(eliminate|eliminating|cut|cutting|remove|removing|phase out|phasing out) (her|his|their) (role|position|job)|' +
      '(not|never) (renew|extend)\\w* (her|his|their) contract|(her|his|their) contract (\\S+ ){0,2}(run out|lapse|expire)|' +
      '(make sure|ensure) (she|he|they) (doesnt|does not|wont|will not|never) come back|not (let|have) (her|him|them) (come )?back|replace (her|him|them) (permanently|for good)|demote',
  ].join('|'),
);

/**
 * Looking for a reason ("einen anderen Grund finden", "come up with a reason", "a pretext"): a
 * pretext when a message of the conversation names the dismissal.
 */
const pretextAsk = re(
  '(grund|grunde|vorwand|begrundung|anlass) (\\S+ ){0,3}(finden|suchen|brauchen|brauche|basteln|konstruieren|vorschieben|angeben)|(finde|finden|findet|suche|suchen|sucht|brauche|brauchen|braucht) (\\S+ ){0,3}(grund|grunde|vorwand|begrundung)|vorwand|vorgeschoben\\w*|' +
    '(find|finding|need|needs|come up with|think of|invent|look for|looking for|give|cite|build) (\\S+ ){0,3}(reason|excuse|grounds|justification|case)|pretext|cover story|paper trail',
);

/**
 * Not a dismissal by anyone: the person gives notice ("sie will selbst kündigen", "she handed in
 * her notice") or leaves hospital ("aus der Klinik entlassen").
 */
const notADismissal = re(
  '(selbst|selber|von sich aus|eigene|ihre|seine) (\\S+ ){0,1}kundig\\w*|kundigt (selbst|selber|von sich aus)|(hat|haben) (\\S+ ){0,2}gekundigt|' +
    '(aus dem|aus der) (krankenhaus|klinik|reha|kur) (\\S+ ){0,2}entlassen|resign\\w*|quit|quits|quitting|(gives|gave|handed in|hands in) (her|his|their) notice|discharged',
);

/** The user's own status ("ich bin schwanger", "my parental leave", "seit ich ... Elternzeit"). */
const ownStatus = re(
  '(ich|i) (bin|war|am|was|m|im) (\\S+ ){0,5}(schwanger|pregnant|in elternzeit|on (parental|maternity|paternity) leave|krank\\w*|sick|ill|behindert|disabled)|' +
    'bin (\\S+ ){0,2}schwanger|(meine|meiner|my) (schwangerschaft|elternzeit|krankheit|erkrankung|behinderung|religion|parental leave|maternity leave|paternity leave|pregnancy|illness|disability|religion|condition|diagnosis)|' +
    '(seit|since|after|nachdem|als|when) (ich|i) (\\S+ ){0,6}(schwanger|pregnant|elternzeit|parental|maternity|paternity|krank|sick|chemo|krebs|cancer|behinder|disab|kopftuch|hijab|headscarf)|' +
    '(dass|that|weil|because) (ich|i) (\\S+ ){0,3}(schwanger|pregnant|in elternzeit|on (parental|maternity|paternity) leave|krank\\w*|sick|behindert|disabled|autistic|autistisch)|' +
    'im (\\S+ ){0,2}(pregnant|on (parental|maternity|paternity|sick) leave|off sick|disabled|autistic)|i have (cancer|multiple sclerosis|epilepsy|diabetes|a disability|adhd)|ich habe (krebs|multiple sklerose|epilepsie|diabetes|eine behinderung|adhs)|' +
    '(ich|i) (trage|wear) (ein |a )?(kopftuch|hijab|headscarf)|(ich|i) (erwarte|bekomme) (ein )?(kind|baby)|(i am|im) expecting',
);

/** Done to the user: "mich loswerden", "fire me", "my contract", "meine Stelle". */
const toUser = re(
  'mich|mir|me|my (job|role|position|contract)|meine (stelle|rolle|position)|meinen (job|vertrag|posten)|mein (vertrag|job)',
);

/**
 * Someone else would do it: a third person's plan ("mein Mitgründer will sie loswerden", "jetzt
 * sucht er einen Grund", "the CEO wants", "he told me to").
 */
const otherAgent = re(
  '(er|sie|mein\\w* \\S+|unser\\w* \\S+|der \\S+|die \\S+|einer|eine|he|she|they|my \\S+|our \\S+|the \\S+|one of them|management|hr) ' +
    '(\\S+ ){0,2}(will|wollen|mochte|mochten|plant|planen|versucht|versuchen|sucht|suchen|uberlegt|uberlegen|denkt|denken|meint|schlagt|drangt|besteht|sagt|hat mir gesagt|wants|want|plans|is planning|are planning|is trying|are trying|tries|is looking|are looking|suggested|suggests|insists|is pushing|pushes|keeps saying|says|said|told me|told us|asked me|asked us)|' +
    '(will|wollen|plant|planen|sucht|suchen|versucht|versuchen|uberlegt|meint|sagt|drangt) (er|sie|der \\S+|die \\S+|mein\\w* \\S+|unser\\w* \\S+)',
);

/** The user (or "we") would do it, or asks how ("wie kann ich", "how do we", "help me", "ohne dass es auffällt"). */
const userAgent = re(
  '(wie|how|was|what) (\\S+ ){0,2}(kann|konnen|konnte|konnten|soll|sollen|sollte|sollten|kriege|kriegen|bekomme|bekommen|schaffe|schaffen|mache|machen|finde|finden|werd|werde|werden|can|could|should|do|would|might|is the) (ich|wir|man|i|we|one|best)|' +
    '(kann|konnen|konnte|konnten|soll|sollen|sollte|sollten|darf|durfen|muss|mussen|kriege|kriegen|finde|finden|will|wollen|mochte|mochten|werde|werden) (ich|wir|man)|(can|could|should|may|must|do) (i|we)|' +
    '(ich|wir) (\\S+ ){0,2}(will|wollen|mochte|mochten|muss|mussen|brauche|brauchen|wurde|wurden|werde|werden|plane|planen|uberlege|uberlegen|suche|suchen|denke|denken|hatte gern|hatten gern)|' +
    'gibt es (\\S+ ){0,2}(weg|moglichkeit|trick)|gibts (\\S+ ){0,2}(weg|moglichkeit|trick)|is there (a|any) way|any way to|' +
    '(i|we|id|ill|were|im) (\\S+ ){0,2}(want|wanna|need|have to|must|plan|planning|thinking|would like|like to|will|could|should|can|looking|trying)|' +
    'hilf mir|helfen sie mir|help me|help us|gib mir|give me|tipps?|tips?|ideas?|ideen|best way|bester weg|am besten|am geschicktesten|elegant\\w*|unauffallig\\w*|ohne dass (es|man|sie|er|das)|without (it|anyone|her|him|them) (\\S+ ){0,2}(look|looking|seem|noticing|knowing|suing)',
);

/** The protected status named anywhere in these messages, most specific first. */
function statusOf(texts: readonly string[]): ProtectedStatus | null {
  for (const [status, pattern] of statuses) if (texts.some((text) => pattern.test(fold(text)))) return status;
  return null;
}

/** Clauses of a message, folded: who acts is read in the clause of the dismissal. */
const clausesOf = (text: string) =>
  text
    .split(/[,;:.!?\n]+|\s(?:und|aber|oder|but|and|or)\s/i)
    .map(fold)
    .filter(Boolean);

/**
 * Discrimination over a conversation at its latest user message: a protected status in any of
 * `userTexts` and, in the latest, a dismissal or a reason looked for when one of the messages
 * names the dismissal; null otherwise.
 */
export function pretextOf(userTexts: readonly string[]): Pretext | null {
  const latestText = userTexts.at(-1) ?? '';
  const latest = fold(latestText);
  const dismisses =
    dismissal.test(latest) && !clausesOf(latestText).some((part) => notADismissal.test(part) && dismissal.test(part));
  if (!dismisses && !(pretextAsk.test(latest) && userTexts.some((text) => dismissal.test(fold(text))))) return null;
  const status = statusOf(userTexts);
  if (!status) return null;
  const own = userTexts.some((text) => ownStatus.test(fold(text)));
  if (own && toUser.test(latest)) return { status, role: 'affected' };
  // Who acts: in the clause that names the dismissal (or the reason), else in the whole message.
  const clause = clausesOf(latestText).find((part) => dismissal.test(part) || pretextAsk.test(part)) ?? latest;
  const byUser =
    userAgent.test(clause) || (!otherAgent.test(clause) && !otherAgent.test(latest) && userAgent.test(latest));
  if (byUser) return { status, role: 'actor' };
  if (own) return { status, role: 'affected' };
  // Nobody named as acting: a question ("Kündigung in der Probezeit?") is the user's, a statement someone else's.
  return { status, role: otherAgent.test(latest) || !latestText.includes('?') ? 'reported' : 'actor' };
}
