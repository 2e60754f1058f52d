// `npm run admin -- <command>` (entry: run-admin.ts): the operator's tool on supabase-js with the service-role key, the
// way server code uses supabase.auth.admin. The key comes from SERVICE_ROLE_KEY or the file the
// api keeps in its data directory (DATA_DIR, default .data/api); the api from API_URL (default
// http://localhost:54321). Commands live in one table: add one with its usage, summary and run().
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import ws from 'ws';
import { type CliIo, type Command, UsageError } from './command';
import { expertCommands } from './expert-commands';
import { newsCommands } from './news-commands';

export { type CliContext, type CliIo, type Command, UsageError } from './command';

const adminRole = 'admin';

/** Every user, page by page (GoTrue's paging; 1000 per page). */
async function allUsers(admin: SupabaseClient): Promise<User[]> {
  const users: User[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    users.push(...data.users);
    if (data.users.length < 1000) return users;
  }
}

async function userByEmail(admin: SupabaseClient, email: string): Promise<User | undefined> {
  const wanted = email.trim().toLowerCase();
  return (await allUsers(admin)).find((user) => user.email === wanted);
}

function requireEmail(positionals: string[], usage: string): string {
  const email = positionals[0];
  if (!email || !email.includes('@')) throw new UsageError(`An email address is needed: ${usage}`);
  return email.trim().toLowerCase();
}

const isAdmin = (user: User) => user.app_metadata?.role === adminRole;
const verifiedFactors = (user: User) => (user.factors ?? []).filter((factor) => factor.status === 'verified').length;

export const commands: Record<string, Command> = {
  'create-admin': {
    usage: '<email> [--password <password>]',
    summary:
      'Creates an admin (confirmed; without --password it prints a link to set one) or gives an existing account the admin role.',
    options: { password: { type: 'string' } },
    async run({ admin, out }, { positionals, values }) {
      const email = requireEmail(positionals, `create-admin ${commands['create-admin']!.usage}`);
      const password = typeof values.password === 'string' ? values.password : undefined;
      const existing = await userByEmail(admin, email);
      if (existing) {
        if (isAdmin(existing) && !password) {
          out(`${email} is already an admin (${existing.id}); nothing changed.`);
          return;
        }
        const { error } = await admin.auth.admin.updateUserById(existing.id, {
          app_metadata: { role: adminRole },
          ...(password ? { password } : {}),
        });
        if (error) throw error;
        out(
          `${isAdmin(existing) ? 'Kept' : 'Promoted'} ${email} (${existing.id}) as admin${password ? ' and set the new password' : ''}.`,
        );
        return;
      }
      const { data, error } = await admin.auth.admin.createUser({
        email,
        // Without a password the account gets a random one; the printed link sets the real one.
        password: password ?? randomBytes(32).toString('base64url'),
        email_confirm: true,
        app_metadata: { role: adminRole },
      });
      if (error) throw error;
      out(`Created admin ${email} (${data.user.id}).`);
      if (!password) {
        const link = await admin.auth.admin.generateLink({ type: 'recovery', email });
        if (link.error) throw link.error;
        out(`Open this link to set the password (valid once): ${link.data.properties.action_link}`);
      }
    },
  },
  'list-admins': {
    usage: '',
    summary: 'Lists the accounts whose app_metadata.role is admin, with their two-factor state.',
    async run({ admin, out }) {
      const admins = (await allUsers(admin)).filter(isAdmin);
      if (admins.length === 0) {
        out('No admins yet. Create one with: npm run admin -- create-admin <email>');
        return;
      }
      for (const user of admins) {
        const mfa = verifiedFactors(user) ? 'two-factor on' : 'two-factor off';
        out(`${user.email ?? '(no email)'}\t${user.id}\t${mfa}\tlast sign-in ${user.last_sign_in_at ?? 'never'}`);
      }
    },
  },
  'remove-factor': {
    usage: '<email> <factorId|--all>',
    summary:
      'Removes a lost authenticator (two-factor) from an account; the person is told by mail and the action is recorded.',
    options: { all: { type: 'boolean' } },
    async run({ admin, out }, { positionals, values }) {
      const usage = `remove-factor ${commands['remove-factor']!.usage}`;
      const email = requireEmail(positionals, usage);
      const factorId = positionals[1];
      if (!values.all && !factorId) throw new UsageError(`Name a factor id or --all: ${usage}`);
      const user = await userByEmail(admin, email);
      if (!user) throw new Error(`No account has the address ${email}.`);
      const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id });
      if (listed.error) throw listed.error;
      const factors = listed.data.factors.filter((factor) => values.all || factor.id === factorId);
      if (factors.length === 0) {
        out(values.all ? `${email} has no factors.` : `${email} has no factor ${factorId}.`);
        return values.all ? 0 : 1;
      }
      for (const factor of factors) {
        const { error } = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
        if (error) throw error;
        out(
          `Removed ${factor.factor_type} factor ${factor.id}${factor.friendly_name ? ` (${factor.friendly_name})` : ''} from ${email}.`,
        );
      }
    },
  },
  audit: {
    usage: '[--user <email>] [--limit <n>]',
    summary: 'Shows the latest admin and two-factor actions (who, when, what, on whom), newest first.',
    options: { user: { type: 'string' }, limit: { type: 'string' } },
    async run({ admin, apiUrl, serviceRoleKey, out }, { values }) {
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be 1 to 1000');
      const query = new URLSearchParams({ page: '1', per_page: String(limit) });
      if (typeof values.user === 'string') {
        const user = await userByEmail(admin, values.user);
        if (!user) throw new Error(`No account has the address ${values.user}.`);
        query.set('query', `user:${user.id}`);
      }
      // GoTrue's GET /admin/audit; supabase-js has no method for it.
      const response = await fetch(`${apiUrl}/auth/v1/admin/audit?${query.toString()}`, {
        headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
      });
      const body = (await response.json()) as AuditEntry[] | { code?: string; message?: string };
      if (!response.ok || !Array.isArray(body)) {
        const failure = body as { code?: string; message?: string };
        throw Object.assign(new Error(failure.message ?? `HTTP ${response.status}`), { code: failure.code });
      }
      if (body.length === 0) out('Nothing recorded yet.');
      for (const { created_at, payload } of body) {
        const traits = payload.traits ?? {};
        const text = (value: unknown) => (typeof value === 'string' && value ? value : '-');
        const target = text(traits.user_email ?? traits.user_id);
        const role = 'role_after' in traits ? `\trole ${text(traits.role_before)} → ${text(traits.role_after)}` : '';
        out(`${created_at}\t${payload.actor_username}\t${payload.action}\t${target}${role}`);
      }
    },
  },
  // The expert review (list-pending, approve, reject).
  ...expertCommands,
  // The news subscription (news-send).
  ...newsCommands,
};

