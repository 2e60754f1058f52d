import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { expertProfileLimits } from '@cc/shared-contract';
import { expertFocusAreas, expertFormats, expertLanguages } from '@cc/shared-domain';
import { useFieldLimit, useTranslation } from '@cc/shared-i18n';
import { TextButton } from '@cc/shared-ui';
import { SelectField, TextField, isOverLimit } from '@cc/shared-ui/forms';
import { type DirectoryFilters as Filters, hasFilters, noFilters } from '../filters';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px 16px;
  align-items: end;
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  .reset {
    grid-column: 1 / -1;
    justify-self: start;
  }
`;

/** How long typing in the region field rests before the list follows (one request, not one per key). */
export const regionDelayMs = 400;

const regionMax = expertProfileLimits.cityRegion.max;

interface DirectoryFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Focus, language, format and region; every change goes to the address (page 1 again). */
export function DirectoryFilters({ filters, onChange }: DirectoryFiltersProps) {
  const { t } = useTranslation(['expertDirectory', 'expert']);
  const id = useId();
  const limitOf = useFieldLimit();
  const regionInput = useRef<HTMLInputElement>(null);
  const [region, setRegion] = useState(filters.region);
  // A region over the contract's limit stays in the field (its counter says so) and out of the
  // address: the api would refuse it.
  const regionFits = !isOverLimit(region, regionMax);
  // The address changed by other means (back button, reset): the field follows.
  useEffect(() => setRegion(filters.region), [filters.region]);
  useEffect(() => {
    if (region === filters.region || !regionFits) return;
    const timer = setTimeout(() => onChange({ ...filters, region, page: 1 }), regionDelayMs);
    return () => clearTimeout(timer);
  }, [region, regionFits, filters, onChange]);

  const set = (change: Partial<Filters>) => onChange({ ...filters, ...(regionFits && { region }), ...change, page: 1 });

  return (
    <Form
      role="search"
      aria-label={t('filters.label')}
      data-testid="directory-filters"
      onSubmit={(event) => {
        event.preventDefault();
        if (regionFits) set({});
        else regionInput.current?.focus();
      }}
    >
      <SelectField
        id={`${id}-focus`}
        label={t('filters.focus')}
        value={filters.focus ?? ''}
        onChange={(event) => set({ focus: (event.target.value || null) as Filters['focus'] })}
      >
        <option value="">{t('filters.anyFocus')}</option>
        {expertFocusAreas.map((focus) => (
          <option key={focus} value={focus}>
            {t(`expert:options.focus.${focus}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-language`}
        label={t('filters.language')}
        value={filters.language ?? ''}
        onChange={(event) => set({ language: (event.target.value || null) as Filters['language'] })}
      >
        <option value="">{t('filters.anyLanguage')}</option>
        {expertLanguages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`expert:options.languages.${lang}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-format`}
        label={t('filters.format')}
        value={filters.format ?? ''}
        onChange={(event) => set({ format: (event.target.value || null) as Filters['format'] })}
      >
        <option value="">{t('filters.anyFormat')}</option>
        {expertFormats.map((format) => (
          <option key={format} value={format}>
            {t(`expert:options.formats.${format}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-region`}
        type="search"
        label={t('filters.region')}
        value={region}
        ref={regionInput}
        limit={limitOf(regionMax)}
        placeholder={t('filters.regionPlaceholder')}
        autoComplete="address-level2"
        onChange={(event) => setRegion(event.target.value)}
      />
      {hasFilters({ ...filters, region }) && (
        <TextButton className="reset" onClick={() => onChange(noFilters)}>
          {t('filters.reset')}
        </TextButton>
      )}
    </Form>
  );
}
