// /functions/v1/<name>: product endpoints, called with supabase.functions.invoke. Errors are
// { code, message } with a 4xx status.
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { noStoreByDefault, requireApiKey } from '../../platform/http/middleware';
import { accountRoutes } from '../../modules/auth/routes/account';
import { advisorRoutes } from '../../modules/advisor/routes/advisor';
import { assessmentRoutes } from '../../modules/results/routes/assessments';
import { checklistProgressRoutes } from '../../modules/results/routes/checklist-progress';
import { clientErrorRoutes } from './client-errors';
import { caseAppointmentRoutes } from '../../modules/cases/routes/case-appointments';
import { caseMessageRoutes } from '../../modules/cases/routes/case-messages';
import { caseNoteRoutes } from '../../modules/cases/routes/case-notes';
import { caseRoutes } from '../../modules/cases/routes/cases';
import { expertRoutes } from '../../modules/experts/routes/experts';
import { guestSessionRoutes } from '../../modules/guests/routes/guest-session';
import { newsRoutes } from '../../modules/news/routes/news';
import { teamRoundRoutes } from '../../modules/team-rounds/routes/team-rounds';

export function functionRoutes(anonKey: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', noStoreByDefault);
  app.use('*', requireApiKey(anonKey));
  app.route('/', guestSessionRoutes());
  app.route('/', accountRoutes());
  app.route('/', assessmentRoutes());
  app.route('/', checklistProgressRoutes());
  app.route('/', advisorRoutes());
  app.route('/', caseRoutes());
  app.route('/', caseMessageRoutes());
  app.route('/', caseNoteRoutes());
  app.route('/', caseAppointmentRoutes());
  app.route('/', expertRoutes());
  app.route('/', newsRoutes());
  app.route('/', teamRoundRoutes());
  app.route('/', clientErrorRoutes());
  return app;
}
