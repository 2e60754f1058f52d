// An expert profile as the contract shows it and the rules over one profile: the JSON of a
// profile, an application, a directory entry and a review; the columns a save changes; the
// completeness rule for submitting; and the credential documents with their storage metadata.
// Pure but for the storage look-ups (the storage module's service); service.ts puts it together
// with the transitions.
import type {
  ExpertApplication,
  ExpertDocument,
  ExpertFieldError,
  ExpertProfile,
  ExpertReview,
  PublicExpert,
  SaveExpertProfileBody,
} from '@cc/shared-contract';
import { publicExpertProfileFields } from '@cc/shared-contract';
import { expertBuckets } from '@cc/shared-domain';
import type { z } from 'zod';
import type { saveExpertProfileBody } from '@cc/shared-contract';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import { publicObjectUrl } from '../../platform/http/public-url';
import { findObjects } from '../storage/service';
import type { ExpertProfileChanges, ExpertProfileRow, ExpertReviewRow } from './repo';

export type SavedFields = z.output<typeof saveExpertProfileBody>;
export type { SaveExpertProfileBody };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const photoUrl = (config: Config, row: ExpertProfileRow) =>
  row.photoPath ? publicObjectUrl(config, expertBuckets.photo, row.photoPath) : null;

export function profileJson(config: Config, row: ExpertProfileRow): ExpertProfile {
  return {
    user_id: row.userId,
    status: row.status,
    display_name: row.displayName,
    title: row.title,
    photo_path: row.photoPath,
    photo_url: photoUrl(config, row),
    bio_de: row.bioDe,
    bio_en: row.bioEn,
    focus_areas: row.focusAreas,
    languages: row.languages,
    formats: row.formats,
    city_region: row.cityRegion,
    fee_per_hour_cents: row.feePerHourCents,
    currency: 'EUR',
    first_talk_free: row.firstTalkFree,
    qualifications: row.qualifications,
    credential_paths: row.credentialPaths,
    lang: row.lang,
    status_reason: row.statusReason,
    submitted_at: iso(row.submittedAt),
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const applicationJson = (config: Config, row: ExpertProfileRow, email: string | null): ExpertApplication => ({
  ...profileJson(config, row),
  email,
});

export function publicExpertJson(config: Config, row: ExpertProfileRow): PublicExpert {
  const profile = profileJson(config, row);
  const shown = Object.fromEntries(publicExpertProfileFields.map((key) => [key, profile[key]])) as Pick<
    ExpertProfile,
    (typeof publicExpertProfileFields)[number]
  >;
  return {
    ...shown,
    id: row.userId,
    display_name: row.displayName ?? '',
    approved_at: (row.decidedAt ?? row.updatedAt).toISOString(),
  };
}

export function reviewJson(row: ExpertReviewRow): ExpertReview {
  return {
    id: row.id,
    decision: row.decision,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    reason: row.reason,
    reviewer_id: row.reviewerId,
    reviewer_email: row.reviewerEmail,
    by_service_role: row.byServiceRole,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns a save changes: only the fields the body names. */
export function changesOf(body: SavedFields): ExpertProfileChanges {
  const changes: ExpertProfileChanges = {};
  if (body.display_name !== undefined) changes.displayName = body.display_name;
  if (body.title !== undefined) changes.title = body.title;
  if (body.photo_path !== undefined) changes.photoPath = body.photo_path;
  if (body.bio_de !== undefined) changes.bioDe = body.bio_de;
  if (body.bio_en !== undefined) changes.bioEn = body.bio_en;
  if (body.focus_areas !== undefined) changes.focusAreas = body.focus_areas;
  if (body.languages !== undefined) changes.languages = body.languages;
  if (body.formats !== undefined) changes.formats = body.formats;
  if (body.city_region !== undefined) changes.cityRegion = body.city_region;
  if (body.fee_per_hour_cents !== undefined) changes.feePerHourCents = body.fee_per_hour_cents;
  if (body.first_talk_free !== undefined) changes.firstTalkFree = body.first_talk_free;
  if (body.qualifications !== undefined) changes.qualifications = body.qualifications;
  if (body.credential_paths !== undefined) changes.credentialPaths = body.credential_paths;
  if (body.lang !== undefined) changes.lang = body.lang;
  return changes;
}

/** Object paths of the body that are not under the caller's `<user id>/` (compared case-insensitively, as UUIDs are). */
export function foreignObjectErrors(userId: string, body: SavedFields): ExpertFieldError[] {
  const own = (path: string) => path.split('/', 1)[0]!.toLowerCase() === userId.toLowerCase();
  const errors: ExpertFieldError[] = [];
  if (body.photo_path && !own(body.photo_path)) errors.push({ field: 'photo_path', reason: 'not_own_object' });
  body.credential_paths?.forEach((path, index) => {
    if (!own(path)) errors.push({ field: 'credential_paths', index, reason: 'not_own_object' });
  });
  return errors;
}

/** What submitting needs (docs/api.md "The expert portal"), without the storage check. */
export function completenessErrors(row: ExpertProfileRow): ExpertFieldError[] {
  const errors: ExpertFieldError[] = [];
  const required = (field: string) => errors.push({ field, reason: 'required' });
  if (!row.displayName) required('display_name');
  if (!row.bioDe && !row.bioEn) required('bio');
  if (!row.focusAreas.length) required('focus_areas');
  if (!row.languages.length) required('languages');
  if (!row.formats.length) required('formats');
  if (row.formats.includes('in_person') && !row.cityRegion) required('city_region');
  if (row.feePerHourCents === null && !row.firstTalkFree) required('fee_per_hour_cents');
  if (!row.qualifications) required('qualifications');
  if (!row.credentialPaths.length) required('credential_paths');
  return errors;
}

/** Credential documents the profile names that are not in storage. */
export async function missingCredentialErrors(db: Executor, row: ExpertProfileRow): Promise<ExpertFieldError[]> {
  const found = await findObjects(db, expertBuckets.credentials, row.credentialPaths);
  return row.credentialPaths.flatMap((path, index) =>
    found.has(path) ? [] : [{ field: 'credential_paths', index, reason: 'missing_object' as const }],
  );
}

/** The credential documents with their storage metadata, in the profile's order. */
export async function credentialDocuments(db: Executor, row: ExpertProfileRow): Promise<ExpertDocument[]> {
  const found = await findObjects(db, expertBuckets.credentials, row.credentialPaths);
  return row.credentialPaths.map((path) => {
    const object = found.get(path);
    return {
      bucket: 'credentials',
      path,
      name: path.slice(path.lastIndexOf('/') + 1),
      size: object?.size ?? null,
      content_type: object?.contentType ?? null,
      created_at: iso(object?.createdAt ?? null),
      missing: !object,
    };
  });
}

/** Whether a save of an approved profile changes what the review verified. */
export function changesReviewedFields(row: ExpertProfileRow, changes: ExpertProfileChanges): boolean {
  if (changes.qualifications !== undefined && changes.qualifications !== row.qualifications) return true;
  if (changes.credentialPaths !== undefined) {
    const before = [...row.credentialPaths].sort().join('\n');
    return [...changes.credentialPaths].sort().join('\n') !== before;
  }
  return false;
}
