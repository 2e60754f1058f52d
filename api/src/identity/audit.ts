// The audit record of actions that matter (GoTrue's auth.audit_log_entries): who (the service
// role, or an admin's user id), when, what, on whom. Written in the same transaction as the action,
// so an action is never without its record. The auth module and the expert review call
// `recordAudit` with their own actions.
import type { Executor } from '../platform/db/client';
import { auditLogEntries } from '../platform/db/schema';

/** Who acted: the service-role key (CLI, server code) or a signed-in user (an admin in the product). */
export type AuditActor = { kind: 'service_role' } | { kind: 'user'; id: string; email: string | null };

export const serviceRoleActor: AuditActor = { kind: 'service_role' };

/** GoTrue's audit actions and their log types; add a product action with its type here. */
const logTypes = {
  user_signedup: 'team',
  user_invited: 'team',
  user_deleted: 'team',
  user_modified: 'user',
  factor_in_progress: 'factor',
  factor_unenrolled: 'factor',
  challenge_created: 'factor',
  verification_attempted: 'factor',
  factor_deleted: 'factor',
  // The expert review (modules/experts/routes/experts.ts): one action per decision.
  expert_approved: 'expert',
  expert_rejected: 'expert',
  expert_suspended: 'expert',
  expert_reinstated: 'expert',
} as const;

export type AuditAction = keyof typeof logTypes;

/** GoTrue's actor of a service-role request: a nil id, the role as the name. */
const nilUuid = '00000000-0000-0000-0000-000000000000';

export interface AuditInput {
  actor: AuditActor;
  action: AuditAction;
  /** What the action was about: at least `user_id` of the person it touched. */
  traits?: Record<string, unknown>;
  ip?: string;
}

export async function recordAudit(db: Executor, { actor, action, traits, ip }: AuditInput): Promise<void> {
  await db.insert(auditLogEntries).values({
    payload: {
      actor_id: actor.kind === 'user' ? actor.id : nilUuid,
      actor_username: actor.kind === 'user' ? (actor.email ?? '') : 'service_role',
      actor_via_sso: false,
      action,
      log_type: logTypes[action],
      ...(traits ? { traits } : {}),
    },
    ipAddress: (ip ?? '').slice(0, 64),
  });
}
