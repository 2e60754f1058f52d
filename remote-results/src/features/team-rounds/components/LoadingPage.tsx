import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { Spinner } from '@cc/shared-ui';
import { Page } from './layout';

/** An owner page while the identity or the round is on its way (and the lazy pages' fallback). */
export function LoadingPage() {
  const { t } = useTranslation('results');
  useDocumentTitle(t('teamRounds.common.loading'));
  return (
    <Page>
      <p role="status">
        <Spinner $size={20} /> {t('teamRounds.common.loading')}
      </p>
    </Page>
  );
}
