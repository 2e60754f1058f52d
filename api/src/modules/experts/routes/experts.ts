// The expert portal (docs/api.md "The expert portal"): a signed-in user's profile and application,
// the admin review and the public directory of approved experts (their cases: the cases module).
// The rules: ../service.ts.
import { endpoints, expertFieldErrors } from '@cc/shared-contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { uuidShape } from '../../../platform/db/uuid';
import { type AppEnv, clientIp } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';
import { respond, validBody, validQuery } from '../../../platform/http/validate';
import { identifyCaller, requireReviewer } from '../../../identity/middleware';
import {
  applicationJson,
  decideApplication,
  findApplication,
  findPublicExpert,
  foreignObjectErrors,
  invalidFields,
  listApplications,
  listDirectory,
  ownProfile,
  profileJson,
  profileNotFound,
  publicExpertJson,
  reviewJson,
  saveProfile,
  submitProfile,
  withdrawProfile,
} from '../service';

const {
  getExpertProfile,
  saveExpertProfile,
  submitExpertProfile,
  withdrawExpertProfile,
  listExpertApplications,
  getExpertApplication,
  decideExpertApplication,
  listExpertDirectory,
  getPublicExpert,
} = endpoints;

/** Signed-in users only: an expert needs an account (guests and anonymous callers are 401). */
const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = await identifyCaller(c);
  if (caller.kind !== 'user') {
    throw new ApiError(401, 'not_authenticated', 'Sign in with an account to use the expert portal');
  }
  c.set('caller', caller);
  await next();
};

function signedInUser(c: { get(key: 'caller'): AppEnv['Variables']['caller'] }) {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new Error('requireAccount must run first');
  return caller;
}

/** The `:id` of an expert (a user id); anything but a UUID names nobody. */
function expertId(id: string | undefined): string {
  if (!id || !uuidShape.test(id)) throw profileNotFound();
  return id.toLowerCase();
}

export function expertRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // ── The expert's own profile ──────────────────────────────────────────────────────────────

  app.get(getExpertProfile.path, requireAccount, async (c) => {
    const { db, config } = c.get('services');
    const { user } = signedInUser(c);
    const row = await ownProfile(db, user.id);
    return respond(c, getExpertProfile, { profile: row ? profileJson(config, row) : null });
  });

  app.put(
    saveExpertProfile.path,
    requireAccount,
    validBody(saveExpertProfile, { invalid: (error) => invalidFields(expertFieldErrors(error)) }),
    async (c) => {
      const { db, config } = c.get('services');
      const { user } = signedInUser(c);
      const body = c.req.valid('json');
      const foreign = foreignObjectErrors(user.id, body);
      if (foreign.length) throw invalidFields(foreign);
      const row = await saveProfile(db, user.id, body);
      return respond(c, saveExpertProfile, { profile: profileJson(config, row) });
    },
  );

  app.post(submitExpertProfile.path, requireAccount, async (c) => {
    const { db, config } = c.get('services');
    const { user } = signedInUser(c);
    const row = await submitProfile(db, user.id);
    return respond(c, submitExpertProfile, { profile: profileJson(config, row) });
  });

  app.post(withdrawExpertProfile.path, requireAccount, async (c) => {
    const { db, config } = c.get('services');
    const { user } = signedInUser(c);
    const row = await withdrawProfile(db, user.id);
    return respond(c, withdrawExpertProfile, { profile: profileJson(config, row) });
  });

  // ── Admin review ──────────────────────────────────────────────────────────────────────────

  app.get(listExpertApplications.path, requireReviewer, validQuery(listExpertApplications), async (c) => {
    const { db, config } = c.get('services');
    const query = c.req.valid('query');
    const { rows, total } = await listApplications(db, query);
    return respond(c, listExpertApplications, {
      applications: rows.map(({ profile, email }) => {
        const json = applicationJson(config, profile, email);
        return {
          user_id: json.user_id,
          email: json.email,
          status: json.status,
          display_name: json.display_name,
          title: json.title,
          focus_areas: json.focus_areas,
          languages: json.languages,
          submitted_at: json.submitted_at,
          decided_at: json.decided_at,
          updated_at: json.updated_at,
        };
      }),
      total,
      page: query.page,
      per_page: query.per_page,
    });
  });

  app.get(getExpertApplication.path, requireReviewer, async (c) => {
    const { db, config } = c.get('services');
    const id = expertId(c.req.param('id'));
    const { found, documents, reviews } = await findApplication(db, id);
    return respond(c, getExpertApplication, {
      application: applicationJson(config, found.profile, found.email),
      documents,
      reviews: reviews.map(reviewJson),
    });
  });

  app.post(decideExpertApplication.path, requireReviewer, validBody(decideExpertApplication), async (c) => {
    const { db, config } = c.get('services');
    const reviewer = c.get('caller');
    const id = expertId(c.req.param('id'));
    const body = c.req.valid('json');
    const result = await decideApplication(db, config, reviewer, id, body, clientIp(c));
    c.get('services').mailQueued();
    return respond(c, decideExpertApplication, {
      application: applicationJson(config, result.profile, result.email),
      review: reviewJson(result.review),
    });
  });

  // ── Public directory ──────────────────────────────────────────────────────────────────────

  app.get(listExpertDirectory.path, validQuery(listExpertDirectory), async (c) => {
    const { db, config } = c.get('services');
    const query = c.req.valid('query');
    const { rows, total } = await listDirectory(db, query);
    return respond(c, listExpertDirectory, {
      experts: rows.map((row) => publicExpertJson(config, row)),
      total,
      page: query.page,
      per_page: query.per_page,
    });
  });

  app.get(getPublicExpert.path, async (c) => {
    const { db, config } = c.get('services');
    const id = expertId(c.req.param('id'));
    const row = await findPublicExpert(db, id);
    return respond(c, getPublicExpert, { ...publicExpertJson(config, row), qualifications: row.qualifications });
  });
  return app;
}
