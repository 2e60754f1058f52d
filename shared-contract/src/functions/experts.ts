// The expert portal: a signed-in user's expert profile and application (draft → submitted →
// approved | rejected; approved → suspended → approved), the admin review of applications, the
// public directory of approved experts, and an approved expert's case data (aal2 only).
// Photo and credential documents are Storage objects (`avatars` public, `credentials` private)
// under `<user id>/…`; the profile stores their object paths.
import {
  expertDecisions,
  expertFocusAreas,
  expertFormats,
  expertLanguages,
  expertMaxFeeCents,
  expertProfileStatuses,
} from '@cc/shared-domain';
import * as z from 'zod';
import { bodyErrorCodes, endpoint, userTokenErrorCodes } from './endpoint';
import { addCodedIssue } from './issues';
import { normalizeBlock, normalizeLine } from './text';
import { advisorLanguages } from './advisor';

// ── Limits ───────────────────────────────────────────────────────────────────────────────────

/** Field limits, in characters after trimming (the api checks them; the browser may show them). */
export const expertProfileLimits = {
  displayName: { min: 2, max: 80 },
  title: { max: 120 },
  bio: { max: 2000 },
  cityRegion: { max: 120 },
  qualifications: { max: 4000 },
  objectPath: { max: 512 },
  credentialDocuments: { max: 10 },
  reason: { max: 1000 },
} as const;

/** Page size of the admin's list and the directory: default and most. */
export const expertPageSize = { default: 20, max: 100 } as const;

// ── Field errors ─────────────────────────────────────────────────────────────────────────────

/**
 * Why a field was refused; the browser shows a text per reason next to the field.
 * `required`: missing for submitting; `missing_object`: the named file is not in storage;
 * `not_own_object`: the path is not under the caller's `<user id>/`; `link`: the text holds a
 * link, web or mail address where strangers would read it (a team round's name).
 */
export const expertFieldReasons = [
  'required',
  'invalid',
  'too_short',
  'too_long',
  'too_many',
  'out_of_range',
  'unknown_value',
  'duplicate',
  'not_own_object',
  'missing_object',
  'unknown_field',
  'link',
] as const;
export type ExpertFieldReason = (typeof expertFieldReasons)[number];

/** One refused field: the top-level body key, the list index for one entry of a list field. */
export const expertFieldError = z.object({
  field: z.string(),
  index: z.number().int().nonnegative().optional(),
  reason: z.enum(expertFieldReasons),
  /** The limit that was crossed (characters, entries or cents). */
  min: z.number().optional(),
  max: z.number().optional(),
});
export type ExpertFieldError = z.infer<typeof expertFieldError>;

/** `details` of expert_profile_invalid (400) and expert_profile_incomplete (422). */
export const expertFieldErrorDetails = z.object({ fields: z.array(expertFieldError) });

const reasonIssue = (ctx: z.RefinementCtx, reason: ExpertFieldReason, message: string) =>
  ctx.addIssue({ code: 'custom', message, params: { reason } });

/**
 * The field errors of a failed parse (one per field and entry): of `saveExpertProfileBody`, and
 * of any endpoint's body or query in `validation_failed`'s `details.fields`.
 */
export function expertFieldErrors(error: Pick<z.ZodError, 'issues'>): ExpertFieldError[] {
  const out: ExpertFieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: key, reason: 'unknown_field' });
      continue;
    }
    const [field, index] = issue.path;
    const base = {
      field: typeof field === 'string' ? field : 'body',
      ...(typeof index === 'number' ? { index } : {}),
    };
    switch (issue.code) {
      case 'too_big':
        out.push({
          ...base,
          reason: issue.origin === 'array' ? 'too_many' : issue.origin === 'string' ? 'too_long' : 'out_of_range',
          max: Number(issue.maximum),
        });
        break;
      case 'too_small':
        out.push({
          ...base,
          reason: issue.origin === 'string' ? 'too_short' : 'out_of_range',
          min: Number(issue.minimum),
        });
        break;
      case 'invalid_value':
        out.push({ ...base, reason: 'unknown_value' });
        break;
      case 'custom': {
        const params = issue.params as { reason?: ExpertFieldReason; min?: number; max?: number } | undefined;
        out.push({
          ...base,
          reason: params?.reason ?? 'invalid',
          ...(params?.min === undefined ? {} : { min: params.min }),
          ...(params?.max === undefined ? {} : { max: params.max }),
        });
        break;
      }
      default:
        out.push({ ...base, reason: 'invalid' });
    }
  }
  return out;
}

// ── Field schemas ────────────────────────────────────────────────────────────────────────────

