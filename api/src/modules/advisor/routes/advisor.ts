// The conflict advisor over HTTP. `POST /advisor-chat` is the public chat: the browser sends the
// conversation so far with each turn and the server stores nothing of it (no rows, no message
// text in logs). `/advisor-conversations` are the premium chat's stored conversations of a
// signed-in user or a guest: listed, read, renamed, deleted, and continued turn by turn
// (advisor-turn.ts). Someone else's conversation is "not found", never "forbidden", so ids reveal
// nothing. The rules: ../service.ts.
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import { type AppEnv, limitIp } from '../../../platform/http/context';
import { respond, validBody } from '../../../platform/http/validate';
import {
  conversation,
  conversationList,
  deleteOwnConversations,
  forgetSessions,
  memoryItems,
  publicChat,
  publicHandoffDraft as publicDraft,
  renameOwnConversation,
  startConversation,
} from '../service';
import { conversationId, premiumOnly } from './advisor-common';
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

export function advisorRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(advisorChat.path, validBody(advisorChat), async (c) => {
    return streamAdvisorReply(c, await publicChat(c.get('services'), limitIp(c), c.req.valid('json')));
  });

  app.post(publicHandoffDraft.path, validBody(publicHandoffDraft), async (c) => {
    const draft = await publicDraft(c.get('services'), limitIp(c), c.req.valid('json'), c.req.raw.signal);
    return respond(c, publicHandoffDraft, draft);
  });

  app.get(listAdvisorConversations.path, premiumOnly, async (c) => {
    return respond(c, listAdvisorConversations, await conversationList(c.get('services').db, c.get('caller')));
  });

  app.post(createAdvisorConversation.path, premiumOnly, validBody(createAdvisorConversation), async (c) => {
    const created = await startConversation(c.get('services'), c.get('caller'), c.req.valid('json'));
    return respond(c, createAdvisorConversation, created);
  });

  app.get(getAdvisorConversation.path, premiumOnly, async (c) => {
    const id = conversationId(c.req.param('id'));
    return respond(c, getAdvisorConversation, await conversation(c.get('services').db, c.get('caller'), id));
  });

  app.put(renameAdvisorConversation.path, premiumOnly, validBody(renameAdvisorConversation), async (c) => {
    const id = conversationId(c.req.param('id'));
    const { title } = c.req.valid('json');
    return respond(
      c,
      renameAdvisorConversation,
      await renameOwnConversation(c.get('services').db, c.get('caller'), id, title),
    );
  });

  app.delete(deleteAdvisorConversation.path, premiumOnly, async (c) => {
    const id = conversationId(c.req.param('id'));
    const deleted = await deleteOwnConversations(c.get('services').db, c.get('caller'), id);
    return respond(c, deleteAdvisorConversation, { deleted });
  });

  app.delete(deleteAllAdvisorConversations.path, premiumOnly, async (c) => {
    const deleted = await deleteOwnConversations(c.get('services').db, c.get('caller'));
    return respond(c, deleteAllAdvisorConversations, { deleted });
  });

  app.route('/', advisorTurnRoutes());

  app.get(getAdvisorMemory.path, premiumOnly, async (c) => {
    return respond(c, getAdvisorMemory, await memoryItems(c.get('services').db, c.get('caller')));
  });

  app.delete(forgetAdvisorMemory.path, premiumOnly, async (c) => {
    const id = conversationId(c.req.param('id'));
    return respond(c, forgetAdvisorMemory, {
      deleted: await forgetSessions(c.get('services').db, c.get('caller'), id),
    });
  });

  app.delete(forgetAllAdvisorMemory.path, premiumOnly, async (c) => {
    return respond(c, forgetAllAdvisorMemory, { deleted: await forgetSessions(c.get('services').db, c.get('caller')) });
  });
  return app;
}
