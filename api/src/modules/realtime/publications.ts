// What /realtime/v1 publishes: the case tables (shared-contract's realtimeTables), each change
// only to whom DESIGN-13's "Who sees what" allows, by the cases' access rules that the case
// endpoints use too (modules/cases/access.ts, through the cases' service, which reads the rows):
//   - expert_requests: the client (the owner) and the assigned expert get the case's columns; an
//     approved expert at aal2 whose inbox holds an open request gets its inbox columns; an expert
//     whose inbox held it gets `{ id, status }` when it leaves the inbox (taken by another expert,
//     cancelled), so the inbox drops it at once;
//   - case_messages, case_appointments, case_events: the client and the assigned expert only.
//   - team_rounds: UPDATE and DELETE of a round to its owner (user or guest) only, with the summary
//     columns the owner's page refreshes on (how many answered, whether a result exists); never the
//     link code, the share token or anything of the invitations.
// Contact data, owners' ids and bookkeeping columns are never sent; private notes never published.
// Columns are snake_case as Supabase sends them, timestamps ISO 8601 as the endpoints answer them.
import { realtimeFilterColumns, type RealtimeTable } from '@cc/shared-contract';
import type { Db } from '../../platform/db/client';
import type { Caller } from '../../identity/caller';
import {
  caseFeedColumnTypes,
  caseFeedRecord,
  caseMembers as caseMemberColumns,
  caseRowWithMembers,
  expertsAmong,
  inInbox,
  isClient,
  type CaseMemberColumns,
  type CaseRow,
} from '../cases/service';
import { roundColumnTypes, roundRecord } from '../team-rounds/service';
import { nobody, pick, type Audience, type Column, type Delivery, type Publication } from './publication';

/** PostgreSQL's type names as Supabase's `columns` carry them (realtime-js converts values by them). */
const typeNames: Record<string, string> = {
  'timestamp with time zone': 'timestamptz',
  integer: 'int4',
  bigint: 'int8',
  bigserial: 'int8',
  boolean: 'bool',
};

function columnsOf(types: ReadonlyMap<string, string>, names: readonly string[]): Column[] {
  return names.map((name) => {
    const type = types.get(name);
    if (type === undefined) throw new Error(`${name} is no column of the published table`);
    return { name, type: typeNames[type] ?? (type.endsWith('[]') ? `_${type.slice(0, -2)}` : type) };
  });
}