const lineText = (max: number, min?: number) => {
  const base = z.string().overwrite(normalizeLine).max(max);
  const checked = min
    ? base.refine((value) => value === '' || value.length >= min, {
        message: `At least ${min} characters`,
        params: { reason: 'too_short', min },
      })
    : base;
  // Empty clears the field.
  return checked.transform((value) => value || null).nullable();
};
const blockText = (max: number) =>
  z
    .string()
    .overwrite(normalizeBlock)
    .max(max)
    .transform((value) => value || null)
    .nullable();

/** A Storage object path inside a bucket: `<user id>/<name>`, no empty, `.` or `..` segments. */
export const expertObjectPath = z
  .string()
  .max(expertProfileLimits.objectPath.max)
  .superRefine((path, ctx) => {
    const segments = path.split('/');
    if (segments.length < 2 || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
      reasonIssue(ctx, 'invalid', 'An object path is <user id>/<name> without empty, "." or ".." segments');
    }
  });

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .superRefine((list, ctx) => {
      const seen = new Set<unknown>();
      list.forEach((value, index) => {
        if (seen.has(value))
          ctx.addIssue({ code: 'custom', message: 'Listed twice', path: [index], params: { reason: 'duplicate' } });
        seen.add(value);
      });
    });

const limits = expertProfileLimits;

/**
 * Saving the profile (draft): every field optional, only the sent ones change; `null` or an
 * empty text clears a field. Unknown keys (`status` among them) are refused. The status never
 * changes through saving, except that changing `qualifications` or `credential_paths` of an
 * approved profile sends it back to review (status `submitted`).
 */
export const saveExpertProfileBody = z.strictObject({
  display_name: lineText(limits.displayName.max, limits.displayName.min).optional(),
  title: lineText(limits.title.max).optional(),
  /** Object path in the public `avatars` bucket, under the caller's `<user id>/`. */
  photo_path: expertObjectPath.nullable().optional(),
  bio_de: blockText(limits.bio.max).optional(),
  bio_en: blockText(limits.bio.max).optional(),
  focus_areas: uniqueList(z.enum(expertFocusAreas), expertFocusAreas.length).optional(),
  languages: uniqueList(z.enum(expertLanguages), expertLanguages.length).optional(),
  formats: uniqueList(z.enum(expertFormats), expertFormats.length).optional(),
  /** Where the expert meets clients in person; required for submitting when `formats` has `in_person`. */
  city_region: lineText(limits.cityRegion.max).optional(),
  /** Euro cents per hour (15000 = EUR 150.00); null: no fee stated. */
  fee_per_hour_cents: z.number().int().min(0).max(expertMaxFeeCents).nullable().optional(),
  first_talk_free: z.boolean().optional(),
  qualifications: blockText(limits.qualifications.max).optional(),
  /** Object paths in the private `credentials` bucket, under the caller's `<user id>/`. */
  credential_paths: uniqueList(expertObjectPath, limits.credentialDocuments.max).optional(),
  /** The language of the mails about the application (the interface language when saving). */
  lang: z.enum(advisorLanguages).optional(),
});
export type SaveExpertProfileBody = z.input<typeof saveExpertProfileBody>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────

const iso = z.iso.datetime();

/** The expert's own profile, as saved. */
export const expertProfile = z.object({
  user_id: z.uuid(),
  status: z.enum(expertProfileStatuses),
  display_name: z.string().nullable(),
  title: z.string().nullable(),
  photo_path: z.string().nullable(),
  /** The photo's public URL (`/storage/v1/object/public/avatars/<path>`), null without a photo. */
  photo_url: z.string().nullable(),
  bio_de: z.string().nullable(),
  bio_en: z.string().nullable(),
  focus_areas: z.array(z.enum(expertFocusAreas)),
  languages: z.array(z.enum(expertLanguages)),
  formats: z.array(z.enum(expertFormats)),
  city_region: z.string().nullable(),
  fee_per_hour_cents: z.number().int().nullable(),
  currency: z.literal('EUR'),
  first_talk_free: z.boolean(),
  qualifications: z.string().nullable(),
  credential_paths: z.array(z.string()),
  lang: z.enum(advisorLanguages),
  /** Why the profile was rejected or suspended (null in other states). */
  status_reason: z.string().nullable(),
  submitted_at: iso.nullable(),
  decided_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});
export type ExpertProfile = z.infer<typeof expertProfile>;

/** The caller's profile; null before the first save. */
export const ownExpertProfileResponse = z.object({ profile: expertProfile.nullable() });
export const expertProfileResponse = z.object({ profile: expertProfile });

