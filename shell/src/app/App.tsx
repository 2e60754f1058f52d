import { lazy, Suspense } from 'react';
import { AuthProvider } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { ThemeRoot, ToastHost } from '@cc/shared-ui';
import type { PreviewState } from '../features/federation/preview';
import { AppRoutes } from './router';
import { ShellRouter } from './ShellRouter';

interface AppProps {
  preview: PreviewState;
}

// Only staging previews need the banner, so it is not part of a normal first load.
const PreviewBanner = lazy(() =>
  import('../features/federation/PreviewBanner').then((module) => ({ default: module.PreviewBanner })),
);

export function App({ preview }: AppProps) {
  const { t } = useTranslation('shell');
  return (
    <ThemeRoot>
      <AuthProvider messages={{ signedOut: t('account.signedOut'), signOutFailed: t('account.signOutFailed') }}>
        {(Object.keys(preview.overrides).length > 0 || preview.refused) && (
          <Suspense fallback={null}>
            <PreviewBanner overrides={preview.overrides} refused={preview.refused} />
          </Suspense>
        )}
        <ShellRouter>
          <AppRoutes />
        </ShellRouter>
      </AuthProvider>
      <ToastHost closeLabel={t('toast.close')} />
    </ThemeRoot>
  );
}
