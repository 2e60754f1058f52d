import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, ErrorScreen } from '@cc/shared-ui';

/** The page shown for an unexpected error anywhere in a route. */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('routeError.title'));
  return (
    <ErrorScreen
      title={t('routeError.title')}
      message={t('routeError.message')}
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

interface BoundaryState {
  failed: boolean;
  path: string;
}

class Boundary extends Component<{ path: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Another address renders its page again, as the data router's errorElement did.
  static getDerivedStateFromProps(props: { path: string }, state: BoundaryState): BoundaryState | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** Shows {@link RouteErrorPage} instead of the routes after a render error, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
