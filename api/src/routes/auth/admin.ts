// /auth/v1/admin (and /auth/v1/invite): GoTrue's admin API (internal/api/admin.go), so
// supabase.auth.admin works unchanged with the service-role key. Only a token whose role is
// service_role gets in (GoTrue's requireAdminCredentials); a user's token is 403 not_admin, even
// with app_metadata.role 'admin': admins in the product act through /functions/v1. app_metadata
// (and with it that role) changes only here. Every change is recorded in auth.audit_log_entries.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { recordAudit, serviceRoleActor } from '../../auth/audit';
import { deleteUserAccount } from '../../auth/delete-user';
import { factorJson, loadFactors, removeFactor } from '../../identity/factors';
import { issueToken } from '../../auth/one-time-tokens';
import {
  createEmailUser,
  findUserByEmail,
  findUserById,
  loadIdentities,
  mergeMetadata,
  syncIdentityEmail,
  userJson,
  type UserRow,
} from '../../identity/users';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { auditLogEntries, identities, mfaFactors, oneTimeTokens, users, type OneTimeTokenType } from '../../db/schema';
import { bearerToken, clientIp, parseBody, type AppContext, type AppEnv } from '../../http/context';
import { ApiError, forbidden, unprocessable, validationFailed } from '../../http/errors';
import type { VerifyType } from '../../mail/links';
import { enqueueMail } from '../../mail/outbox';
import { pickLang } from '../../mail/templates';
import { describeJwtError } from '../../security/jwt';
import { serviceRole } from '../../security/service-role';
import type { Services } from '../../services';
import { enforcePasswordPolicy, metadata, validateEmail } from './common';
import { uuidShape } from '../../db/uuid';

const defaultPerPage = 50;
const maxPerPage = 1000;

