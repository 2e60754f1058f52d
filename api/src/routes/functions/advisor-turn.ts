// One turn of a stored premium conversation, and what is made from a conversation: the summary
// mail and the draft for a human expert. A turn stores the user's message before the reply
// streams and the advisor's reply (with what it was made of) when it is complete; a reply the
// user stopped is stored as far as it came, marked as stopped.
import {
  endpoints,
  type AdvisorDoneEvent,
  type AdvisorMode,
  type AdvisorPhase,
  type AdvisorSummary,
} from '@cc/shared-contract';
import type { Hono } from 'hono';
import { detectLanguage } from '../../advisor/language';
import type { AdvisorAction, AdvisorMeta } from '../../advisor/types';
import {
  type AdvisorMessageMeta,
  conversationNotFound,
  type ConversationRow,
  type ConversationUpdate,
  findConversation,
  listMessages,
  storeReply,
  storeStoppedReply,
  storeUserMessage,
} from '../../advisor-store/conversations';
import { engineMessages, messageKind, premiumContext, toolsOf } from '../../advisor-store/context';
import { collectReply, handoffOf, runAdvisor, summaryOf } from '../../advisor-store/engine';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { respond, validBody } from '../../http/validate';
import { enqueueMail } from '../../mail/outbox';
import { conversationId, premiumOnly } from './advisor-common';
import { streamAdvisorReply } from './advisor-stream';
import { callerEmail, ownerKey } from '../../identity/caller';

const { advisorTurn, mailAdvisorSummary, advisorHandoffDraft } = endpoints;

/** The engine's action for a turn: a reply during a role-play is the other party's next line. */
function engineAction(action: AdvisorAction, mode: AdvisorMode): AdvisorAction {
  return action === 'reply' && mode === 'roleplay' ? 'roleplay_turn' : action;
}

/** The mode after a turn: a role-play runs from its start until feedback is asked for. */
function modeAfter(action: AdvisorAction, mode: AdvisorMode): AdvisorMode {
  if (action === 'roleplay_start') return 'roleplay';
  if (action === 'roleplay_feedback') return 'coach';
  return mode;
}

