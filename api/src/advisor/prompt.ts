// The system prompt for a remote model: the product's rules (AI disclosure, no legal advice,
// no diagnosis or therapy, one question at a time, the reply language) plus what the offline
// coach worked out for this turn (phase, fitting knowledge, a tool to recommend), so the model
// coaches along the same structure. The safety layer has already run; the model is never asked
// to judge a crisis.
import type { CoachReply } from './coach';
import { knowledgeEntry } from './knowledge';
import { promptIntro, promptRules } from './prompt-rules';
import { resultLines } from './coach';
import { contextResults, type AdvisorInput, type AdvisorMessage, type Lang, type SafetyCategory } from './types';

const phaseGoals: Record<string, string> = {
  situation: 'understand the concrete situation: what happened, when',
  parties: 'understand who is involved and their relationship',
  history: 'learn what has already been tried',
  escalation: 'gauge how far the conflict has escalated (Glasl stages as orientation)',
  interests: 'uncover the interests and needs behind the positions',
  options: 'develop options that could work for both sides',
  next_step: 'agree on one concrete next step with a date',
};

const actionGoals: Record<string, string> = {
  reply: 'Continue the coaching conversation.',
  summary:
    'Write a Markdown summary of the session with the headings Situation, Interests and needs, Options, Next steps (two or three concrete steps). Ask no question.',
  roleplay_start:
    'Start a role-play: say in one italic line that you now play the other party, then open the conversation in role, realistic but never abusive.',
  roleplay_turn:
    'Stay in role as the other party: react realistically to how the user phrased it (defensive to blame and generalisations, more open to I-messages and requests), never abusive, at most three sentences.',
  roleplay_feedback:
    'Step out of the role and give feedback on the wording of the user in the role-play: I-messages versus you-messages, blame, generalisations like always/never, demands versus requests. Quote their words and suggest better phrasing.',
  handoff_draft:
    'Write a short case summary for a human conflict expert in Markdown: topic, people involved, estimated escalation stage (as orientation), what the user wants, language. The user will edit it before sending. Ask no question.',
};

export function systemPrompt(
  input: AdvisorInput,
  lang: Lang,
  plan: CoachReply,
  safety: readonly SafetyCategory[],
  caution = false,
): string {
  const language = lang === 'de' ? 'German (use the informal "du")' : 'English';
  const lines = [
    promptIntro,
    `Always reply in ${language}, whatever language earlier messages used.`,
    ...promptRules,
    actionGoals[input.action] ?? actionGoals.reply,
  ];
  if (input.action === 'reply') lines.push(`Goal of this turn: ${phaseGoals[plan.phase] ?? phaseGoals.situation}.`);
  const tips = plan.knowledge.map((id) => knowledgeEntry(id)?.[lang].tip).filter(Boolean);
  if (tips.length > 0) lines.push(`Background you may use in your own words: ${tips.join(' ')}`);
  const link = plan.links[0];
  if (link)
    lines.push(`If it fits, recommend this page of the service as a Markdown link: [${link.label}](${link.path}).`);
  if (safety.includes('legal'))
    lines.push(
      'A legal boundary note has already been shown above your reply; do not repeat it, continue with what you can help with.',
    );
  if (safety.includes('medical'))
    lines.push(
      'A medical boundary note has already been shown above your reply; do not repeat it, continue with what you can help with.',
    );
  if (safety.includes('high_escalation'))
    lines.push('A note recommending a mediator has already been shown above your reply; do not repeat it.');
  if (caution)
    lines.push(
      'A short note with the crisis lines has already been shown above your reply, because the message may mean the user or someone else is in danger. Put the person first: acknowledge what they wrote, ask gently how they are and whether they are safe; do not work out, time or improve any plan they mention, and give no tips.',
    );
  if (input.mode === 'premium') {
    const memories = input.premium?.memories ?? [];
    if (memories.length > 0)
      lines.push(
        `Summaries of earlier sessions with this user (refer to them naturally, e.g. "last time ..."): ${memories
          .map((m) => m.summary)
          .join(' | ')}`,
      );
  }
  const results = resultLines(contextResults(input), lang);
  if (results.length > 0) lines.push(`The user’s latest self-assessment results: ${results.join(' ')}`);
  return lines.join('\n');
}

/** At most this many earlier messages go to the model (the newest ones). */
export const historyLimit = 24;

export function modelMessages(
  input: AdvisorInput,
  system: string,
): { role: 'system' | 'user' | 'assistant'; content: string }[] {
  const history: AdvisorMessage[] = input.messages.slice(-historyLimit);
  return [{ role: 'system', content: system }, ...history.map((m) => ({ role: m.role, content: m.content }))];
}
