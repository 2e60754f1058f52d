import { RouterProvider } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { AuthProvider } from '@cc/shared-auth';
import { ThemeRoot } from '@cc/shared-ui';
import type { PreviewOverrides, PreviewRequest } from '../features/federation/preview';
import { PreviewBanner } from '../features/federation/PreviewBanner';
import { createRouter } from './router';

interface AppProps {
  preview: { overrides: PreviewOverrides; refused: PreviewRequest | null };
}

const router = createRouter();

export function App({ preview }: AppProps) {
  return (
    <ThemeRoot>
      <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <AuthProvider>
          <PreviewBanner overrides={preview.overrides} refused={preview.refused} />
          <RouterProvider router={router} />
        </AuthProvider>
      </SnackbarProvider>
    </ThemeRoot>
  );
}
