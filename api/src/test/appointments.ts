// Rows for the appointment reminder's tests: a scheduled case (client contact, an assigned expert
// with an approved profile) and its appointments, inserted directly so a test sets `starts_at`
// near now + 24 h instead of waiting a day. The endpoints' tests make theirs through the api.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../platform/db/client';
import { caseAppointments, expertProfiles, expertRequests, users } from '../platform/db/all-tables';

export interface ScheduledCase {
  requestId: string;
  clientEmail: string;
  expertEmail: string;
  expertId: string;
}

const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;

export async function insertScheduledCase(
  db: Executor,
  options: { clientLang?: 'de' | 'en'; expertLang?: 'de' | 'en'; status?: 'terminiert' | 'storniert' } = {},
): Promise<ScheduledCase> {
  const expertEmail = unique('expert');
  const clientEmail = unique('client');
  const [expert] = await db.insert(users).values({ email: expertEmail }).returning({ id: users.id });
  await db.insert(expertProfiles).values({
    userId: expert!.id,
    status: 'approved',
    displayName: 'Dr. Eva Muster',
    languages: ['de', 'en'],
    lang: options.expertLang ?? 'en',
  });
  const [client] = await db.insert(users).values({ email: clientEmail }).returning({ id: users.id });
  const [request] = await db
    .insert(expertRequests)
    .values({
      userId: client!.id,
      topic: 'Streit um Anteile',
      lang: 'de',
      summary: 'Wir streiten über die Anteile.',
      contactEmail: clientEmail,
      contactName: 'Ana',
      consentAt: new Date(),
      status: options.status ?? 'terminiert',
      expertId: expert!.id,
      mailLang: options.clientLang ?? 'de',
      acceptedAt: new Date(),
    })
    .returning({ id: expertRequests.id });
  return { requestId: request!.id, clientEmail, expertEmail, expertId: expert!.id };
}

/** An appointment of the case starting `startsInMs` from now (negative: in the past). */
export async function insertAppointment(
  db: Executor,
  requestId: string,
  startsInMs: number,
  fields: Partial<typeof caseAppointments.$inferInsert> = {},
): Promise<string> {
  const startsAt = new Date(Date.now() + startsInMs);
  const [row] = await db
    .insert(caseAppointments)
    .values({
      requestId,
      startsAt,
      options: [startsAt],
      // Confirmed by the client, as the reminders need.
      status: 'scheduled',
      durationMinutes: 60,
      kind: 'online',
      location: 'https://meet.example.com/room',
      ...fields,
    })
    .returning({ id: caseAppointments.id });
  return row!.id;
}
