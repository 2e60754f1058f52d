// Appointments (docs/api.md "Appointments"): only the expert the case is assigned to, approved and
// at aal2, makes, changes and cancels them. Who may do it is checked before the body is read, so
// a client or another expert learns nothing from a validation answer: a client or an unapproved
// user is 403 expert_not_approved, an approved expert below aal2 403 insufficient_aal, any other
// expert 404 case_not_found. Clients read the appointments with GET /cases/:id and answer a
// proposed one (confirm one of its times, decline, ask for another); only the case's client may.
import { endpoints, expertFieldErrors } from '@cc/shared-contract';
import type { Hono, MiddlewareHandler } from 'hono';
import { caseNotFound, loadAssignedCase, loadClientCase } from '../../cases/access';
import {
  answerAppointment,
  appointmentInvalid,
  cancelAppointment,
  createAppointment,
  updateAppointment,
  type AppointmentChange,
} from '../../cases/appointments';
import { appointmentJson, caseSummary } from '../../cases/store';
import type { Executor } from '../../db/client';
import type { AppContext, AppEnv } from '../../http/context';
import { respond, validBody } from '../../http/validate';
import { uuidShape } from '../../db/uuid';
import { withCaller } from '../../identity/middleware';

const {
  createAppointment: createEndpoint,
  updateAppointment: updateEndpoint,
  cancelAppointment: cancelEndpoint,
  answerAppointment: answerEndpoint,
} = endpoints;

/** The case `:id` and the expert it is assigned to, for the caller; 401/403/404 for anyone else. */
const assignedCase = (c: AppContext, db: Executor) => loadAssignedCase(db, c.get('caller'), c.req.param('id'));

/** Refuses everyone but the assigned expert before the body is validated. */
const requireAssignedExpert: MiddlewareHandler<AppEnv> = async (c, next) => {
  await assignedCase(c, c.get('services').db);
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

export function caseAppointmentRoutes(app: Hono<AppEnv>): void {
  /** Runs the change in one transaction (the access is checked again inside it) and answers. */
  const change = async (
    c: AppContext,
    endpoint: typeof createEndpoint | typeof updateEndpoint | typeof cancelEndpoint,
    run: (tx: Executor, caseId: string, expertId: string) => Promise<AppointmentChange>,
  ) =>
    answer(c, endpoint, 'expert', async (tx) => {
      const { caseId, expertId } = await assignedCase(c, tx);
      return run(tx, caseId, expertId);
    });

  /** Runs `run` in one transaction and answers the appointment with the case as `side` sees it. */
  const answer = async (
    c: AppContext,
    endpoint: typeof createEndpoint | typeof updateEndpoint | typeof cancelEndpoint | typeof answerEndpoint,
    side: 'client' | 'expert',
    run: (tx: Executor) => Promise<AppointmentChange>,
  ) => {
    const services = c.get('services');
    const { db, config } = services;
    const result = await db.transaction(run);
    if (result.mailed) services.mailQueued();
    return respond(c, endpoint, {
      appointment: appointmentJson(result.appointment),
      case: await caseSummary(db, config, result.row, side),
    });
  };

  app.post(createEndpoint.path, withCaller, requireAssignedExpert, validBody(createEndpoint, invalid), (c) => {
    const body = c.req.valid('json');
    const { config } = c.get('services');
    return change(c, createEndpoint, (tx, caseId, expertId) => createAppointment(tx, config, caseId, expertId, body));
  });

  app.patch(updateEndpoint.path, withCaller, requireAssignedExpert, validBody(updateEndpoint, invalid), (c) => {
    const body = c.req.valid('json');
    const { config } = c.get('services');
    const appointmentId = appointmentIdParam(c);
    return change(c, updateEndpoint, (tx, caseId, expertId) =>
      updateAppointment(tx, config, caseId, appointmentId, expertId, body),
    );
  });

  app.post(cancelEndpoint.path, withCaller, requireAssignedExpert, (c) => {
    const { config } = c.get('services');
    const appointmentId = appointmentIdParam(c);
    return change(c, cancelEndpoint, (tx, caseId, expertId) =>
      cancelAppointment(tx, config, caseId, appointmentId, expertId),
    );
  });

  app.post(answerEndpoint.path, withCaller, requireClient, validBody(answerEndpoint, invalid), (c) => {
    const body = c.req.valid('json');
    const { config } = c.get('services');
    const appointmentId = appointmentIdParam(c);
    const caller = c.get('caller');
    const clientId = caller.kind === 'user' ? caller.user.id : null;
    return answer(c, answerEndpoint, 'client', async (tx) => {
      const row = await loadClientCase(tx, caller, c.req.param('id'));
      return answerAppointment(tx, config, row.id, appointmentId, clientId, body);
    });
  });
}
