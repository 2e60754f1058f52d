// Requests for a human expert: the case summary the user read, edited and approved (from the
// advisor's handoff draft) is stored with status `neu`; the expert portal picks it up. The caller
// lists their own requests with their status. A conversation named in a request must be theirs.
import { endpoints } from '@cc/shared-contract';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Executor } from '../../db/client';
import { expertProfiles } from '../../db/schema';
import { findConversation } from '../../advisor-store/conversations';
import {
  contactOf,
  expertRequestJson,
  insertExpertRequest,
  listExpertRequests,
} from '../../advisor-store/expert-requests';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { respond, validBody } from '../../http/validate';
import { conversationNotFound, ownerKey, premiumOnly } from './advisor-common';

const { createExpertRequest, listExpertRequests: listEndpoint } = endpoints;

async function isApprovedExpert(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: expertProfiles.userId })
    .from(expertProfiles)
    .where(and(eq(expertProfiles.userId, userId), eq(expertProfiles.status, 'approved')))
    .limit(1);
  return Boolean(row);
}

export function expertRequestRoutes(app: Hono<AppEnv>): void {
  app.post(createExpertRequest.path, premiumOnly, validBody(createExpertRequest), async (c) => {
    const services = c.get('services');
    const caller = c.get('caller');
    const body = c.req.valid('json');
    const contact = contactOf(caller);
    // A user or a guest always has an address; without one an expert could not answer.
    if (!contact) throw new ApiError(400, 'validation_failed', 'There is no address an expert could answer to');
    if (body.conversation_id && !(await findConversation(services.db, caller, body.conversation_id))) {
      throw conversationNotFound();
    }
    await services.limiter.hit(
      `expert_requests:${ownerKey(caller)}`,
      services.config.rateLimits.expertRequestsPerOwner,
    );
    if (body.expert_id && !(await isApprovedExpert(services.db, body.expert_id))) {
      throw new ApiError(422, 'expert_not_available', 'The chosen expert is not available');
    }
    const row = await insertExpertRequest(services.db, caller, {
      topic: body.topic,
      lang: body.lang,
      summary: body.summary,
      focus: body.focus ?? null,
      format: body.format,
      region: body.region ?? null,
      availability: body.availability ?? null,
      addressedTo: body.expert_id?.toLowerCase() ?? null,
      mailLang: body.mail_lang ?? 'de',
      conversationId: body.conversation_id ?? null,
      contact,
    });
    return respond(c, createExpertRequest, expertRequestJson(row));
  });

  app.get(listEndpoint.path, premiumOnly, async (c) => {
    const rows = await listExpertRequests(c.get('services').db, c.get('caller'));
    return respond(c, listEndpoint, { requests: rows.map((row) => expertRequestJson(row)) });
  });
}