interface AuditEntry {
  created_at: string;
  payload: { actor_username: string; action: string; traits?: Record<string, unknown> };
}

function helpText(): string {
  const lines = ['Usage: npm run admin -- <command> [arguments]', '', 'Commands:'];
  for (const [name, command] of Object.entries({ ...commands, help: { usage: '', summary: 'Shows this help.' } })) {
    lines.push(`  ${`${name} ${command.usage}`.trim()}`, `      ${command.summary}`);
  }
  lines.push(
    '',
    'Environment: API_URL (default http://localhost:54321), SERVICE_ROLE_KEY (default: the key the api',
    'keeps in DATA_DIR/service-role-key; DATA_DIR defaults to .data/api in the repository).',
  );
  return lines.join('\n');
}

/**
 * The service-role key: SERVICE_ROLE_KEY, else the api's file in its data directory (DATA_DIR,
 * relative to where the command was typed, or `defaultDataDir`).
 */
export function readServiceRoleKey(env: NodeJS.ProcessEnv, defaultDataDir: string): string {
  if (env.SERVICE_ROLE_KEY?.trim()) return env.SERVICE_ROLE_KEY.trim();
  const dataDir = env.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : defaultDataDir;
  const file = path.join(dataDir, 'service-role-key');
  if (!existsSync(file)) {
    throw new Error(
      `No service-role key: set SERVICE_ROLE_KEY, or start the api once (npm start) so it creates ${file}.`,
    );
  }
  return readFileSync(file, 'utf8').trim();
}

/** Runs one command; resolves to the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runAdminCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: CliIo,
  defaultDataDir: string,
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.out(helpText());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${helpText()}`);
    return 2;
  }
  try {
    const args = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true });
    const serviceRoleKey = readServiceRoleKey(env, defaultDataDir);
    const apiUrl = (env.API_URL ?? 'http://localhost:54321').replace(/\/+$/, '');
    const admin = createClient(apiUrl, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // supabase-js builds its realtime client too; Node 20 has no WebSocket of its own.
      realtime: { transport: ws as never },
    });
    const values = args.values as Record<string, unknown>;
    return (
      (await command.run(
        { ...io, admin, apiUrl, serviceRoleKey, cwd: env.INIT_CWD ?? process.cwd() },
        { positionals: args.positionals, values },
      )) ?? 0
    );
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(error as Error).message}\n\n${helpText()}`);
      return 2;
    }
    const code = (error as { code?: unknown }).code;
    io.err(`admin ${name}: ${(error as Error).message}${typeof code === 'string' ? ` (${code})` : ''}`);
    return 1;
  }
}