export function advisorTurnRoutes(app: Hono<AppEnv>): void {
  app.post(advisorTurn.path, premiumOnly, validBody(advisorTurn), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const caller = c.get('caller');
    const id = conversationId(c.req.param('id'));
    const body = c.req.valid('json');
    await services.limiter.hit(`advisor:turns:${ownerKey(caller)}`, config.rateLimits.advisorTurnsPerOwner);
    const conversation = await findConversation(db, caller, id);
    if (!conversation) throw conversationNotFound();

    const message = body.message;
    const needsMessage = body.action === 'reply' || body.action === 'roleplay_start';
    if (needsMessage && !message) throw new ApiError(400, 'message_empty', 'This turn needs a message');
    if (message && conversation.turns >= config.advisorMaxTurns) {
      throw new ApiError(
        400,
        'conversation_too_long',
        `A conversation has at most ${config.advisorMaxTurns} turns; start a new one`,
        { details: { max: config.advisorMaxTurns } },
      );
    }

    const action = engineAction(body.action, conversation.mode);
    const phase: AdvisorPhase = body.phase ?? conversation.phase;
    const mode = modeAfter(action, conversation.mode);
    // The user's message is stored before the reply: it is the user's even if the reply fails.
    if (message) {
      await storeUserMessage(db, conversation, message, { action });
    }
    const [history, context] = await Promise.all([listMessages(db, id), premiumContext(db, caller, id)]);
    const lastUser = message ?? history.findLast((row) => row.role === 'user')?.content ?? '';
    const lang = detectLanguage(lastUser, body.lang).language;
    // Who the advisor plays: named when the role-play starts, kept until feedback ends it.
    const counterpart = action === 'roleplay_start' ? lastUser : conversation.roleplayScenario;

    const replyMeta = (meta: Pick<AdvisorMeta, 'language' | 'phase' | 'safety' | 'links' | 'provider' | 'fallback'>) =>
      ({
        action,
        lang: meta.language,
        phase: meta.phase,
        safety: meta.safety,
        tools: toolsOf(meta),
        provider: meta.provider,
        fallback: meta.fallback,
      }) satisfies AdvisorMessageMeta;

    return streamAdvisorReply(c, {
      meta: { conversation_id: id, lang, action: body.action },
      run: (signal) =>
        runAdvisor(
          services,
          {
            messages: engineMessages(history),
            uiLanguage: body.lang,
            mode: 'premium',
            action,
            phase,
            premium: {
              memories: context.memories,
              results: context.results,
              ...(counterpart ? { counterpart: counterpart.slice(0, 200) } : {}),
            },
          },
          signal,
        ),
      onDone: async (meta): Promise<AdvisorDoneEvent> => {
        const summary: AdvisorSummary | null = action === 'summary' ? summaryOf(meta, new Date()) : null;
        const nextPhase = meta.phase ?? phase;
        // A crisis during a role-play ends it: the next turn is coaching again, not the other party's line.
        const modeNow: AdvisorMode = meta.endsRoleplay ? 'coach' : mode;
        const update: ConversationUpdate = { phase: nextPhase, mode: modeNow, lang: meta.language };
        if (action === 'roleplay_start' && !meta.endsRoleplay) update.roleplayScenario = lastUser;
        if (action === 'roleplay_feedback' || meta.endsRoleplay) update.roleplayScenario = null;
        if (summary) update.summary = summary;
        const stored = await storeReply(
          db,
          id,
          { content: meta.text, kind: messageKind(action, meta), meta: replyMeta(meta) },
          update,
        );
        return {
          message_id: stored.id,
          lang: meta.language,
          phase: nextPhase,
          mode: modeNow,
          safety: meta.safety,
          help: meta.help,
          tools: toolsOf(meta),
          provider: meta.provider,
          fallback: meta.fallback,
          summary,
        };
      },
      onStopped: async (text) => {
        const update: ConversationUpdate = body.phase ? { phase } : {};
        const reply = text.trim()
          ? { content: text, kind: messageKind(action, { safety: null }), meta: { action, lang, phase, stopped: true } }
          : null;
        await storeStoppedReply(db, id, reply, update);
      },
    });
  });

  app.post(mailAdvisorSummary.path, premiumOnly, async (c) => {
    const services = c.get('services');
    const caller = c.get('caller');
    const conversation = await findConversation(services.db, caller, conversationId(c.req.param('id')));
    if (!conversation) throw conversationNotFound();
    if (!conversation.summary) {
      throw new ApiError(409, 'summary_missing', 'The conversation has no summary yet; ask the advisor for one first');
    }
    const to = callerEmail(caller);
    // Users and guests always have an address; an account without one has nowhere to mail to.
    if (!to) throw new ApiError(409, 'summary_missing', 'There is no address to mail the summary to');
    await services.limiter.hit(`advisor:mails:${ownerKey(caller)}`, services.config.rateLimits.advisorMailsPerOwner);
    await enqueueMail(services.db, to, summaryMail(services.config.siteUrl, conversation, conversation.summary));
    services.mailQueued();
    return respond(c, mailAdvisorSummary, { mail_queued: true });
  });

  app.post(advisorHandoffDraft.path, premiumOnly, async (c) => {
    const services = c.get('services');
    const caller = c.get('caller');
    const conversation = await findConversation(services.db, caller, conversationId(c.req.param('id')));
    if (!conversation) throw conversationNotFound();
    const [history, context] = await Promise.all([
      listMessages(services.db, conversation.id),
      premiumContext(services.db, caller, conversation.id),
    ]);
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const meta = await collectReply(
      runAdvisor(
        services,
        {
          messages: engineMessages(history),
          uiLanguage: conversation.lang,
          mode: 'premium',
          action: 'handoff_draft',
          phase: conversation.phase,
          premium: { memories: context.memories, results: context.results },
        },
        controller.signal,
      ),
    );
    const draft = handoffOf(meta, conversation.title);
    return respond(c, advisorHandoffDraft, { topic: draft.topic, lang: meta.language, summary: draft.summary });
  });
}

function summaryMail(siteUrl: string, conversation: ConversationRow, summary: AdvisorSummary) {
  return {
    kind: 'advisor_summary' as const,
    lang: conversation.lang,
    title: conversation.title,
    summary,
    link: `${siteUrl}/chat-advisor`,
  };
}
