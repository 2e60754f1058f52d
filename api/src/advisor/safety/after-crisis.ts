import { fold, foldPattern } from '../text';
import { figurativeTakeBack } from './figurative';

/**
 * What a message right after the crisis answer says about reaching out, so the reply answers it:
 * - 'unsure': hesitating or not having told anyone ("ich weiß nicht ob ich mit jemandem reden
 *   will. vielleicht", "I haven't told anyone"): no praise for steps nobody took;
 * - 'steps': someone was or will be contacted ("ich ruf morgen meine Ärztin an", "I talked to my
 *   sister"): those steps are acknowledged;
 * - 'plain': anything else gets a calm acknowledgement.
 * Hesitation is read first: "not sure I want to talk to my doctor" is not a step taken.
 */
export type AfterCrisisKind = 'unsure' | 'steps' | 'plain';

const unsure =
  /\b(wei(ß|ss) (ich )?nicht|keine ahnung|k\.?a\.?|vielleicht|vllt|unsicher|niemand(em|en)? (was |etwas |davon |das )?(gesagt|erzählt|erzaehlt)|noch niemand|will (nicht|niemanden|mit niemandem)|kein(en)? bock|not sure|unsure|(don'?t|do not|dunno) (know|want)|idk|maybe|perhaps|haven'?t told|have not told|told no ?one|no ?one knows|nobody knows)\b/i;

const steps =
  /\b(angerufen|ruf(e)? (\S+ ){0,4}an|anrufen werde|werde (\S+ ){0,4}anrufen|gesprochen|geredet|rede (heute|morgen|gleich)|sprech(e)? (heute|morgen|gleich)|termin|hausarzt|hausärztin|ärztin|arzt|therapeut\w*|telefonseelsorge|called|(i'?ll|i will|going to|gonna) (call|talk|text|see|tell)|talked to|spoke to|told my|reached out|appointment|doctor|therapist|gp)\b/i;

export function afterCrisisKind(message: string): AfterCrisisKind {
  const text = message.replace(/’/g, "'");
  if (unsure.test(text)) return 'unsure';
  return steps.test(text) ? 'steps' : 'plain';
}

/**
 * Taking back what was said ("I'm fine, forget it", "war nicht so gemeint", "alles gut, vergiss
 * es", "nvm, just kidding", "figuratively obviously", "bildlich gesprochen"): right after an urgent signal the help is not dropped (assess.ts
 * `takenBack`), the reply keeps a short note with the crisis lines. Read on folded text.
 */
const takeBack = new RegExp(
  `\\b(?:${foldPattern(
    [
      // German
      '(war|ist|wars) (\\S+ ){0,2}(nicht|nich|net) (so )?(gemeint|ernst( gemeint)?)|nicht so gemeint|nicht ernst gemeint|' +
        'vergiss (es|das|einfach|was ich|meine|mein)|vergesst (es|das)|vergessen wir (es|das|s)|vergiss die (nachricht|letzte)|' +
        'alles (gut|ok|okay|okey|in ordnung|bestens|fein)|mir gehts? (gut|ok|okay|eigentlich gut|schon wieder gut|wieder gut)|mir geht es (gut|ok|okay|eigentlich gut|schon wieder gut|wieder gut)|' +
        'geht schon|passt schon|schon gut|halb so wild|war (nur )?(ein )?(scherz|witz|spass|quatsch|blodsinn)|nur (spass|ein scherz|ein witz|so dahingesagt)|so dahingesagt|' +
        '(hab|habe) (\\S+ ){0,2}ubertrieben|ubertreib\\w*|war dumm von mir|lass (gut sein|es gut sein|uns das lassen)|lassen wir das|streich das|ignorier\\w* (das|es|was ich|meine)|' +
        'keine sorge|mach dir keine sorgen|brauchst dir keine sorgen|ich (mach|mache|tu|tue) (mir )?nichts|egal jetzt|vergiss es einfach|' +
        // Brushed off by going on with the task ("egal. sag mir einfach, was ich schreiben soll").
        '^(ach |naja |na ja |ok |okay )?egal|ist doch egal|(sag|sagt) mir (\\S+ ){0,2}einfach|zuruck zum thema|themawechsel|lass uns (\\S+ )?(weitermachen|beim thema bleiben)',
      // English
      '(i am|im|i m|i feel) (totally |actually |really |honestly |perfectly )?(fine|ok|okay|good|alright|all right)|all good|its (all )?(fine|ok|okay|nothing)|' +
        'forget (it|that|i said|what i said|about it|i mentioned|my last)|never ?mind|nvm|ignore (that|it|what i said|my last|me)|scratch that|drop it|' +
        '(didnt|did not|dont|do not) (really )?mean (it|that|anything)|(just|only|was) (kidding|joking)|jk|was a joke|it was a joke|not serious|wasnt serious|was not serious|' +
        '(i )?overreacted|(i was|im|i am) (just )?(exaggerating|being dramatic|venting)|no (need to )?worr(y|ies)|dont worry|do not worry|(i|im) not going to do anything|its nothing|doesnt matter|' +
        // Brushed off by going on with the task ("whatever, just tell me what to say to my investor").
        '^(anyway|anyways|whatever|meh|moving on)|(just|only) tell me what (to|i should|i can)|back to (the topic|business|my question|the question)|lets (just )?(move on|get back)|(anyway|whatever) (just |lets )',
      // Taken back as figurative ("figuratively obviously lol", "bildlich gesprochen"): the
      // vocabulary the joke marker uses too (figurative.ts).
      figurativeTakeBack,
    ].join('|'),
  )})\\b`,
);

export function takesBack(message: string): boolean {
  return takeBack.test(fold(message));
}
