// The case thread's endpoints (the thread itself: ../messages.ts, through the service). The
// sender's rate limit is per user or guest.
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { respond, validBody } from '../../../platform/http/validate';
import { withCaller } from '../../../identity/middleware';
import { markThreadRead, threadMessages, threadParticipant, writeCaseMessage } from '../service';

const { listCaseMessages, sendCaseMessage, markCaseMessagesRead } = endpoints;

export function caseMessageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(listCaseMessages.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { access, side } = await threadParticipant(db, c.get('caller'), c.req.param('id'));
    return respond(c, listCaseMessages, { messages: await threadMessages(db, access.row.id, side) });
  });

  app.post(sendCaseMessage.path, withCaller, validBody(sendCaseMessage), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { body } = c.req.valid('json');
    const who = c.get('caller');
    const { access, side } = await threadParticipant(db, who, c.req.param('id'));
    const key =
      who.kind === 'user' ? `user:${who.user.id}` : who.kind === 'guest' ? `guest:${who.lead.id}` : 'anonymous';
    await services.limiter.hit(`case_messages:${key}`, config.rateLimits.caseMessagesPerSender);
    const senderUserId = who.kind === 'user' ? who.user.id : null;
    const message = await writeCaseMessage(db, { caseId: access.row.id, side, senderUserId, body });
    return respond(c, sendCaseMessage, message);
  });

  app.post(markCaseMessagesRead.path, withCaller, async (c) => {
    const { db } = c.get('services');
    const { access, side } = await threadParticipant(db, c.get('caller'), c.req.param('id'));
    return respond(c, markCaseMessagesRead, { read: await markThreadRead(db, access.row.id, side) });
  });
  return app;
}
