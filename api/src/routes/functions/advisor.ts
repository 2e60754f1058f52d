// The conflict advisor. `POST /advisor-chat` is the public chat: the browser sends the conversation
// so far with each turn and the server stores nothing of it (no rows, no message text in logs).
// `/advisor-conversations` are the premium chat's stored conversations of a signed-in user or a
// guest: listed, read, renamed, deleted, and continued turn by turn (advisor-turn.ts). Someone
// else's conversation is "not found", never "forbidden", so ids reveal nothing.
import { endpoints, type AdvisorDoneEvent, type AdvisorResultContext } from '@cc/shared-contract';
import type { AssessmentResult } from '@cc/shared-domain';
import type { Hono } from 'hono';
import { detectLanguage } from '../../advisor/language';
import { collectReply, handoffOf, runAdvisor } from '../../advisor-store/engine';
import {
  conversationJson,
  conversationNotFound,
  conversationSummaryJson,
  createConversation,
  deleteConversations,
  findConversation,
  forgetMemory,
  listConversations,
  listMemory,
  listMessages,
  memoryItemJson,
  renameConversation,
} from '../../advisor-store/conversations';
import { toolsOf } from '../../advisor-store/context';
import { type AppEnv, limitIp } from '../../http/context';
import { respond, validBody } from '../../http/validate';
import { conversationId, premiumOnly } from './advisor-common';
import { ownerKey } from '../../identity/caller';
import { streamAdvisorReply } from './advisor-stream';
import { advisorTurnRoutes } from './advisor-turn';

const {
  advisorChat,
  publicHandoffDraft,
  listAdvisorConversations,
  createAdvisorConversation,
  getAdvisorConversation,
  renameAdvisorConversation,
  deleteAdvisorConversation,
  deleteAllAdvisorConversations,
  getAdvisorMemory,
  forgetAdvisorMemory,
  forgetAllAdvisorMemory,
} = endpoints;

export function advisorRoutes(app: Hono<AppEnv>): void {
  app.post(advisorChat.path, validBody(advisorChat), async (c) => {
    const services = c.get('services');
    const body = c.req.valid('json');
    await services.limiter.hit(`advisor:chat:ip:${limitIp(c)}`, services.config.rateLimits.advisorChatPerIp);
    const lang = detectLanguage(body.message, body.lang).language;
    const messages = [...body.history, { role: 'user' as const, content: body.message }];
    return streamAdvisorReply(c, {
      meta: { conversation_id: null, lang, action: 'reply' },
      run: (signal) =>
        runAdvisor(
          services,
          { messages, uiLanguage: body.lang, mode: 'public', action: 'reply', results: resultsOf(body.result) },
          signal,
        ),
      onDone: (meta): Promise<AdvisorDoneEvent> =>
        Promise.resolve({
          message_id: null,
          lang: meta.language,
          phase: meta.phase ?? 'situation',
          mode: 'coach',
          safety: meta.safety,
          help: meta.help,
          tools: toolsOf(meta),
          provider: meta.provider,
          fallback: meta.fallback,
          summary: null,
        }),
    });
  });

  // The public chat's way to a human: the same draft as the premium handoff, from the history the
  // browser sends (counted against the public chat's limit: it runs the advisor like a turn).
  app.post(publicHandoffDraft.path, validBody(publicHandoffDraft), async (c) => {
    const services = c.get('services');
    const body = c.req.valid('json');
    await services.limiter.hit(`advisor:chat:ip:${limitIp(c)}`, services.config.rateLimits.advisorChatPerIp);
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const meta = await collectReply(
      runAdvisor(
        services,
        {
          messages: body.history,
          uiLanguage: body.lang,
          mode: 'public',
          action: 'handoff_draft',
          results: resultsOf(body.result),
        },
        controller.signal,
      ),
    );
    const draft = handoffOf(meta, '');
    return respond(c, publicHandoffDraft, { topic: draft.topic, lang: meta.language, summary: draft.summary });
  });

  app.get(listAdvisorConversations.path, premiumOnly, async (c) => {
    const rows = await listConversations(c.get('services').db, c.get('caller'));
    return respond(c, listAdvisorConversations, { conversations: rows.map(conversationSummaryJson) });
  });

  app.post(createAdvisorConversation.path, premiumOnly, validBody(createAdvisorConversation), async (c) => {
    const services = c.get('services');
    const caller = c.get('caller');
    const body = c.req.valid('json');
    await services.limiter.hit(
      `advisor:conversations:${ownerKey(caller)}`,
      services.config.rateLimits.advisorConversationsPerOwner,
    );
    const row = await createConversation(services.db, caller, body);
    return respond(c, createAdvisorConversation, conversationJson(row, []));
  });

  app.get(getAdvisorConversation.path, premiumOnly, async (c) => {
    const { db } = c.get('services');
    const row = await findConversation(db, c.get('caller'), conversationId(c.req.param('id')));
    if (!row) throw conversationNotFound();
    return respond(c, getAdvisorConversation, conversationJson(row, await listMessages(db, row.id)));
  });

  app.put(renameAdvisorConversation.path, premiumOnly, validBody(renameAdvisorConversation), async (c) => {
    const id = conversationId(c.req.param('id'));
    const row = await renameConversation(c.get('services').db, c.get('caller'), id, c.req.valid('json').title);
    if (!row) throw conversationNotFound();
    return respond(c, renameAdvisorConversation, conversationSummaryJson(row));
  });

  app.delete(deleteAdvisorConversation.path, premiumOnly, async (c) => {
    const id = conversationId(c.req.param('id'));
    const deleted = await deleteConversations(c.get('services').db, c.get('caller'), id);
    if (!deleted) throw conversationNotFound();
    return respond(c, deleteAdvisorConversation, { deleted });
  });

  app.delete(deleteAllAdvisorConversations.path, premiumOnly, async (c) => {
    const deleted = await deleteConversations(c.get('services').db, c.get('caller'));
    return respond(c, deleteAllAdvisorConversations, { deleted });
  });

  advisorTurnRoutes(app);

  app.get(getAdvisorMemory.path, premiumOnly, async (c) => {
    const rows = await listMemory(c.get('services').db, c.get('caller'));
    const items = rows.flatMap((row) => (row.summary ? [memoryItemJson({ ...row, summary: row.summary })] : []));
    return respond(c, getAdvisorMemory, { items });
  });

  app.delete(forgetAdvisorMemory.path, premiumOnly, async (c) => {
    const id = conversationId(c.req.param('id'));
    const { db } = c.get('services');
    const caller = c.get('caller');
    // Forgetting what is already forgotten is fine (0); an unknown conversation is not found.
    if (!(await findConversation(db, caller, id))) throw conversationNotFound();
    return respond(c, forgetAdvisorMemory, { deleted: await forgetMemory(db, caller, id) });
  });

  app.delete(forgetAllAdvisorMemory.path, premiumOnly, async (c) => {
    return respond(c, forgetAllAdvisorMemory, { deleted: await forgetMemory(c.get('services').db, c.get('caller')) });
  });
}

/** The result a page handed over, as the engine reads results (it reads only the fields the context carries). */
const resultsOf = (result: AdvisorResultContext | undefined) => (result ? [result as AssessmentResult] : undefined);
