// Appointments (docs/api.md "Appointments"): only the expert the case is assigned to, approved and
// at aal2, makes, changes and cancels them. Who may do it is checked before the body is read, so
// a client or another expert learns nothing from a validation answer: a client or an unapproved
// user is 403 expert_not_approved, an approved expert below aal2 403 insufficient_aal, any other
// expert 404 case_not_found. Clients read the appointments with GET /cases/:id and answer a
// proposed one (confirm one of its times, decline, ask for another); only the case's client may.
import { endpoints, expertFieldErrors } from '@cc/shared-contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { uuidShape } from '../../../platform/db/uuid';
import type { AppContext, AppEnv } from '../../../platform/http/context';
import { respond, validBody } from '../../../platform/http/validate';
import { withCaller } from '../../../identity/middleware';
import {
  answerAppointment,
  appointmentAnswer,
  appointmentInvalid,
  cancelAppointment,
  caseNotFound,
  createAppointment,
  loadAssignedCase,
  loadClientCase,
  updateAppointment,
  type AppointmentChange,
} from '../service';

const {
  createAppointment: createEndpoint,
  updateAppointment: updateEndpoint,
  cancelAppointment: cancelEndpoint,
  answerAppointment: answerEndpoint,
} = endpoints;

/** Refuses everyone but the assigned expert (401/403/404) before the body is validated. */
const requireAssignedExpert: MiddlewareHandler<AppEnv> = async (c, next) => {
  await loadAssignedCase(c.get('services').db, c.get('caller'), c.req.param('id'));
  await next();
};

/** Refuses everyone but the case's client before the body is validated. */
const requireClient: MiddlewareHandler<AppEnv> = async (c, next) => {
  await loadClientCase(c.get('services').db, c.get('caller'), c.req.param('id'));
  await next();
};

/** The `:appointmentId`; anything but a UUID names no appointment. */
function appointmentIdParam(c: AppContext): string {
  const id = c.req.param('appointmentId');
  if (!id || !uuidShape.test(id)) throw caseNotFound();
  return id.toLowerCase();
}

/** Every refused field at once, in expert_profile_invalid's shape. */
const invalid = {
  invalid: (error: Parameters<typeof expertFieldErrors>[0]) => appointmentInvalid(expertFieldErrors(error)),
};

export function caseAppointmentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  /** Answers the changed appointment with the case as `side` sees it. */
  const answer = async (
    c: AppContext,
    endpoint: typeof createEndpoint | typeof updateEndpoint | typeof cancelEndpoint | typeof answerEndpoint,
    side: 'client' | 'expert',
    result: AppointmentChange,
  ) => {
    const services = c.get('services');
    if (result.mailed) services.mailQueued();
    return respond(c, endpoint, await appointmentAnswer(services.db, services.config, result, side));
  };

  app.post(createEndpoint.path, withCaller, requireAssignedExpert, validBody(createEndpoint, invalid), async (c) => {
    const { db, config } = c.get('services');
    const result = await createAppointment(db, config, c.get('caller'), c.req.param('id'), c.req.valid('json'));
    return answer(c, createEndpoint, 'expert', result);
  });

  app.patch(updateEndpoint.path, withCaller, requireAssignedExpert, validBody(updateEndpoint, invalid), async (c) => {
    const { db, config } = c.get('services');
    const appointmentId = appointmentIdParam(c);
    const body = c.req.valid('json');
    const result = await updateAppointment(db, config, c.get('caller'), c.req.param('id'), appointmentId, body);
    return answer(c, updateEndpoint, 'expert', result);
  });

  app.post(cancelEndpoint.path, withCaller, requireAssignedExpert, async (c) => {
    const { db, config } = c.get('services');
    const appointmentId = appointmentIdParam(c);
    const result = await cancelAppointment(db, config, c.get('caller'), c.req.param('id'), appointmentId);
    return answer(c, cancelEndpoint, 'expert', result);
  });

  app.post(answerEndpoint.path, withCaller, requireClient, validBody(answerEndpoint, invalid), async (c) => {
    const { db, config } = c.get('services');
    const appointmentId = appointmentIdParam(c);
    const body = c.req.valid('json');
    const result = await answerAppointment(db, config, c.get('caller'), c.req.param('id'), appointmentId, body);
    return answer(c, answerEndpoint, 'client', result);
  });
  return app;
}
