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
