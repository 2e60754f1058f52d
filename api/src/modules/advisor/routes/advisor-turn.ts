// One turn of a stored premium conversation, and what is made from a conversation: the summary
// mail and the draft for a human expert. The rules (what a turn stores, and when): ../service.ts.
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { respond, validBody } from '../../../platform/http/validate';
import { conversationHandoffDraft, mailSummary, premiumTurn } from '../service';
import { conversationId, premiumOnly } from './advisor-common';
import { streamAdvisorReply } from './advisor-stream';

const { advisorTurn, mailAdvisorSummary, advisorHandoffDraft } = endpoints;

export function advisorTurnRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(advisorTurn.path, premiumOnly, validBody(advisorTurn), async (c) => {
    const id = conversationId(c.req.param('id'));
    return streamAdvisorReply(c, await premiumTurn(c.get('services'), c.get('caller'), id, c.req.valid('json')));
  });

  app.post(mailAdvisorSummary.path, premiumOnly, async (c) => {
    await mailSummary(c.get('services'), c.get('caller'), conversationId(c.req.param('id')));
    return respond(c, mailAdvisorSummary, { mail_queued: true });
  });

  app.post(advisorHandoffDraft.path, premiumOnly, async (c) => {
    const id = conversationId(c.req.param('id'));
    const draft = await conversationHandoffDraft(c.get('services'), c.get('caller'), id, c.req.raw.signal);
    return respond(c, advisorHandoffDraft, draft);
  });
  return app;
}
