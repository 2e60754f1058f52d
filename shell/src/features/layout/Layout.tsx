import { Suspense, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { FullScreenSpinner } from '@cc/shared-ui';
import { Footer } from './Footer';
import { AnimatedOutlet } from './PageTransition';
import { snapshotShown } from './snapshot';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

// The layout fades in once after mount (CSS: the global reduced-motion rule shortens it),
// except when it replaces the snapshot of `/`, which is on screen already.
const Page = styled.div<{ $fadeIn: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  animation: ${({ $fadeIn }) =>
    $fadeIn
      ? css`
          ${fadeIn} 0.3s ease-out
        `
      : 'none'};
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -60px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  z-index: ${({ theme }) => theme.zIndex.banner};
  &:focus {
    top: 8px;
  }
`;

/**
 * Header, animated page area and footer around every route; fades in once after mount (not when
 * it takes over the snapshot of `/`). The header is another feature: the app passes it in.
 */
export function Layout({ header }: { header: ReactNode }) {
  const { t } = useTranslation('shell');
  const [fades] = useState(() => !snapshotShown());
  return (
    <Page $fadeIn={fades}>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      {header}
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
          <AnimatedOutlet />
        </Suspense>
      </Main>
      <Footer />
    </Page>
  );
}