/** A row keyed by its column names as Supabase sends it: timestamps as ISO strings. */
function withIsoTimes(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The signed-in user when the session is at aal2 (experts see case data only then), else null. */
const expertCandidate = (principal: Caller): string | null =>
  principal.kind === 'user' && principal.aal === 'aal2' ? principal.user.id : null;

// ── expert_requests ────────────────────────────────────────────────────────────────────────────

/** The request as its client wrote it: what the case's members and an inbox that holds it both see. */
const requestColumns = [
  'id',
  'status',
  'topic',
  'summary',
  'lang',
  'focus',
  'format',
  'region',
  'availability',
  'addressed_to',
] as const;
/** What the client and the assigned expert receive of the case: the request and its course. */
const caseColumns = [
  ...requestColumns,
  'expert_id',
  'decline_reason',
  'cancel_reason',
  'outcome',
  'accepted_at',
  'closed_at',
  'created_at',
  'updated_at',
] as const;
/** What an expert whose inbox holds the open request receives (no contact, no owner, no course). */
const inboxColumns = [...requestColumns, 'created_at', 'updated_at'] as const;
/** What an expert whose inbox held it receives when it leaves the inbox. */
const leftInboxColumns = ['id', 'status'] as const;
/** What every audience gets of the row before an update or delete. */
const oldColumns = ['id', 'status'] as const;

type MatchState = Pick<
  CaseRow,
  'userId' | 'guestLeadId' | 'addressedTo' | 'expertId' | 'focus' | 'lang' | 'format' | 'status'
>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The trigger's carried columns of the row (`old` or `new` of the notification) as the access rules read them. */
function stateOf(carried: Record<string, unknown> | null): MatchState | null {
  if (!carried) return null;
  return {
    userId: text(carried.user_id),
    guestLeadId: text(carried.guest_lead_id),
    addressedTo: text(carried.addressed_to),
    expertId: text(carried.expert_id),
    focus: text(carried.focus) as MatchState['focus'],
    lang: text(carried.lang) as MatchState['lang'],
    format: (text(carried.format) ?? 'any') as MatchState['format'],
    status: (text(carried.status) ?? 'neu') as MatchState['status'],
  };
}

const expertRequestsPublication: Publication = {
  table: 'expert_requests',
  columns: columnsOf(caseFeedColumnTypes('expert_requests'), caseColumns),
  filterColumns: realtimeFilterColumns.expert_requests,
  async audience(db, change, userIds) {
    const found = change.type === 'DELETE' ? undefined : await caseFeedRecord(db, change.id);
    const before = stateOf(change.old);
    const now: MatchState | null = found ? stateOf(found) : change.type === 'DELETE' ? before : null;
    // Gone between the write and this delivery: its DELETE follows.
    if (!now) return nobody;
    const record = found ? withIsoTimes(found) : null;
    const oldRecord = change.type === 'INSERT' ? null : { id: change.id, ...pick(change.old ?? {}, oldColumns) };
    const full: Delivery = { record: record && pick(record, caseColumns), oldRecord, key: 'case' };
    const inbox: Delivery = { record: record && pick(record, inboxColumns), oldRecord, key: 'inbox' };
    const leftInbox: Delivery = { record: record && pick(record, leftInboxColumns), oldRecord, key: 'left' };
    const { profiles, declined } = await expertsAmong(db, change.id, userIds);

    return (principal) => {
      if (principal.kind === 'service') return full;
      if (isClient(principal, now) || (before && isClient(principal, before))) return full;
      const userId = expertCandidate(principal);
      const profile = userId ? profiles.get(userId) : undefined;
      if (!userId || !profile) return null;
      if (now.expertId === userId) return full;
      // An expert whose inbox holds it; a DELETE has no inbox columns left to show.
      if (change.type !== 'DELETE' && inInbox(profile, now, declined.has(userId))) return inbox;
      // It left the inbox it was in (taken by another expert, cancelled, deleted).
      const wasInInbox = before !== null && change.type !== 'INSERT' && inInbox(profile, before, declined.has(userId));
      return wasInInbox ? leftInbox : null;
    };
  },
};

// ── rows of a case ──────────────────────────────────────────────────────────────────────────────

/**
 * Who may see the rows of a case: its client and its assigned expert (an approved profile, a
 * session at aal2), nobody else; `row` holds the case's member columns (none: nobody). Read once
 * per change.
 */
function membersOf(row: CaseMemberColumns | undefined): (principal: Caller) => boolean {
  if (!row) return () => false;
  return (principal) =>
    principal.kind === 'service' ||
    isClient(principal, row) ||
    (row.expertId !== null && row.expertStatus === 'approved' && expertCandidate(principal) === row.expertId);
}

/** The members of case `requestId` (for a deleted row, which can no longer be joined). */
async function caseMembers(db: Db, requestId: string | null): Promise<(principal: Caller) => boolean> {
  if (!requestId) return () => false;
  return membersOf(await caseMemberColumns(db, requestId));
}

function caseRowPublication(
  name: Exclude<RealtimeTable, 'expert_requests' | 'team_rounds'>,
  published: readonly string[],
): Publication {
  return {
    table: name,
    columns: columnsOf(caseFeedColumnTypes(name), published),
    filterColumns: realtimeFilterColumns[name],
    async audience(db, change): Promise<Audience> {
      const oldRecord = change.type === 'INSERT' ? null : { id: change.id, request_id: change.requestId };
      if (change.type === 'DELETE') {
        const members = await caseMembers(db, change.requestId);
        const delivery: Delivery = { record: null, oldRecord, key: 'member' };
        return (principal) => (members(principal) ? delivery : null);
      }
      // The row and its case's members in one query (on PGlite every query waits its turn on the
      // api's one thread; a case message's delivery was two of them).
      const found = await caseRowWithMembers(db, name, change.id);
      if (!found) return nobody;
      const members = membersOf(found.members);
      const delivery: Delivery = { record: pick(withIsoTimes(found.record), published), oldRecord, key: 'member' };
      return (principal) => (members(principal) ? delivery : null);
    },
  };
}

// ── team_rounds ─────────────────────────────────────────────────────────────────────────────────

/** What the owner's page needs to know that it should refetch (answers are no one's row). */
const teamRoundColumns = [
  'id',
  'status',
  'answered',
  'result_respondents',
  'deadline',
  'closed_at',
  'updated_at',
] as const;

/** Whether `principal` owns a round with these owner columns (the trigger carries them). */
function ownsRound(principal: Caller, owner: Record<string, unknown> | null): boolean {
  if (!owner) return false;
  if (principal.kind === 'user') return owner.user_id === principal.user.id;
  if (principal.kind === 'guest') return owner.guest_lead_id === principal.lead.id;
  return false;
}

const teamRoundsPublication: Publication = {
  table: 'team_rounds',
  columns: columnsOf(roundColumnTypes(), teamRoundColumns),
  filterColumns: realtimeFilterColumns.team_rounds,
  async audience(db, change) {
    // A new round is the owner's own doing; the page learns of answers and results.
    if (change.type === 'INSERT') return nobody;
    const row = change.type === 'DELETE' ? undefined : await roundRecord(db, change.id);
    if (change.type === 'UPDATE' && !row) return nobody;
    const delivery: Delivery = {
      record: row ? pick(withIsoTimes(row), teamRoundColumns) : null,
      oldRecord: { id: change.id },
      key: 'owner',
    };
    // An update goes to the owner now (a claim may have moved it), a deletion to the owner it had.
    const owner = row ? { user_id: row.user_id, guest_lead_id: row.guest_lead_id } : change.old;
    return (principal) => (principal.kind === 'service' || ownsRound(principal, owner) ? delivery : null);
  },
};

export const publishedTables: readonly Publication[] = [
  expertRequestsPublication,
  caseRowPublication('case_messages', ['id', 'seq', 'request_id', 'sender', 'body', 'read_at', 'created_at']),
  caseRowPublication('case_appointments', [
    'id',
    'request_id',
    'starts_at',
    'duration_minutes',
    'kind',
    'location',
    'note',
    'status',
    'sequence',
    'created_at',
    'updated_at',
  ]),
  caseRowPublication('case_events', [
    'id',
    'request_id',
    'from_status',
    'to_status',
    'actor_role',
    'reason',
    'created_at',
  ]),
  teamRoundsPublication,
];
