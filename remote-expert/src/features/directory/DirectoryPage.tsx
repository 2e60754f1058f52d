// /experts: the directory of approved experts, filtered by focus, language, format and region
// (the filters live in the address), with the way to an open request and to booking us directly.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { site } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card, ExternalIcon, VisuallyHidden } from '@cc/shared-ui';
import { QueryState } from '@cc/shared-ui/forms';
import { useExpertDirectory } from './api/directory';
import { DirectoryFilters } from './components/DirectoryFilters';
import { ExpertCard } from './components/ExpertCard';
import { Page } from './components/Page';
import {
  type DirectoryFilters as Filters,
  filtersFromSearch,
  hasFilters,
  noFilters,
  searchFromFilters,
} from './filters';
import { directoryPaths } from './paths';
import './texts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 20px;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (max-width: 360px) {
    grid-template-columns: 1fr;
  }
`;

const Ways = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  margin-bottom: ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 14px;
  }
`;

const Count = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 24px;
`;

export default function DirectoryPage() {
  const { t } = useTranslation(['expertDirectory', 'apiErrors']);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const directory = useExpertDirectory(filters);
  const onChange = useCallback(
    (next: Filters) => setSearch(searchFromFilters(next), { replace: true, preventScrollReset: true }),
    [setSearch],
  );
  const goTo = (page: number) => setSearch(searchFromFilters({ ...filters, page }));

  const data = directory.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  const empty = (
    <Card data-testid="directory-empty">
      <h3 style={{ marginTop: 0, fontSize: '1.2rem' }}>
        {t(hasFilters(filters) ? 'directory.empty.title' : 'directory.empty.none')}
      </h3>
      <p>{t('directory.empty.text')}</p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 0 }}>
        {hasFilters(filters) && (
          <Button $variant="secondary" onClick={() => onChange(noFilters)}>
            {t('filters.reset')}
          </Button>
        )}
        <ButtonLink to={directoryPaths.request()}>{t('directory.match.cta')}</ButtonLink>
      </p>
    </Card>
  );
  const list = (loaded: NonNullable<typeof data>) => (
    <>
      <Grid aria-label={t('directory.listLabel')} data-testid="expert-list">
        {loaded.experts.map((expert) => (
          <li key={expert.id}>
            <ExpertCard expert={expert} />
          </li>
        ))}
      </Grid>
      {pages > 1 && (
        <Pager aria-label={t('directory.pages.label')}>
          {filters.page > 1 && (
            <Button $variant="secondary" onClick={() => goTo(filters.page - 1)}>
              {t('directory.pages.previous')}
            </Button>
          )}
          <span>{t('directory.pages.current', { page: filters.page, pages })}</span>
          {filters.page < pages && (
            <Button $variant="secondary" onClick={() => goTo(filters.page + 1)}>
              {t('directory.pages.next')}
            </Button>
          )}
        </Pager>
      )}
    </>
  );

  return (
    <Page title={t('directory.title')} lead={t('directory.lead')} data-testid="expert-directory">
      <Ways>
        <Card as="section" aria-labelledby="directory-match-title">
          <h2 id="directory-match-title">{t('directory.match.title')}</h2>
          <p>{t('directory.match.text')}</p>
          <ButtonLink to={directoryPaths.request()}>{t('directory.match.cta')}</ButtonLink>
        </Card>
        <Card as="section" aria-labelledby="directory-booking-title">
          <h2 id="directory-booking-title">{t('directory.booking.title')}</h2>
          <p>{t('directory.booking.text')}</p>
          <ButtonLink href={site.links.booking} variant="secondary" data-testid="directory-booking">
            {t('directory.booking.cta')}
            <ExternalIcon size={18} />
            <VisuallyHidden>{t('directory.booking.newTab')}</VisuallyHidden>
          </ButtonLink>
        </Card>
      </Ways>
      <section aria-labelledby="directory-results-title">
        <h2 id="directory-results-title" style={{ fontSize: '1.4rem', margin: '0 0 12px' }}>
          {t('directory.resultsTitle')}
        </h2>
        <DirectoryFilters filters={filters} onChange={onChange} />
        <div aria-live="polite" aria-busy={directory.isFetching}>
          {data && !directory.isError && data.total > 0 && (
            <Count data-testid="directory-count">{t('directory.count', { count: data.total })}</Count>
          )}
        </div>
        <QueryState
          query={directory}
          loading={t('directory.loading')}
          errorTestId="directory-error"
          error={
            <>
              <p>
                <strong>{t('directory.error.title')}</strong>
              </p>
              <p>{apiErrorText(t, directory.error)}</p>
            </>
          }
          retry={t('directory.error.retry')}
          isEmpty={(loaded) => loaded.experts.length === 0}
          empty={empty}
        >
          {list}
        </QueryState>
      </section>
    </Page>
  );
}
