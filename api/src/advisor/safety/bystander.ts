// Who is asking about harassment: the person it happens to, or someone who reports it about
// someone else or is responsible for the team ("I'm the CEO … a team lead is bullying a junior").
// The second gets the bystander answer (safety/texts.ts `bystander`): no "it is not your fault",
// the duty to act and its order, instead of help lines for the person affected.
import { fold } from '../text';

/** The user names a role that is responsible for a team (folded: "i'm" is "im"). */
const responsibleRole =
  /\b(ich bin|bin ich|i am|im|as|als) (der |die |the |a |an |ein |eine |one of the )?(ceo|cto|coo|cfo|gf|grunder\w*|mitgrunder\w*|founder|cofounder|co founder|geschaftsfuhrer\w*|chef\w*|boss|manager\w*|fuhrungskraft|teamleiter\w*|teamlead|team lead|head of \w+|vorgesetzte\w*|arbeitgeber\w*|employer|inhaber\w*|owner|personaler\w*|people lead|hr)\b/;

/** A person of the team named as the one it happens to ("einer unserer Junior-Entwickler", "a junior developer"). */
const someoneElse =
  /\b(unsere\w*|meine\w*|eine\w*|one of (our|my)|our|my|a|an|the|die|der|den|dem)\s+(\w+\s+)?(mitarbeiter\w*|kolleg\w*|praktikant\w*|werkstudent\w*|junior\w*|entwickler\w*|azubi\w*|trainee\w*|assistent\w*|angestellte\w*|employee\w*|colleagu\w*|intern|interns|junior|developer\w*|engineer\w*|team ?member\w*|report|reports|staff|hire|designer\w*|teammitglied\w*)\b/;

/**
 * The user is the one it happens to ("hat mich angefasst", "touched me", "comments on my body",
 * "ich werde ausgeschlossen, seit ich schwanger bin", "I was left out of the board meeting"), also
 * when they name a role of their own ("I'm the CTO and our CEO …"): the harassment answer, not the
 * one for someone handling a report. Hearing about it ("told me") is not.
 */
const happensToUser = new RegExp(
  [
    String.raw`\b(mich|me|mir)\b`,
    // Their body, looks, pregnancy, sexuality, origin or belief named as theirs
    String.raw`\b(my|mein|meine|meinen|meinem|meiner|meines) (\S+ )?(body|looks|appearance|figure|weight|breasts?|chest|butt|legs|lips|outfit|clothes|dress|skirt|pregnancy|bump|sexuality|orientation|religion|faith|hijab|headscarf|skin|accent|origin|age|gender|korper\w*|aussehen\w*|figur|gewicht\w*|brust|brusten|busen|hintern|po|beine\w*|lippen|outfit|kleidung|kleid\w*|rock|schwangerschaft|babybauch|bauch|sexualitat|orientierung|religion|glauben\w*|kopftuch\w*|haut|hautfarbe|akzent\w*|herkunft|alter\w*|geschlecht\w*)\b`,
    // Done to them: "I was excluded", "I keep getting comments", "ich wurde ausgeladen"
    String.raw`\bi (was|am|m|get|got|keep getting|have been|ve been|had been|feel|felt) ((?!(she|he|they|that|if|whether|a|an|the|our|my|his|her|their|one|some|and) )\S+ ){0,3}(excluded|left out|disinvited|uninvited|harassed|groped|touched|grabbed|kissed|followed|stalked|pressured|blackmailed|outed|threatened|bullied|pushed out|sidelined|passed over|demoted|removed|humiliated|mocked|belittled|insulted|discriminated|targeted|comments|remarks|messages|texts|propositioned|hit on|catcalled|cut out|frozen out|ignored)\b`,
    String.raw`\b(ich (wurde|werde|bin|bekomme|krieg\w*|erlebe)|(wurde|werde|bin|bekomme|krieg\w*) ich) ((?!(sie|er|dass|ob|wie|wenn|weil|und|ein|eine|einer|der|die|das|unser|unsere|mein|meine|jemand) )\S+ ){0,4}(ausgeschlossen|ausgeladen|nicht mehr eingeladen|belastigt|bedrangt|bedroht|begrapscht|angefasst|angemacht|gemobbt|geoutet|rausgedrangt|rausgeekelt|ubergangen|degradiert|beleidigt|gedemutigt|erpresst|diskriminiert|runtergemacht|ausgegrenzt|kaltgestellt|verfolgt|kommentare|spruche|bemerkungen|nachrichten)\b`,
    String.raw`\b((how|what) i (look|wear|dress)|wie ich (aussehe|mich kleide|rumlaufe)|was ich (anhabe|trage))\b`,
    // Their own protected status: "I'm pregnant", "ich bin schwanger"
    String.raw`\b(i am|im|i was|since i|because i|als ich|weil ich|seit ich|ich bin|dass ich) (\S+ ){0,2}(pregnant|schwanger|gay|lesbian|bi|trans|quer|disabled|behindert|schwul|lesbisch|muslim\w*|jewish|judisch|jude|judin|black|schwarz)\b`,
  ].join('|'),
);
const hearsOfIt =
  /\b(told me|tells me|came to me|comes to me|asked me|wrote to me|texted me|with me|to me about|let me know|(hat|haben|hatte|hatten) mir \w* ?(erzahlt|gesagt|berichtet|anvertraut|geschrieben)|mir (erzahlt|gesagt|berichtet|anvertraut|geschrieben)|kam zu mir|kamen zu mir|mich angesprochen|mich gebeten|sich mir anvertraut)\b/g;

/**
 * Whether the harassment `message` is reported by someone it does not happen to, or by someone
 * responsible (a role named anywhere in `conversation`), and not happening to the user.
 */
export function reportsAboutSomeoneElse(message: string, conversation: string = message): boolean {
  const folded = fold(message).replace(hearsOfIt, ' ');
  if (happensToUser.test(folded)) return false;
  return someoneElse.test(folded) || responsibleRole.test(fold(conversation));
}

/** Sexual harassment or assault (folded): then the answer names help for the person affected. */
const sexualAct =
  /\b(fass\w* (mich|sie|ihn|ihr|mir|uns) (\S+ ){0,5}an|betatsch\w*|an die wasche|(feels?|felt) (me|her|him) up|sex\w*|\w*sexuell\w*|\w*grapsch\w*|\w*grabsch\w*|angefasst|anfass\w*|befummel\w*|touch\w*|grop\w*|grabbed|\w*kusst\w*|kuss|kiss\w*|nackt\w*|nude\w*|naked|explicit|dick ?pics?|vergewaltig\w*|rape\w*|raped|assault\w*|ubergriff\w*|molest\w*|anzuglich\w*|lewd|korper\w*|body|brust\w*|breasts?|hintern|butt)\b/;

export const isSexual = (text: string): boolean => sexualAct.test(fold(text));
