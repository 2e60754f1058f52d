import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { ButtonLink } from '@cc/shared-ui';
import { PageSection } from '../../common/PageSection';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  // The h1 is the bare number; the title says it in words, in the page's language.
  useDocumentTitle(t('page_not_found'));

  // The spec logs the missing path. A visitor's mistyped link is expected, not an error of the
  // app: a warning, so real errors stand out in the console.
  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);

  return (
    <PageSection style={{ textAlign: 'center' }} data-testid="not-found">
      <h1>{t('404')}</h1>
      <p>{t('page_not_found')}</p>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </PageSection>
  );
}
