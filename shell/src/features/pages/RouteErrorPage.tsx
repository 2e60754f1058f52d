import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, ErrorScreen } from '@cc/shared-ui';

/** The router's error element: an unexpected error anywhere in a route. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  console.error('Unexpected application error', error);
  const status = isRouteErrorResponse(error) ? ` (${error.status})` : '';
  return (
    <ErrorScreen
      title={t('routeError.title')}
      message={`${t('routeError.message')}${status}`}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <ButtonLink href="/" variant="secondary">
            {t('notFound.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
