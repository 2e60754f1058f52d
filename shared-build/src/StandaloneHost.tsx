import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import styled from 'styled-components';
import { AuthProvider } from '@cc/shared-auth';
import { supportedLanguages, useLanguage } from '@cc/shared-i18n';
import { Button, ThemeRoot, ToastHost } from '@cc/shared-ui';

// The minimal host a remote runs in on its own dev server: the same providers as the shell,
// a bar to switch language and pages, and nothing of the shell itself.

export interface StandaloneRoute {
  path: string;
  label: string;
  page: ComponentType;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.9rem;
  nav {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
  }
`;

function LanguageButtons() {
  const [language, setLanguage] = useLanguage();
  return (
    <span>
      {supportedLanguages.map((code) => (
        <Button key={code} $variant={code === language ? 'primary' : 'ghost'} onClick={() => setLanguage(code)}>
          {code.toUpperCase()}
        </Button>
      ))}
    </span>
  );
}

function StandaloneHost({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  return (
    <ThemeRoot>
      <AuthProvider>
        <BrowserRouter>
          <Bar>
            <strong>{name} (standalone)</strong>
            <nav aria-label="Remote pages">
              {routes.map((route) => (
                <Link
                  key={route.path}
                  to={route.path
                    .replace('/*', '')
                    .replace(':assessmentType', 'conflict-analysis')
                    .replace(':slug', 'cofounder-konflikt')}
                >
                  {route.label}
                </Link>
              ))}
            </nav>
            <LanguageButtons />
          </Bar>
          <main>
            <Routes>
              {routes.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </main>
        </BrowserRouter>
      </AuthProvider>
      {/* The dev harness has no texts of its own (its bar names pages by their routes' labels). */}
      <ToastHost closeLabel="Close" />
    </ThemeRoot>
  );
}

export function renderStandalone(name: string, routes: StandaloneRoute[]): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneHost name={name} routes={routes} />
    </StrictMode>,
  );
}
