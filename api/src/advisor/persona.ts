// How the other party answers in a role-play: defensive to a reproach, opening up to an
// I-statement or a request. Shared by the premium role-play and the chat's own start, whose
// first answer may already reply to a line the user wrote with the request.
import { isDirectQuestion } from './analysis';
import { fold, pick } from './text';
import { texts } from './texts';
import type { Lang } from './types';

export const generalisation =
  /\b(immer|nie|niemals|standig|jedes mal|dauernd|always|never|constantly|every time|all the time)\b/;
export const youMessage =
  /^(du|you)\b|\b(finde|find|denke|glaube|think|feel like) (halt |echt |ehrlich |einfach )?(dass |that )?(du|you) |\b(zu wenig|not enough|too little)\b|\b(du bist|du hast|du machst|du willst|du kannst (doch )?nicht|du denkst|you are|youre|you have|you never|you always|you dont|you cant|you make)\b/;
export const iMessage =
  /\b(ich fuhle|ich fuhl|(habe|hab) mich (\w+ ){1,3}gefuhlt|ich war (\w+ ){0,4}(uberrascht|enttauscht|verletzt|verunsichert|irritiert)|ich bin \w+ (wenn|weil)|mir ist wichtig|mir fehlt|ich wunsche mir|ich brauche|ich erlebe|ich habe den eindruck|ich merke|ich schatze|i feel|i felt|i was (\w+ ){0,3}(surprised|hurt|disappointed|confused)|i valu\w*|it matters to me|i need|i would like|id like|i miss|i notice|i noticed|my impression)\b/;
export const demand =
  /\b(du musst|du sollst|du hast zu|sofort|ab sofort|ich verlange|ich fordere|ich will dass du|ich brauche von dir dass|hor auf|horst du auf|you must|you have to|you need to|i need you to|i want you to|stop (talking|doing|going)|you better|i demand|right now|immediately)\b/;
export const request =
  /\b(konntest du|wurdest du|warst du bereit|kannst du bitte|bitte|wie ware es|konnten wir|wollen wir|lass uns|would you|could you|can you please|are you willing|please|how about|what if we|could we|shall we|lets)\b/;
export const blame = /\b(schuld|wegen dir|deinetwegen|deine schuld|your fault|because of you|thanks to you|blame)\b/;

/** The other party's answer to one line of the user's, never a line already said in this conversation. */
export function personaAnswer(line: string, lang: Lang, seed: string, said: readonly string[]): string {
  const t = texts[lang].roleplay;
  const folded = fold(line);
  const hostile = generalisation.test(folded) || youMessage.test(folded) || blame.test(folded) || demand.test(folded);
  const constructive = iMessage.test(folded) || request.test(folded);
  const pool = hostile
    ? t.defensive
    : constructive
      ? t.openingUp
      : isDirectQuestion(line)
        ? t.answerQuestion
        : t.neutral;
  const start = pool.indexOf(pick(pool, seed));
  const fresh = pool
    .map((_, i) => pool[(start + i) % pool.length] as string)
    .find((text) => !said.some((earlier) => earlier.includes(text)));
  return fresh ?? pick(pool, seed);
}
