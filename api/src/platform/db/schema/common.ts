// What every table file shares: the three PostgreSQL schemas (`auth` mirrors GoTrue's, `app` holds
// the service's own tables, `storage` Supabase Storage's) and the timestamp columns.
import { pgSchema, timestamp } from 'drizzle-orm/pg-core';

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tz('created_at').notNull().defaultNow();
export const updatedAt = () => tz('updated_at').notNull().defaultNow();

export const auth = pgSchema('auth');
export const app = pgSchema('app');

export const storage = pgSchema('storage');
