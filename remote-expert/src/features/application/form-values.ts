// The application form's values as typed (text, also for the fee), their conversion to the
// contract's body, and the checks the browser makes before the api makes them again.
import {
  expertProfileLimits as limits,
  type ExpertFieldError,
  type ExpertProfile,
  type SaveExpertProfileBody,
} from '@cc/shared-contract';
import { expertMaxFeeCents, type ExpertFocusArea, type ExpertFormat, type ExpertLanguage } from '@cc/shared-domain';

export interface FormValues {
  display_name: string;
  title: string;
  photo_path: string | null;
  bio_de: string;
  bio_en: string;
  focus_areas: ExpertFocusArea[];
  languages: ExpertLanguage[];
  formats: ExpertFormat[];
  city_region: string;
  /** Euros as typed ("150" or "150,50"). */
  fee: string;
  first_talk_free: boolean;
  qualifications: string;
  credential_paths: string[];
}

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const fieldOrder = [
  'display_name',
  'title',
  'photo_path',
  'bio_de',
  'bio_en',
  'focus_areas',
  'languages',
  'formats',
  'city_region',
  'fee',
  'first_talk_free',
  'qualifications',
  'credential_paths',
] as const satisfies readonly (keyof FormValues)[];

export type FieldName = (typeof fieldOrder)[number];

/** A field's message: a key of the expert namespace and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type FieldErrors = Partial<Record<FieldName, FieldMessage>>;

export const emptyValues: FormValues = {
  display_name: '',
  title: '',
  photo_path: null,
  bio_de: '',
  bio_en: '',
  focus_areas: [],
  languages: [],
  formats: [],
  city_region: '',
  fee: '',
  first_talk_free: false,
  qualifications: '',
  credential_paths: [],
};

const centsToText = (cents: number | null, language: string) =>
  cents === null ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2).replace('.', language === 'de' ? ',' : '.');

export function valuesFromProfile(profile: ExpertProfile | null, language: string): FormValues {
  if (!profile) return emptyValues;
  return {
    display_name: profile.display_name ?? '',
    title: profile.title ?? '',
    photo_path: profile.photo_path,
    bio_de: profile.bio_de ?? '',
    bio_en: profile.bio_en ?? '',
    focus_areas: profile.focus_areas,
    languages: profile.languages,
    formats: profile.formats,
    city_region: profile.city_region ?? '',
    fee: centsToText(profile.fee_per_hour_cents, language),
    first_talk_free: profile.first_talk_free,
    qualifications: profile.qualifications ?? '',
    credential_paths: profile.credential_paths,
  };
}

/** "150", "150,5", "1.500,00", "150.50" → cents; null when empty, NaN when not a price. */
export function feeToCents(text: string): number | null {
  const trimmed = text.replace(/\s|€|EUR/gi, '');
  if (!trimmed) return null;
  // The last separator followed by one or two digits is the decimal one; others group thousands.
  const match = /^(\d{1,3}(?:[.,']?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  const euros = Number((match[1] ?? '').replace(/[.,']/g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return euros * 100 + cents;
}

export function bodyFromValues(values: FormValues): SaveExpertProfileBody {
  const fee = feeToCents(values.fee);
  return {
    display_name: values.display_name,
    title: values.title,
    photo_path: values.photo_path,
    bio_de: values.bio_de,
    bio_en: values.bio_en,
    focus_areas: values.focus_areas,
    languages: values.languages,
    formats: values.formats,
    // A city without in-person meetings means nothing; it is kept in the form but not sent.
    city_region: values.formats.includes('in_person') ? values.city_region : '',
    fee_per_hour_cents: fee === null || Number.isNaN(fee) ? null : fee,
    first_talk_free: values.first_talk_free,
    qualifications: values.qualifications,
    credential_paths: values.credential_paths,
  };
}

const length = (text: string) => text.trim().length;

/**
 * The browser's checks. Saving a draft checks only what the api would refuse as invalid;
 * submitting also checks that everything a review needs is there.
 */
export function validate(values: FormValues, mode: 'draft' | 'submit'): FieldErrors {
  const errors: FieldErrors = {};
  const name = length(values.display_name);
  if (name > 0 && name < limits.displayName.min) {
    errors.display_name = { key: 'application.errors.too_short', values: { min: limits.displayName.min } };
  }
  const tooLong = (field: FieldName, text: string, max: number) => {
    if (length(text) > max) errors[field] = { key: 'application.errors.too_long', values: { max } };
  };
  tooLong('display_name', values.display_name, limits.displayName.max);
  tooLong('title', values.title, limits.title.max);
  tooLong('bio_de', values.bio_de, limits.bio.max);
  tooLong('bio_en', values.bio_en, limits.bio.max);
  tooLong('city_region', values.city_region, limits.cityRegion.max);
  tooLong('qualifications', values.qualifications, limits.qualifications.max);
  const fee = feeToCents(values.fee);
  if (fee !== null && (Number.isNaN(fee) || fee > expertMaxFeeCents)) {
    errors.fee = { key: 'application.errors.fee', values: { max: expertMaxFeeCents / 100 } };
  }
  if (mode === 'submit') {
    const required = (field: FieldName, missing: boolean) => {
      if (missing && !errors[field]) errors[field] = { key: `application.errors.required.${field}` };
    };
    required('display_name', name === 0);
    required('bio_de', length(values.bio_de) === 0 && length(values.bio_en) === 0);
    required('focus_areas', values.focus_areas.length === 0);
    required('languages', values.languages.length === 0);
    required('formats', values.formats.length === 0);
    required('city_region', values.formats.includes('in_person') && length(values.city_region) === 0);
    // A fee, or at least a free first talk (the api's rule).
    required('fee', fee === null && !values.first_talk_free);
    required('qualifications', length(values.qualifications) === 0);
    required('credential_paths', values.credential_paths.length === 0);
  }
  return errors;
}

const fieldOfServer: Record<string, FieldName> = {
  fee_per_hour_cents: 'fee',
  bio: 'bio_de',
  bios: 'bio_de',
};

/**
 * The api's field errors (expert_profile_invalid, expert_profile_incomplete) as the form's. Its own
 * mapping, not shared-auth's refusalMessage: the api's names differ from the form's (the fee in
 * cents is a field in euros, one `bio` stands for both bios) and each field has its own required
 * text; the result goes through useFormErrors' show like the form's own check.
 */
export function fieldErrorsFromServer(fields: readonly ExpertFieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of fields) {
    const field = (fieldOfServer[error.field] ?? error.field) as FieldName;
    if (!(fieldOrder as readonly string[]).includes(field) || errors[field]) continue;
    const values: Record<string, string | number> = {};
    if (error.min !== undefined) values.min = error.min;
    if (error.max !== undefined) values.max = field === 'fee' ? error.max / 100 : error.max;
    if (field === 'fee' && values.max === undefined) values.max = expertMaxFeeCents / 100;
    const key =
      error.reason === 'required'
        ? `application.errors.required.${field}`
        : field === 'fee'
          ? 'application.errors.fee'
          : `application.errors.${error.reason}`;
    errors[field] = { key, values };
  }
  return errors;
}