/** One recorded decision. */
export const expertReview = z.object({
  id: z.uuid(),
  decision: z.enum(expertDecisions),
  from_status: z.enum(expertProfileStatuses),
  to_status: z.enum(expertProfileStatuses),
  reason: z.string().nullable(),
  /** The admin who decided; null when the service-role key decided (the CLI) or the admin's account is gone. */
  reviewer_id: z.uuid().nullable(),
  /** The admin's address when deciding; null as `reviewer_id` is. */
  reviewer_email: z.string().nullable(),
  by_service_role: z.boolean(),
  created_at: iso,
});
export type ExpertReview = z.infer<typeof expertReview>;

/** An application as the admin sees it: the profile and the applicant's address. */
export const expertApplication = expertProfile.extend({ email: z.string().nullable() });
export type ExpertApplication = z.infer<typeof expertApplication>;

export const expertApplicationSummary = expertApplication.pick({
  user_id: true,
  email: true,
  status: true,
  display_name: true,
  title: true,
  focus_areas: true,
  languages: true,
  submitted_at: true,
  decided_at: true,
  updated_at: true,
});
export type ExpertApplicationSummary = z.infer<typeof expertApplicationSummary>;

const pageQuery = {
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(expertPageSize.max).default(expertPageSize.default),
};

export const listExpertApplicationsQuery = z.object({
  status: z.enum(expertProfileStatuses).default('submitted'),
  ...pageQuery,
});

const pageFields = {
  /** How many match, on all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
};

/** Oldest submission first (then oldest update): the review queue's order. */
export const listExpertApplicationsResponse = z.object({
  applications: z.array(expertApplicationSummary),
  ...pageFields,
});

/** A credential document's Storage metadata; `missing` when the object no longer exists. */
export const expertDocument = z.object({
  bucket: z.literal('credentials'),
  path: z.string(),
  /** The last path segment. */
  name: z.string(),
  size: z.number().int().nonnegative().nullable(),
  content_type: z.string().nullable(),
  created_at: iso.nullable(),
  missing: z.boolean(),
});
export type ExpertDocument = z.infer<typeof expertDocument>;

export const expertApplicationParams = z.object({ id: z.uuid() });

export const expertApplicationDetailResponse = z.object({
  application: expertApplication,
  /** In the order of `credential_paths`; download them with `supabase.storage.from('credentials')` as an admin. */
  documents: z.array(expertDocument),
  /** Every decision on this profile, latest first. */
  reviews: z.array(expertReview),
});
export type ExpertApplicationDetail = z.infer<typeof expertApplicationDetailResponse>;

/** reject and suspend need a reason (reason_required); approve and reinstate may carry a note. */
export const decideExpertApplicationBody = z
  .strictObject({
    decision: z.enum(expertDecisions),
    reason: z.string().overwrite(normalizeBlock).max(limits.reason.max).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.decision === 'reject' || body.decision === 'suspend') && !body.reason) {
      addCodedIssue(ctx, 'reason_required', `A ${body.decision} decision needs a reason`, undefined, ['reason']);
    }
  });
export type DecideExpertApplicationBody = z.input<typeof decideExpertApplicationBody>;

export const decideExpertApplicationResponse = z.object({
  application: expertApplication,
  review: expertReview,
});

/** An approved expert as the public directory shows them: no documents, no reasons, no address. */
/** The fields of the expert's own profile the directory shows as they are. */
export const publicExpertProfileFields = [
  'title',
  'photo_url',
  'bio_de',
  'bio_en',
  'focus_areas',
  'languages',
  'formats',
  'city_region',
  'fee_per_hour_cents',
  'currency',
  'first_talk_free',
] as const satisfies ReadonlyArray<keyof ExpertProfile>;

export const publicExpert = expertProfile
  .pick(
    Object.fromEntries(publicExpertProfileFields.map((key) => [key, true])) as Record<
      (typeof publicExpertProfileFields)[number],
      true
    >,
  )
  .extend({
    id: z.uuid(),
    display_name: z.string(),
    /** When the expert was (last) approved. */
    approved_at: iso,
  });
export type PublicExpert = z.infer<typeof publicExpert>;

/**
 * One expert's public profile page: the directory entry and the qualifications the consultancy
 * verified when approving (a changed text goes back to review, so what is shown was checked).
 */
export const publicExpertProfile = publicExpert.extend({ qualifications: z.string().nullable() });
export type PublicExpertProfile = z.infer<typeof publicExpertProfile>;

export const expertDirectoryQuery = z.object({
  focus_area: z.enum(expertFocusAreas).optional(),
  language: z.enum(expertLanguages).optional(),
  format: z.enum(expertFormats).optional(),
  /** Part of the city or region where the expert meets in person (case-insensitive); empty: any. */
  region: lineText(limits.cityRegion.max).optional(),
  ...pageQuery,
});

