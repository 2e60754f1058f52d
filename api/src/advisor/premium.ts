// The premium actions of the offline coach, built from the conversation itself: a session
// summary, a role-play in which the advisor plays the other party, feedback on the user's
// wording in that role-play, and a case summary for a human expert that the user edits.
import { domainText } from '@cc/shared-domain';
import {
  escapeMarkdown,
  estimateStage,
  findFeelings,
  findParty,
  firstRoleplayLine,
  isClosing,
  keyQuote,
  talkTime,
  userProposal,
  userRequest,
  type Party,
} from './analysis';
import { directoryLink, expertLink, previousPhase, resultLines, toolLink, type CoachReply } from './coach';
import {
  blame,
  decisionAnnounced,
  demand,
  generalisation,
  givesReason,
  iMessage,
  personaReply,
  personaLines,
  request,
  unquoted,
  youMessage,
} from './persona';
import type { KnowledgeEntry } from './knowledge';
import { assessConversation } from './safety/assess';
import { asksForHuman, asksWhetherHumanAnswers, withoutPersonRequest } from './safety/person';
import { retrieve } from './retrieval';
import { topicTally } from './topic-tally';
import { fold, pick, sentences, words, workdays } from './text';
import { texts } from './texts';
import { contextResults, type AdvisorInput, type Lang } from './types';

const userTexts = (input: AdvisorInput) => input.messages.filter((m) => m.role === 'user').map((m) => m.content);

// "will" is German's "want"; "against my will" says what happened, not what the user wants.
const interestCue =
  /\b(wichtig|brauche|brauchen|bedurfnis\w*|mochte|(?<!against (my|his|her|their|our|your) )will|wunsche|wunsch|ziel|important|need|needs|want|wish|matters|goal|hope)\b/;
const stepCue = new RegExp(
  String.raw`\b(werde|nachste woche|morgen|bis (${workdays}|ende)|termin|ansprechen|i will|ill|next week|tomorrow|by (${workdays}|the end)|schedule|plan to)\b`,
);

