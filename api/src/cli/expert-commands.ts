// `npm run admin -- list-pending | approve | reject`: the expert review from the command line. Each
// command calls the api's /functions/v1/expert-applications through supabase.functions.invoke
// with the service-role key, so it follows exactly the rules of the portal's review queue (legal
// transitions only, a reason to reject, the decision recorded and mailed to the expert).
import {
  decideExpertApplicationResponse,
  type ExpertApplicationSummary,
  expertPageSize,
  listExpertApplicationsResponse,
} from '@cc/shared-contract';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uuidShape } from '../platform/db/uuid';
import { call, type Command, UsageError } from './command';

/** The user id of `<email|user id>`: an id as given, an address through the admin API's user list. */
async function expertId(admin: SupabaseClient, target: string | undefined, usage: string): Promise<string> {
  if (!target) throw new UsageError(`Name the expert by email or user id: ${usage}`);
  if (uuidShape.test(target)) return target.toLowerCase();
  if (!target.includes('@')) throw new UsageError(`"${target}" is neither an email address nor a user id: ${usage}`);
  const wanted = target.trim().toLowerCase();
  for (let page = 1; ; page += 1) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) throw error;
    const user = data.users.find((candidate) => candidate.email === wanted);
    if (user) return user.id;
    if (data.users.length < 1000) throw new Error(`No account has the address ${wanted}.`);
  }
}

const line = (application: ExpertApplicationSummary) =>
  [
    application.submitted_at ?? '-',
    application.email ?? '(no email)',
    application.user_id,
    application.display_name ?? '(no name)',
  ].join('\t');

async function decide(
  context: Parameters<Command['run']>[0],
  decision: 'approve' | 'reject',
  target: string | undefined,
  reason: string | undefined,
  usage: string,
): Promise<void> {
  const id = await expertId(context.admin, target, usage);
  const answer = await call(context.admin, `expert-applications/${id}/decision`, decideExpertApplicationResponse, {
    method: 'POST',
    body: { decision, ...(reason === undefined ? {} : { reason }) },
  });
  const who = `${answer.application.email ?? id} (${id})`;
  context.out(
    `${decision === 'approve' ? 'Approved' : 'Rejected'} ${who}; the expert is told by mail (${answer.application.lang}).`,
  );
}

export const expertCommands: Record<string, Command> = {
  'list-pending': {
    usage: '[--page <n>]',
    summary: `Lists expert applications waiting for review, oldest first (${expertPageSize.max} per page).`,
    options: { page: { type: 'string' } },
    async run({ admin, out }, { values }) {
      const page = values.page === undefined ? 1 : Number(values.page);
      if (!Number.isInteger(page) || page < 1) throw new UsageError('--page is a whole number from 1');
      const answer = await call(
        admin,
        `expert-applications?status=submitted&per_page=${expertPageSize.max}&page=${page}`,
        listExpertApplicationsResponse,
        { method: 'GET' },
      );
      if (answer.total === 0) {
        out('No applications are waiting for review.');
        return;
      }
      for (const application of answer.applications) out(line(application));
      const first = (page - 1) * answer.per_page + 1;
      out(`${first}-${first + answer.applications.length - 1} of ${answer.total} waiting.`);
    },
  },
  approve: {
    usage: '<email|user id>',
    summary: 'Approves a submitted expert application; it appears in the directory and the expert is mailed.',
    async run(context, { positionals }) {
      await decide(context, 'approve', positionals[0], undefined, `approve ${expertCommands.approve!.usage}`);
    },
  },
  reject: {
    usage: '<email|user id> --reason "<why>"',
    summary: 'Rejects a submitted expert application; the expert is mailed the reason and a link to resubmit.',
    options: { reason: { type: 'string' } },
    async run(context, { positionals, values }) {
      const usage = `reject ${expertCommands.reject!.usage}`;
      const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
      if (!reason) throw new UsageError(`A reason is needed: ${usage}`);
      await decide(context, 'reject', positionals[0], reason, usage);
    },
  },
};