/** A user-given text as a literal inside an ILIKE pattern. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');
const userNotFound = () => new ApiError(404, 'user_not_found', 'User not found');

/** GoTrue's requireAdminCredentials: a valid token whose role is service_role. */
export const requireServiceRole: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims;
  try {
    claims = await c.get('services').jwt.verify(token);
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${describeJwtError(error)}`);
  }
  if (claims.role !== serviceRole) throw forbidden('not_admin', 'User not allowed');
  await next();
};

/** GoTrue's AdminUserParams (phone and ban are not offered by this server). */
const adminUserBody = z.object({
  id: z.string().max(100).nullish(),
  aud: z.string().max(255).nullish(),
  role: z.string().max(255).nullish(),
  email: z.string().max(10_000).nullish(),
  phone: z.string().max(100).nullish(),
  password: z.string().max(10_000).nullish(),
  password_hash: z.string().max(10_000).nullish(),
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: z.string().max(100).nullish(),
  nonce: z.unknown().optional(),
});
type AdminUserBody = z.infer<typeof adminUserBody>;

/** What this server does not offer (phone, bans, other JWT roles, imported hashes) is refused, not ignored. */
function refuseUnsupported(body: AdminUserBody): void {
  if (body.phone) throw validationFailed('Phone numbers are not supported by this server');
  if (body.ban_duration && body.ban_duration !== 'none') {
    throw validationFailed('ban_duration is not supported by this server');
  }
  if (body.password_hash) throw validationFailed('password_hash is not supported by this server');
  if (body.id) throw validationFailed('A chosen user id is not supported by this server');
  if (body.role && body.role !== 'authenticated') {
    throw validationFailed("Every user's JWT role is 'authenticated' here; put product roles into app_metadata.role");
  }
  if (body.aud && body.aud !== 'authenticated') throw validationFailed("The only audience is 'authenticated'");
}

const roleOf = (appMetadata: Record<string, unknown>) =>
  typeof appMetadata.role === 'string' ? appMetadata.role : null;

async function userResponse(db: Services['db'] | Tx, user: UserRow): Promise<Record<string, unknown>> {
  const [userIdentities, factors] = await Promise.all([loadIdentities(db, user.id), loadFactors(db, user.id)]);
  return userJson(user, userIdentities, factors);
}

async function loadUser(c: AppContext): Promise<UserRow> {
  const id = c.req.param('userId') ?? '';
  if (!uuidShape.test(id)) throw userNotFound();
  const user = await findUserById(c.get('services').db, id);
  if (!user) throw userNotFound();
  return user;
}

function parsePage(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value))
    throw validationFailed(`Bad Pagination Parameters: invalid ${name} "${value.slice(0, 20)}"`);
  return Number(value);
}

/** GoTrue's addPaginationHeaders: `Link` with rel next (when there is one) and last, `X-Total-Count`. */
function paginationHeaders(c: AppContext, page: number, perPage: number, total: number, base = '/admin/users'): void {
  const totalPages = Math.ceil(total / perPage);
  const url = new URL(c.req.url);
  const link = (target: number) => {
    const query = new URLSearchParams(url.search);
    query.set('page', String(target));
    query.set('per_page', String(perPage));
    query.sort();
    return `<${base}?${query.toString()}>`;
  };
  const parts: string[] = [];
  if (totalPages > page) parts.push(`${link(page + 1)}; rel="next"`);
  parts.push(`${link(totalPages)}; rel="last"`);
  c.header('Link', parts.join(', '));
  c.header('X-Total-Count', String(total));
}

async function listUsers(c: AppContext) {
  const { db } = c.get('services');
  const page = Math.max(parsePage(c.req.query('page'), 1, 'page'), 1);
  const perPage = Math.min(Math.max(parsePage(c.req.query('per_page'), defaultPerPage, 'per_page'), 1), maxPerPage);
  const filter = c.req.query('filter')?.trim().slice(0, 255);
  const where = and(eq(users.aud, 'authenticated'), filter ? ilike(users.email, `%${escapeLike(filter)}%`) : undefined);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [allIdentities, allFactors] = ids.length
    ? await Promise.all([
        db.select().from(identities).where(inArray(identities.userId, ids)).orderBy(identities.createdAt),
        db.select().from(mfaFactors).where(inArray(mfaFactors.userId, ids)).orderBy(mfaFactors.createdAt),
      ])
    : [[], []];
  paginationHeaders(c, page, perPage, Number(total));
  return c.json(
    {
      users: rows.map((row) =>
        userJson(
          row,
          allIdentities.filter((identity) => identity.userId === row.id),
          allFactors.filter((factor) => factor.userId === row.id),
        ),
      ),
      aud: 'authenticated',
    },
    200,
  );
}

/** GoTrue's query scopes of GET /admin/audit, and `user:<id>` for the entries about one user. */
const auditScopes: Record<string, (value: string) => SQL> = {
  author: (value) => sql`${auditLogEntries.payload}->>'actor_username' ilike ${`%${escapeLike(value)}%`}`,
  action: (value) => sql`${auditLogEntries.payload}->>'action' = ${value}`,
  type: (value) => sql`${auditLogEntries.payload}->>'log_type' = ${value}`,
  user: (value) => sql`${auditLogEntries.payload}->'traits'->>'user_id' = ${value}`,
};

/** GoTrue's adminAuditLog: the audit record, newest first, paged like the users. */
async function auditLog(c: AppContext) {
  const { db } = c.get('services');
  const page = Math.max(parsePage(c.req.query('page'), 1, 'page'), 1);
  const perPage = Math.min(Math.max(parsePage(c.req.query('per_page'), defaultPerPage, 'per_page'), 1), maxPerPage);
  const query = c.req.query('query') ?? '';
  let where: SQL | undefined;
  if (query) {
    const [scope = '', ...rest] = query.split(':');
    const filter = auditScopes[scope];
    if (!filter || rest.length === 0) throw validationFailed(`Invalid query scope: ${query.slice(0, 100)}`);
    where = filter(rest.join(':').slice(0, 255));
  }
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLogEntries)
      .where(where)
      .orderBy(desc(auditLogEntries.createdAt), desc(auditLogEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(auditLogEntries).where(where),
  ]);
  paginationHeaders(c, page, perPage, Number(total), '/admin/audit');
  return c.json(
    rows.map((row) => ({
      id: row.id,
      payload: row.payload,
      created_at: row.createdAt.toISOString(),
      ip_address: row.ipAddress,
    })),
    200,
  );
}

async function createUser(c: AppContext) {
  const services = c.get('services');
  const body = await parseBody(c, adminUserBody);
  refuseUnsupported(body);
  if (!body.email) throw validationFailed('Cannot create a user without either an email or phone');
  const email = validateEmail(body.email);
  // As GoTrue: no password means a random one (the user sets their own through recovery).
  const password = body.password || randomBytes(48).toString('base64url');
  if (body.password) enforcePasswordPolicy(services, body.password);
  if (await findUserByEmail(services.db, email)) throw emailExists();
  const hash = await services.hasher.hash(password);
  const created = await services.db
    .transaction(async (tx) => {
      const user = await createEmailUser(
        tx,
        email,
        hash,
        body.user_metadata ?? {},
        body.email_confirm ? new Date() : null,
      );
      if (body.app_metadata) {
        const next = mergeMetadata(user.rawAppMetaData, body.app_metadata);
        await tx.update(users).set({ rawAppMetaData: next }).where(eq(users.id, user.id));
        user.rawAppMetaData = next;
      }
      await recordAudit(tx, {
        actor: serviceRoleActor,
        action: 'user_signedup',
        traits: { user_id: user.id, user_email: email, provider: 'email', role: roleOf(user.rawAppMetaData) },
        ip: clientIp(c),
      });
      return userResponse(tx, user);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    });
  return c.json(created, 200);
}

async function updateUser(c: AppContext) {
  const services = c.get('services');
  const user = await loadUser(c);
  const body = await parseBody(c, adminUserBody);
  refuseUnsupported(body);
  const email = body.email ? validateEmail(body.email) : null;
  if (email && email !== user.email) {
    const other = await findUserByEmail(services.db, email);
    if (other && other.id !== user.id) throw emailExists();
  }
  let passwordHash: string | null = null;
  if (body.password !== undefined && body.password !== null) {
    enforcePasswordPolicy(services, body.password);
    passwordHash = await services.hasher.hash(body.password);
  }
  const updated = await services.db
    .transaction(async (tx) => {
      const now = new Date();
      const changes: Partial<UserRow> = { updatedAt: now };
      if (passwordHash) changes.encryptedPassword = passwordHash;
      if (body.email_confirm && !user.emailConfirmedAt) changes.emailConfirmedAt = now;
      if (email && email !== user.email) {
        changes.email = email;
        changes.emailChange = '';
        // Pending links for the old address or an earlier change lose their meaning.
        const stale: OneTimeTokenType[] = [
          'email_change_token_new',
          'email_change_token_current',
          'confirmation_token',
        ];
        await tx
          .delete(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, user.id), inArray(oneTimeTokens.tokenType, stale)));
      }
      const roleBefore = roleOf(user.rawAppMetaData);
      if (body.app_metadata) changes.rawAppMetaData = mergeMetadata(user.rawAppMetaData, body.app_metadata);
      if (body.user_metadata) changes.rawUserMetaData = mergeMetadata(user.rawUserMetaData, body.user_metadata);
      await tx.update(users).set(changes).where(eq(users.id, user.id));
      if (changes.email) await syncIdentityEmail(tx, user.id, changes.email);
      const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
      const roleAfter = roleOf(fresh!.rawAppMetaData);
      await recordAudit(tx, {
        actor: serviceRoleActor,
        action: 'user_modified',
        traits: {
          user_id: user.id,
          user_email: fresh!.email,
          ...(roleBefore !== roleAfter ? { role_before: roleBefore, role_after: roleAfter } : {}),
          changed: Object.keys(body).filter(
            (key) => body[key as keyof AdminUserBody] !== undefined && key !== 'password',
          ),
        },
        ip: clientIp(c),
      });
      return userResponse(tx, fresh!);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    });
  return c.json(updated, 200);
}

const deleteBody = z.object({ should_soft_delete: z.boolean().nullish() });

async function deleteUser(c: AppContext) {
  const services = c.get('services');
  const user = await loadUser(c);
  const text = await c.req.text();
  let soft = false;
  if (text.trim() !== '') {
    const parsed = deleteBody.safeParse(
      (() => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new ApiError(400, 'bad_json', 'Could not parse request body as JSON');
        }
      })(),
    );
    if (!parsed.success) throw validationFailed('should_soft_delete must be a boolean');
    soft = parsed.data.should_soft_delete ?? false;
  }
  const audit = (tx: Tx) =>
    recordAudit(tx, {
      actor: serviceRoleActor,
      action: 'user_deleted',
      traits: { user_id: user.id, user_email: user.email, soft_delete: soft },
      ip: clientIp(c),
    });
  await deleteUserAccount(services, user, { soft, alongside: audit });
  services.logger.info('user deleted by the service role', { user_id: user.id, soft });
  return c.json({}, 200);
}

async function listFactors(c: AppContext) {
  const user = await loadUser(c);
  return c.json((await loadFactors(c.get('services').db, user.id)).map(factorJson), 200);
}

/** Recovery of a lost authenticator: the factor goes, its sessions drop to aal1, the user is told by mail. */
async function deleteFactor(c: AppContext) {
  const services = c.get('services');
  const user = await loadUser(c);
  const factorId = c.req.param('factorId') ?? '';
  const notFound = new ApiError(404, 'mfa_factor_not_found', 'Factor not found');
  if (!uuidShape.test(factorId)) throw notFound;
  const [factor] = await services.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, user.id)))
    .limit(1);
  if (!factor) throw notFound;
  await services.db.transaction(async (tx) => {
    await removeFactor(tx, factor);
    await recordAudit(tx, {
      actor: serviceRoleActor,
      action: 'factor_deleted',
      traits: { user_id: user.id, user_email: user.email, factor_id: factor.id, factor_status: factor.status },
      ip: clientIp(c),
    });
    if (user.email && factor.status === 'verified') {
      await enqueueMail(tx, user.email, { kind: 'mfa_factor_removed', lang: pickLang(user.rawUserMetaData.lang) });
    }
  });
  services.mailQueued();
  return c.json(factorJson(factor), 200);
}

const generateLinkBody = z.object({
  type: z.string().max(50),
  email: z.string().max(10_000),
  password: z.string().max(10_000).nullish(),
  new_email: z.string().max(10_000).nullish(),
  data: metadata.optional(),
  redirect_to: z.string().max(2000).nullish(),
});

const linkTypes: Record<string, { token: OneTimeTokenType; verifyType: VerifyType; magicLink?: boolean }> = {
  signup: { token: 'confirmation_token', verifyType: 'signup' },
  invite: { token: 'confirmation_token', verifyType: 'invite' },
  magiclink: { token: 'recovery_token', verifyType: 'magiclink', magicLink: true },
  recovery: { token: 'recovery_token', verifyType: 'recovery' },
  email_change_current: { token: 'email_change_token_current', verifyType: 'email_change' },
  email_change_new: { token: 'email_change_token_new', verifyType: 'email_change' },
};

/**
 * GoTrue's adminGenerateLink: the link (and code) a mail would carry, answered instead of mailed,
 * with the user's fields; the link works with GET/POST /verify like a mailed one.
 */
async function generateLink(c: AppContext) {
  const services = c.get('services');
  const body = await parseBody(c, generateLinkBody);
  const kind = linkTypes[body.type];
  if (!kind) throw validationFailed('Invalid type');
  const email = validateEmail(body.email);
  const newEmail = body.new_email ? validateEmail(body.new_email) : null;
  if (body.type.startsWith('email_change') && !newEmail) {
    throw validationFailed('The new email address must be provided');
  }
  if (body.type === 'signup' && !body.password) throw validationFailed('Password is required for signup');
  if (body.password) enforcePasswordPolicy(services, body.password);
  const passwordHash = body.password ? await services.hasher.hash(body.password) : '';
  const redirectTo = c.req.query('redirect_to') || body.redirect_to || null;

  const result = await services.db
    .transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (body.type === 'signup' || body.type === 'invite') {
        if (user?.emailConfirmedAt) throw emailExists();
        if (!user) {
          user = await createEmailUser(tx, email, passwordHash, body.data ?? {}, null);
          await recordAudit(tx, {
            actor: serviceRoleActor,
            action: body.type === 'invite' ? 'user_invited' : 'user_signedup',
            traits: { user_id: user.id, user_email: email, provider: 'email' },
            ip: clientIp(c),
          });
        }
      } else if (!user) {
        throw new ApiError(404, 'user_not_found', 'User with this email not found');
      }
      let to = email;
      if (newEmail) {
        const other = await findUserByEmail(tx, newEmail);
        if (other && other.id !== user.id) throw emailExists();
        await tx.update(users).set({ emailChange: newEmail }).where(eq(users.id, user.id));
        user.emailChange = newEmail;
        // One generated link completes the change: the service role stands for both confirmations.
        const other2: OneTimeTokenType =
          kind.token === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
        await tx
          .delete(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, other2)));
        if (kind.token === 'email_change_token_new') to = newEmail;
      }
      const issued = await issueToken(tx, services, user, {
        type: kind.token,
        to,
        redirectTo,
        verifyType: kind.verifyType,
        ...(kind.magicLink ? { magicLink: true } : {}),
      });
      const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
      return { user: await userResponse(tx, fresh!), issued };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    });
  return c.json(
    {
      ...result.user,
      action_link: result.issued.link,
      email_otp: result.issued.code,
      hashed_token: result.issued.secret,
      redirect_to: result.issued.redirectTo,
      verification_type: body.type,
    },
    200,
  );
}

const inviteBody = z.object({ email: z.string().max(10_000), data: metadata.optional() });

/** GoTrue's POST /invite: creates the user (unconfirmed) and mails an invite link. */
async function invite(c: AppContext) {
  const services = c.get('services');
  const body = await parseBody(c, inviteBody);
  const email = validateEmail(body.email);
  const redirectTo = c.req.query('redirect_to') || null;
  const created = await services.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.emailConfirmedAt) throw emailExists();
    if (!user) user = await createEmailUser(tx, email, '', body.data ?? {}, null);
    const issued = await issueToken(tx, services, user, {
      type: 'confirmation_token',
      to: email,
      redirectTo,
      verifyType: 'invite',
    });
    await enqueueMail(tx, email, {
      kind: 'confirmation',
      lang: pickLang(body.data?.lang, c.req.header('accept-language')),
      link: issued.link,
      code: issued.code,
      validHours: Math.ceil(services.config.otpExpiry / 3600),
    });
    await recordAudit(tx, {
      actor: serviceRoleActor,
      action: 'user_invited',
      traits: { user_id: user.id, user_email: email },
      ip: clientIp(c),
    });
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    return userResponse(tx, fresh!);
  });
  services.mailQueued();
  return c.json(created, 200);
}

export function adminRoutes(app: Hono<AppEnv>): void {
  app.use('/admin/*', requireServiceRole);
  app.get('/admin/audit', auditLog);
  app.get('/admin/users', listUsers);
  app.post('/admin/users', createUser);
  app.get('/admin/users/:userId', async (c) =>
    c.json(await userResponse(c.get('services').db, await loadUser(c)), 200),
  );
  app.put('/admin/users/:userId', updateUser);
  app.delete('/admin/users/:userId', deleteUser);
  app.get('/admin/users/:userId/factors', listFactors);
  app.delete('/admin/users/:userId/factors/:factorId', deleteFactor);
  app.post('/admin/generate_link', generateLink);
  app.post('/invite', requireServiceRole, invite);
}
