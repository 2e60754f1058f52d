// Everything stored about a person, for the account export (GDPR Art. 15 and 20): the account,
// its sessions, guest sign-ins under a proven address, results, checklist ticks, and what every
// other domain exports of theirs. The HTTP edge is routes/functions/account.ts.
import type { AccountExportResponse } from '@cc/shared-contract';
import { advisorExport } from '../advisor/service';
import { caseExport } from '../cases/service';
import { expertExport } from '../experts/service';
import { leadsUnder } from '../../identity/guest-leads';
import { loadIdentities, userJson, type UserRow } from '../../identity/users';
import { provenAddress, subscriptionExport, subscriptionOf } from '../news/service';
import { resultsExport } from '../results/service';
import { teamRoundsExport } from '../team-rounds/service';
import type { Services } from '../../platform/services';
import { objectsOfUser } from '../storage/service';
import { sessionsOfUser } from './repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function exportAccountData(services: Services, user: UserRow): Promise<AccountExportResponse> {
  const { db, config } = services;
  // Guest sign-ins and the news subscription count as the account's only under an address a mail proved.
  const guestAddress = provenAddress(config, user);
  const [userIdentities, userSessions, leads, results, advisor, cases, files, expert, news, rounds] = await Promise.all(
    [
      loadIdentities(db, user.id),
      sessionsOfUser(db, user.id),
      guestAddress ? leadsUnder(db, guestAddress) : Promise.resolve([]),
      resultsExport(db, user.id, guestAddress),
      advisorExport(db, user.id, guestAddress),
      caseExport(db, config, user.id, guestAddress),
      objectsOfUser(db, user.id),
      expertExport(db, config, user.id),
      guestAddress ? subscriptionOf(db, guestAddress) : Promise.resolve(undefined),
      teamRoundsExport(db, user.id, guestAddress),
    ],
  );
  // userJson never includes the password hash or token hashes; refresh tokens are left out.
  const body: AccountExportResponse = {
    exported_at: new Date().toISOString(),
    // GoTrue's user object, typed loosely where it is built; the tests check it against the schema.
    user: userJson(user, userIdentities) as AccountExportResponse['user'],
    sessions: userSessions.map((session) => ({
      id: session.id,
      created_at: iso(session.createdAt),
      updated_at: iso(session.updatedAt),
      user_agent: session.userAgent,
      ip: session.ip,
    })),
    guest_leads: leads.map((lead) => ({
      id: lead.id,
      email: lead.email,
      first_name: lead.firstName,
      lang: lead.lang,
      consent_at: iso(lead.consentAt),
      created_at: iso(lead.createdAt),
      updated_at: iso(lead.updatedAt),
    })),
    ...results,
    ...advisor,
    ...cases,
    storage_objects: files.map((file) => ({
      bucket_id: file.bucketId,
      name: file.name,
      size: file.metadata?.size ?? null,
      mimetype: file.metadata?.mimetype ?? null,
      created_at: iso(file.createdAt),
      updated_at: iso(file.updatedAt),
    })),
    ...expert,
    news_subscription: news ? subscriptionExport(news) : null,
    ...rounds,
  };
  return body;
}