export type ExpertDirectoryQuery = z.input<typeof expertDirectoryQuery>;

/** Longest approved first. */
export const expertDirectoryResponse = z.object({ experts: z.array(publicExpert), ...pageFields });
export const publicExpertParams = z.object({ id: z.uuid() });

// ── In the account export ────────────────────────────────────────────────────────────────────

/** A decision as the expert's account export lists it (without the admin's identity). */
export const expertReviewExport = expertReview.omit({ reviewer_id: true, reviewer_email: true });

// ── Registry ─────────────────────────────────────────────────────────────────────────────────

const signedIn = ['not_authenticated', ...userTokenErrorCodes] as const;
// Reviewing needs a second factor in the admin's session (the service-role key needs none).
const adminOnly = [...signedIn, 'admin_required', 'insufficient_aal'] as const;

export const expertEndpoints = {
  getExpertProfile: endpoint({
    method: 'GET',
    path: '/expert-profile',
    summary: 'The caller’s expert profile with its status, or `{ profile: null }` before the first save.',
    caller: 'user',
    status: 200,
    response: ownExpertProfileResponse,
    errors: [...signedIn],
  }),
  saveExpertProfile: endpoint({
    method: 'PUT',
    path: '/expert-profile',
    summary:
      'Creates or updates the caller’s profile (a draft); only the sent fields change. Refused while submitted (withdraw first) or suspended. On an approved profile the result must stay complete, and a change of qualifications or credential documents sends it back to review.',
    caller: 'user',
    body: saveExpertProfileBody,
    status: 200,
    response: expertProfileResponse,
    errors: [
      ...bodyErrorCodes,
      ...signedIn,
      'expert_profile_invalid',
      'expert_profile_incomplete',
      'expert_profile_locked',
    ],
  }),
  submitExpertProfile: endpoint({
    method: 'POST',
    path: '/expert-profile/submit',
    summary:
      'Sends a complete draft or rejected profile to review (status `submitted`); every credential document must exist in storage.',
    caller: 'user',
    status: 200,
    response: expertProfileResponse,
    errors: [...signedIn, 'expert_profile_incomplete', 'expert_status_conflict'],
  }),
  withdrawExpertProfile: endpoint({
    method: 'POST',
    path: '/expert-profile/withdraw',
    summary: 'Takes a submitted profile back out of review (status `draft`), so it can be edited.',
    caller: 'user',
    status: 200,
    response: expertProfileResponse,
    errors: [...signedIn, 'expert_status_conflict'],
  }),
  listExpertApplications: endpoint({
    method: 'GET',
    path: '/expert-applications',
    summary: 'Admin: expert profiles in one status (default `submitted`), oldest submission first, paged.',
    caller: 'admin',
    query: listExpertApplicationsQuery,
    status: 200,
    response: listExpertApplicationsResponse,
    errors: [...adminOnly, 'validation_failed'],
  }),
  getExpertApplication: endpoint({
    method: 'GET',
    path: '/expert-applications/:id',
    summary: 'Admin: one expert profile (by user id) with its documents’ storage metadata and its decisions.',
    caller: 'admin',
    params: expertApplicationParams,
    status: 200,
    response: expertApplicationDetailResponse,
    errors: [...adminOnly],
  }),
  decideExpertApplication: endpoint({
    method: 'POST',
    path: '/expert-applications/:id/decision',
    summary:
      'Admin: approve (from submitted), reject (from submitted, with reason), suspend (from approved, with reason) or reinstate (from suspended); recorded and mailed to the expert in their language.',
    caller: 'admin',
    params: expertApplicationParams,
    body: decideExpertApplicationBody,
    status: 200,
    response: decideExpertApplicationResponse,
    errors: [...bodyErrorCodes, ...adminOnly, 'reason_required', 'expert_status_conflict', 'expert_self_review'],
  }),
  listExpertDirectory: endpoint({
    method: 'GET',
    path: '/expert-directory',
    summary:
      'The public directory: approved experts only, filterable by focus area, language, format and region (part of the city or region where they meet in person), paged.',
    caller: 'anyone',
    query: expertDirectoryQuery,
    status: 200,
    response: expertDirectoryResponse,
    errors: ['validation_failed'],
  }),
  getPublicExpert: endpoint({
    method: 'GET',
    path: '/expert-directory/:id',
    summary: 'One approved expert’s public profile with the verified qualifications (not found unless approved).',
    caller: 'anyone',
    params: publicExpertParams,
    status: 200,
    response: publicExpertProfile,
    errors: [],
  }),
};
