// /auth/v1/admin (and /auth/v1/invite): GoTrue's admin API (internal/api/admin.go), so
// supabase.auth.admin works unchanged with the service-role key. Only a token whose role is
// service_role gets in (GoTrue's requireAdminCredentials); a user's token is 403 not_admin, even
// with app_metadata.role 'admin': admins in the product act through /functions/v1. app_metadata
// (and with it that role) changes only here. Every change is recorded in auth.audit_log_entries
// (the operations: ../service.ts).
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { uuidShape } from '../../../platform/db/uuid';
import { bearerToken, clientIp, parseBody, type AppContext, type AppEnv } from '../../../platform/http/context';
import { ApiError, forbidden, validationFailed } from '../../../platform/http/errors';
import { factorJson, loadFactors } from '../../../identity/factors';
import { findUserById, metadata, validateEmail, type UserRow } from '../../../identity/users';
import { pickLang } from '../../../platform/mail/templates';
import { describeJwtError } from '../../../platform/security/jwt';
import { serviceRole } from '../../../platform/security/service-role';
import {
  adminCreateUser,
  adminDeleteFactor,
  adminDeleteUser,
  adminGenerateLink,
  adminInvite,
  adminUpdateUser,
  adminUserJson,
  auditLogPage,
  enforcePasswordPolicy,
  linkTypes,
  listUsersPage,
  loadUserFactor,
} from '../service';

const defaultPerPage = 50;
const maxPerPage = 1000;

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

/** The page and page size of a paged list (GoTrue's defaults and bounds). */
function pageOf(c: AppContext) {
  const page = Math.max(parsePage(c.req.query('page'), 1, 'page'), 1);
  const perPage = Math.min(Math.max(parsePage(c.req.query('per_page'), defaultPerPage, 'per_page'), 1), maxPerPage);
  return { page, perPage };
}

async function listUsers(c: AppContext) {
  const paging = pageOf(c);
  const filter = c.req.query('filter')?.trim().slice(0, 255);
  const { users, total } = await listUsersPage(c.get('services').db, paging, filter);
  paginationHeaders(c, paging.page, paging.perPage, total);
  return c.json({ users, aud: 'authenticated' }, 200);
}

/** GoTrue's adminAuditLog: the audit record, newest first, paged like the users. */
async function auditLog(c: AppContext) {
  const paging = pageOf(c);
  const { entries, total } = await auditLogPage(c.get('services').db, paging, c.req.query('query') ?? '');
  paginationHeaders(c, paging.page, paging.perPage, total, '/admin/audit');
  return c.json(entries, 200);
}

async function createUser(c: AppContext) {
  const services = c.get('services');
  const body = await parseBody(c, adminUserBody);
  refuseUnsupported(body);
  if (!body.email) throw validationFailed('Cannot create a user without either an email or phone');
  const email = validateEmail(body.email);
  if (body.password) enforcePasswordPolicy(services, body.password);
  const created = await adminCreateUser(
    services,
    {
      email,
      password: body.password,
      emailConfirm: !!body.email_confirm,
      userMetadata: body.user_metadata,
      appMetadata: body.app_metadata,
    },
    clientIp(c),
  );
  return c.json(created, 200);
}

async function updateUser(c: AppContext) {
  const services = c.get('services');
  const user = await loadUser(c);
  const body = await parseBody(c, adminUserBody);
  refuseUnsupported(body);
  const email = body.email ? validateEmail(body.email) : null;
  const changes = {
    email,
    password: body.password,
    emailConfirm: !!body.email_confirm,
    userMetadata: body.user_metadata,
    appMetadata: body.app_metadata,
    changed: Object.keys(body).filter((key) => body[key as keyof AdminUserBody] !== undefined && key !== 'password'),
  };
  const updated = await adminUpdateUser(services, user, changes, clientIp(c));
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
  await adminDeleteUser(services, user, soft, clientIp(c));
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
  const factor = await loadUserFactor(services.db, user.id, c.req.param('factorId') ?? '');
  return c.json(await adminDeleteFactor(services, user, factor, clientIp(c)), 200);
}

const generateLinkBody = z.object({
  type: z.string().max(50),
  email: z.string().max(10_000),
  password: z.string().max(10_000).nullish(),
  new_email: z.string().max(10_000).nullish(),
  data: metadata.optional(),
  redirect_to: z.string().max(2000).nullish(),
});

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

  const result = await adminGenerateLink(
    services,
    { type: body.type, email, newEmail, passwordHash, data: body.data, redirectTo },
    clientIp(c),
  );
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
  const created = await adminInvite(
    services,
    { email, data: body.data, redirectTo, lang: pickLang(body.data?.lang, c.req.header('accept-language')) },
    clientIp(c),
  );
  return c.json(created, 200);
}

export function adminRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/admin/*', requireServiceRole);
  app.get('/admin/audit', auditLog);
  app.get('/admin/users', listUsers);
  app.post('/admin/users', createUser);
  app.get('/admin/users/:userId', async (c) =>
    c.json(await adminUserJson(c.get('services').db, await loadUser(c)), 200),
  );
  app.put('/admin/users/:userId', updateUser);
  app.delete('/admin/users/:userId', deleteUser);
  app.get('/admin/users/:userId/factors', listFactors);
  app.delete('/admin/users/:userId/factors/:factorId', deleteFactor);
  app.post('/admin/generate_link', generateLink);
  app.post('/invite', requireServiceRole, invite);
  return app;
}
