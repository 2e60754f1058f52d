// The directory's filters live in the address (`/experts?focus=team&language=en&format=online&region=Berlin&page=2`),
// so a filtered list can be shared, reloaded and reached again with the back button.
import { expertProfileLimits, type ExpertDirectoryQuery } from '@cc/shared-contract';
import {
  type ExpertFocusArea,
  type ExpertFormat,
  type ExpertLanguage,
  expertFocusAreas,
  expertFormats,
  expertLanguages,
} from '@cc/shared-domain';

export interface DirectoryFilters {
  focus: ExpertFocusArea | null;
  language: ExpertLanguage | null;
  format: ExpertFormat | null;
  /** Part of a city or region (free text); '' for any. */
  region: string;
  /** 1-based. */
  page: number;
}

export const noFilters: DirectoryFilters = { focus: null, language: null, format: null, region: '', page: 1 };

/** Experts per page of the directory. */
export const directoryPageSize = 12;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The filters an address asks for; anything unknown is ignored (an old or edited link still works). */
export function filtersFromSearch(search: URLSearchParams): DirectoryFilters {
  const page = Number(search.get('page'));
  return {
    focus: oneOf(expertFocusAreas, search.get('focus')),
    language: oneOf(expertLanguages, search.get('language')),
    format: oneOf(expertFormats, search.get('format')),
    region: (search.get('region') ?? '').slice(0, expertProfileLimits.cityRegion.max),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for `filters` (only what is set, so the plain directory is `/experts`). */
export function searchFromFilters(filters: DirectoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.focus) search.set('focus', filters.focus);
  if (filters.language) search.set('language', filters.language);
  if (filters.format) search.set('format', filters.format);
  if (filters.region.trim()) search.set('region', filters.region);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const hasFilters = (filters: DirectoryFilters) =>
  Boolean(filters.focus || filters.language || filters.format || filters.region.trim());

/** The api's query for `filters` (its parameter for the focus is `focus_area`). */
export function directoryQuery(filters: DirectoryFilters): ExpertDirectoryQuery {
  return {
    page: filters.page,
    per_page: directoryPageSize,
    ...(filters.focus ? { focus_area: filters.focus } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.format ? { format: filters.format } : {}),
    ...(filters.region.trim() ? { region: filters.region.trim() } : {}),
  };
}