/** User sentences matching a cue, as short quotes, at most `limit`, without duplicates. */
function quotes(users: readonly string[], cue: RegExp | ((sentence: string) => boolean), limit: number): string[] {
  const found: string[] = [];
  const matches = typeof cue === 'function' ? cue : (sentence: string) => cue.test(fold(sentence));
  for (const text of users) {
    for (const sentence of sentences(text)) {
      if (!matches(sentence) || words(sentence).length < 3) continue;
      const quote = keyQuote(sentence, null);
      if (quote && !found.includes(quote)) found.push(quote);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

const bullet = (items: readonly string[], none: string) =>
  items.length > 0 ? items.map((item) => `- ${item}`).join('\n') : `- ${none}`;

export function summaryReply(input: AdvisorInput, lang: Lang): CoachReply {
  const t = texts[lang];
  const s = t.summary;
  const users = userTexts(input);
  const party = findParty(users, lang);
  const stage = estimateStage(users);
  const substantive = users.filter((text) => words(text).length >= 4);
  const situation = substantive.slice(0, 2).map((text) => keyQuote(text, party));
  const needs = users.flatMap((text) =>
    findFeelings(text).map((f) => (lang === 'de' ? `${f.needDe} (${f.de})` : `${f.needEn} (${f.en})`)),
  );
  const interests = [...new Set([...quotes(users, interestCue, 3), ...needs])].slice(0, 4);
  // Options are what the user proposed ("Könnte man …", "maybe we …"), never a fact or a fear with "vielleicht".
  const options = quotes(users, (sentence) => userProposal(sentence) !== null, 3);
  const hits = retrieve(users.join(' '), lang);
  const tool = hits.find((hit) => hit.entry.tool)?.entry.tool ?? 'conflict-analysis';
  const link = toolLink(tool, lang);
  const own = quotes(users, stepCue, 1);
  const steps = [
    ...own,
    s.stepConversation(party?.dative ?? t.party.fallback),
    stage !== null && stage >= 4 ? s.stepMediator : s.stepRule,
    s.stepTool(link.label, link.path),
  ].slice(0, 3);
  const text = [
    `### ${s.title}`,
    `**${s.situation}**\n${bullet(situation, s.none)}`,
    `**${s.parties}**\n${bullet(party ? [party.display] : [], s.noParties)}`,
    `**${s.interests}**\n${bullet(interests, s.none)}`,
    `**${s.options}**\n${bullet(options, s.none)}`,
    `**${s.nextSteps}**\n${steps.map((step, i) => `${i + 1}. ${step}`).join('\n')}`,
  ].join('\n\n');
  return {
    text,
    summary: { situation, interests, options, nextSteps: steps },
    phase: input.phase ?? 'next_step',
    links: stage !== null && stage >= 4 ? [link, expertLink(lang)] : [link],
    knowledge: hits.slice(0, 1).map((hit) => hit.entry.id),
    glaslStage: stage,
  };
}

/** Where the current role-play began: the last reply that opened one. */
function roleplayStart(input: AdvisorInput): number {
  // The intro's first words in either language ("_Rollenspiel: ", "_Role-play: I ").
  const markers = [texts.de.roleplay.intro('').slice(0, 14), texts.en.roleplay.intro('').slice(0, 14)];
  // The chat's own start has the same first words (checked in premium.test).
  for (let i = input.messages.length - 1; i >= 0; i--) {
    const message = input.messages[i];
    // "Ja, gern. _Rollenspiel: …": the chat's own start says yes first, maybe below a boundary note.
    if (message?.role === 'assistant' && markers.some((marker) => message.content.includes(marker))) return i;
  }
  return -1;
}

/** "Feedback", "wie war ich? was soll ich anders machen?", "how did I do": asking for the feedback, no rehearsed line. */
const feedbackAsked =
  /\b(feedback|ruckmeldung|wie war (das|ich)|wie mach ich mich|how did i do|how am i doing|how was (that|i))\b/;
/** A premium rehearsal's turn that asks how it went ("How did I do so far?", "Gib mir kurz Rückmeldung"). */
export function feedbackRequested(text: string): boolean {
  return feedbackAsked.test(fold(text));
}

/**
 * The line the user rehearsed in a message: the quoted line after "ok ich fang an: '…'", a line
 * typed in quotation marks without them, else the message.
 */
function rehearsedLine(text: string): string {
  const quoted = firstRoleplayLine(text);
  if (quoted && words(quoted).length * 2 >= words(text).length) return quoted;
  return unquoted(text);
}

function roleplayUserTexts(input: AdvisorInput): string[] {
  const start = roleplayStart(input);
  const since = input.messages.slice(start + 1).filter((m) => m.role === 'user');
  // Without a marked start, the last three messages are the rehearsal.
  return (start >= 0 ? since : since.slice(-3))
    .map((m) => m.content)
    .filter((text) => !(feedbackAsked.test(fold(text)) && words(text).length <= 12) && userRequest(text) !== 'artefact')
    .map(rehearsedLine);
}

/**
 * Whom the advisor plays: a short name as given ("Tom, mein CTO"), the party a longer scenario
 * names ("Ich will mit meinem Mitgründer über Rollen reden" → "dein Mitgründer"), else the other side.
 */
function counterpartName(input: AdvisorInput, users: readonly string[], lang: Lang): string {
  const given = input.premium?.counterpart?.trim() ?? '';
  const party = findParty(given ? [given, ...users] : users, lang);
  // "Ich spiele jetzt …": the accusative, from the reader's side ("Tom, mein CTO" → "Tom, deinen CTO").
  if (given && words(given).length <= 4 && !/[.!?]/.test(given)) {
    const own = /\b(mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|my|our)\s+\S+/i;
    return party && own.test(given) && findParty([given], lang) ? given.replace(own, party.accusative) : given;
  }
  return party?.accusative ?? texts[lang].roleplay.defaultCounterpart;
}

/**
 * In the chat (no role-play buttons), a rehearsal the user asked for goes on while the last reply
 * is the start or the other party's line: 'roleplay' for the next line, 'feedback' when the user
 * asks how it went, null when they leave it ("stopp", "lass uns aufhören") or it is over.
 */
export function chatRoleplay(input: AdvisorInput): 'roleplay' | 'feedback' | null {
  if (input.action !== 'reply' || roleplayStart(input) < 0) return null;
  const lastIndex = input.messages.findLastIndex((m) => m.role === 'assistant');
  const last = input.messages[lastIndex]?.content ?? '';
  if (lastIndex !== roleplayStart(input) && !personaLines.some((line) => last.endsWith(line))) return null;
  const latest = fold(userTexts(input).at(-1) ?? '');
  if (feedbackAsked.test(latest)) return 'feedback';
  if (/^(stop|stopp|ende|genug|abbruch|lass uns aufhoren|enough|lets stop|end)\b/.test(latest)) return null;
  // "Could you draft a short email to Dr. Whitfield …": a draft asked for leaves the role-play; the coach writes it.
  if (['compose', 'artefact'].includes(userRequest(userTexts(input).at(-1) ?? '') ?? '')) return null;
  // "passt, danke", "that's all for now": the user closes the conversation, not a line in role.
  if (isClosing(userTexts(input).at(-1) ?? '')) return null;
  return 'roleplay';
}

/** The role-play: the advisor answers as the other party, reacting to how the user phrased it. */
export function roleplayReply(input: AdvisorInput, lang: Lang): CoachReply {
  const t = texts[lang].roleplay;
  const users = userTexts(input);
  const latest = users.at(-1) ?? '';
  const seed = users.join('\n');
  const counterpart = counterpartName(input, users, lang);
  if (input.action === 'roleplay_start') {
    return {
      text: `${t.intro(escapeMarkdown(counterpart))}\n\n${pick(t.opening, seed)}`,
      phase: input.phase ?? 'next_step',
      links: [],
      knowledge: [],
      glaslStage: estimateStage(users),
    };
  }
  const said = input.messages.filter((m) => m.role === 'assistant').map((m) => m.content);
  return {
    text: personaReply(latest, lang, seed, said),
    phase: input.phase ?? 'next_step',
    links: [],
    knowledge: [],
    glaslStage: estimateStage(users),
  };
}

/** Feedback on the user's wording during the role-play. */
export function roleplayFeedback(input: AdvisorInput, lang: Lang): CoachReply {
  const t = texts[lang].feedback;
  const strengths: string[] = [];
  const changes: string[] = [];
  const others: string[] = [];
  // The sentence to take into the real conversation: the first that worked (an I-message or a
  // request), else the first that gave a reason.
  let best: string | null = null;
  let reasoned: string | null = null;
  // The first attempt that needs changing and the first better one after it, to compare.
  let firstMiss: string | null = null;
  let laterHit: string | null = null;
  for (const text of roleplayUserTexts(input)) {
    // "lena, wir müssen reden. ich will …": a lower-case sentence after a full stop is one of its own here.
    for (const sentence of sentences(text).flatMap((s) => s.split(/(?<=[.!?])\s+/))) {
      const folded = fold(sentence);
      const quote = keyQuote(sentence, null);
      if (!quote) continue;
      const general = generalisation.exec(folded);
      const miss = general || blame.test(folded) || demand.test(folded) || youMessage.test(folded);
      if (miss) firstMiss ??= quote;
      // The word as the user spelled it ("ständig", not the folded "standig").
      const word = sentence.split(/[^\p{L}]+/u).find((w) => fold(w) === general?.[1]) ?? general?.[1] ?? '';
      if (general) changes.push(t.generalisation(quote, word));
      else if (blame.test(folded)) changes.push(t.blame(quote));
      else if (demand.test(folded)) changes.push(t.demand(quote));
      else if (youMessage.test(folded)) changes.push(t.youMessage(quote));
      else if (iMessage.test(folded) || request.test(folded)) {
        strengths.push(iMessage.test(folded) ? t.iMessage(quote) : t.request(quote));
        best ??= quote;
        if (firstMiss) laterHit ??= quote;
      } else if (decisionAnnounced.test(folded)) changes.push(t.decision(quote));
      else if (givesReason.test(folded) && words(sentence).length >= 4) {
        strengths.push(t.reason(quote));
        reasoned ??= quote;
      } else if (words(sentence).length >= 4) others.push(t.neutral(quote));
    }
  }
  // Nothing fits a pattern: the user's own words are still quoted, with what makes them stronger.
  if (strengths.length === 0 && changes.length === 0) changes.push(...others.slice(-1));
  const blocks = [`### ${t.title}`];
  if (strengths.length === 0 && changes.length === 0) blocks.push(t.nothing);
  if (strengths.length > 0)
    blocks.push(
      `**${t.strengths}**\n${strengths
        .slice(0, 4)
        .map((s) => `- ${s}`)
        .join('\n')}`,
    );
  if (firstMiss && laterHit) blocks.push(t.contrast(firstMiss, laterHit));
  if (changes.length > 0) {
    blocks.push(
      `**${t.change}**\n${[...new Set(changes)]
        .slice(0, 5)
        .map((s) => `- ${s}`)
        .join('\n')}`,
    );
    blocks.push(t.tryInstead);
  }
  // The real conversation is with the person rehearsed: a name given for the role-play
  // ("Richard, the board member") before a party the messages mention ("my team").
  const given = input.premium?.counterpart?.split(',')[0]?.trim() ?? '';
  const named = /^\p{Lu}\p{L}+$/u.test(given) && !findParty([given], lang) ? given : null;
  const party = findParty(userTexts(input), lang);
  // The time the user named for the real talk ("ich muss morgen …"), read before the rehearsal.
  const start = roleplayStart(input);
  const before = (start >= 0 ? input.messages.slice(0, start) : input.messages).filter((m) => m.role === 'user');
  const when = talkTime(
    before.map((m) => m.content),
    lang,
  );
  blocks.push(t.closing(named ?? party?.dative ?? texts[lang].party.fallback, best ?? reasoned, when));
  return {
    text: blocks.join('\n\n'),
    phase: input.phase ?? 'next_step',
    links: [],
    knowledge: ['i-messages'],
    glaslStage: estimateStage(userTexts(input)),
  };
}

/** What joined the situation to the wish cut from it: "…allein, und", "…alone, so". */
const joinToWish = /(?:[\s,;:–-]+(?:und|oder|aber|doch|sondern|denn|also|and|or|but|so|yet)\b)?[\s,;:–-]*$/i;

/**
 * What the conversation is about, for the handoff: each message's core, but not the wishes the
 * draft lists already ("My co-founder decides alone, and it matters to me that we decide together":
 * the wish is the core, so the situation is the rest of the message).
 */
function situationQuotes(messages: readonly string[], party: Party | null, wish: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of messages) {
    let quote = keyQuote(text, party);
    if (wish.includes(quote)) {
      const at = text.toLowerCase().indexOf(quote.toLowerCase());
      const rest = at < 0 ? '' : `${text.slice(0, at)} ${text.slice(at + quote.length)}`;
      quote = words(rest).length >= 4 ? keyQuote(rest, party).replace(joinToWish, '') : '';
    }
    if (quote && !wish.includes(quote) && !found.includes(quote)) found.push(quote);
  }
  return found;
}

/**
 * The handoff's topic: the entry the conversation's topic tally ranks first (topic-tally.ts, the
 * same the coach reads); mediation only when nothing else is named (asking for a human is no topic
 * of the case). Null when no cue names one.
 */
function cuedTopic(users: readonly string[], lang: Lang): KnowledgeEntry | null {
  const ranked = topicTally(users, lang);
  return (ranked.find((seen) => seen.entry.id !== 'mediation') ?? ranked[0])?.entry ?? null;
}

/** "Bist du ein Bot?", "are you a human?": a question about the advisor (not "Are you sure he …"). */
const aboutTheAdvisor = /\b(bot|chatbot|ki|ai|mensch|human|person|maschine|machine|computer|roboter|robot)\b/;

/**
 * What the user wrote about the case: without what they asked the advisor itself, whether it is a
 * bot or for a human to talk to. The walk from the public chat to an expert (harden4) drafted
 * "What it is about: - Can I talk to a real human - Are you a bot" for an expert to read.
 */
function aboutTheCase(users: readonly string[]): string[] {
  return users
    .map((text) => {
      const all = sentences(text);
      const rest = all.filter(
        (sentence) => !(asksWhetherHumanAnswers(sentence) && aboutTheAdvisor.test(fold(sentence))),
      );
      // A message with nothing to drop stays as written (its line breaks too).
      const kept = rest.length === all.length ? text : rest.join(' ');
      return asksForHuman(kept) ? withoutPersonRequest(kept) : kept;
    })
    .filter((text) => text.trim() !== '');
}

/** A quote as a topic: at most 80 characters, cut at a word with "…". */
function shortTopic(quote: string | undefined): string | null {
  if (!quote) return null;
  if (quote.length <= 80) return quote;
  const cut = quote.slice(0, 79);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).replace(/[\s,;:–-]+$/, '')} …`;
}

/** A short case summary for a human expert; the user reads, edits and approves it. */
export function handoffDraft(input: AdvisorInput, lang: Lang): CoachReply {
  const t = texts[lang].handoff;
  const users = aboutTheCase(userTexts(input));
  const party = findParty(users, lang);
  const stage = estimateStage(users);
  const hits = retrieve(users.join(' '), lang);
  const entry = cuedTopic(users, lang) ?? hits[0]?.entry;
  const substantive = users.filter((text) => words(text).length >= 4);
  const wish = quotes(users, interestCue, 2);
  const summary = situationQuotes(substantive.slice(0, 3), party, wish);
  // Without a topic of the index, what the founder wrote first: the case page's heading and the
  // expert's inbox show the topic ("Noch nicht besprochen." was the title of a harassment case).
  // Harassment, abuse or discrimination: a neutral title. The topic is the heading of the case in
  // the expert's inbox, read before anyone accepted the case; the summary below it is the user's.
  const safety = users.length ? assessConversation(users) : null;
  const harassment = safety !== null && [...safety.latest.labels, ...safety.lasting].includes('harassment');
  const topic = harassment
    ? t.harassmentTopic
    : (entry?.[lang].title ?? shortTopic(summary[0] ?? wish[0]) ?? t.untitled);
  // The self-assessment the founder came from, in the advisor's words ("Deine Analyse zeigte …").
  const results = resultLines(contextResults(input), lang, t.resultLines);
  const stageText =
    stage === null ? t.stageUnknown : t.stageValue(stage, domainText(lang, `analysis.escalation.stages.${stage}.name`));
  const body = [
    `**${t.topic}:** ${topic}`,
    `**${t.parties}:** ${party?.own ?? texts[lang].summary.noParties}`,
    `**${t.stage}:** ${stageText}`,
    `**${t.wish}:**\n${bullet(wish, texts[lang].summary.none)}`,
    `**${t.summary}:**\n${bullet(summary, texts[lang].summary.none)}`,
    ...(results.length ? [`**${t.results}:**\n${bullet(results, texts[lang].summary.none)}`] : []),
    `**${t.language}:** ${t.languageName}`,
  ].join('\n\n');
  return {
    text: [`### ${t.title}`, body, t.note].join('\n\n'),
    handoff: { topic, summary: body },
    phase: input.phase ?? 'next_step',
    links: [expertLink(lang)],
    knowledge: entry ? [entry.id] : [],
    glaslStage: stage,
  };
}

/**
 * "Can you prep something I can hand them?": the case summary for a human expert in the chat,
 * with the way to turn it into a request and one question (what to change before passing it on).
 */
export function handoverReply(input: AdvisorInput, lang: Lang): CoachReply {
  const t = texts[lang].requests.handover;
  const draft = handoffDraft(input, lang);
  const earlier = input.messages.flatMap((m) => (m.role === 'assistant' ? [m.content] : [])).join('\n');
  const question = t.questions.find((text) => !earlier.includes(text)) ?? t.questions[0];
  const link = input.mode === 'premium' ? expertLink(lang) : directoryLink(lang);
  return {
    text: [t.answers[0], `### ${texts[lang].handoff.title}`, draft.handoff?.summary ?? '', question].join('\n\n'),
    phase: previousPhase(input) ?? 'next_step',
    links: [link],
    knowledge: [],
    glaslStage: draft.glaslStage,
  };
}
