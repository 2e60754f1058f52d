import { Suspense } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { AnimatePresence, LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { FullScreenSpinner } from '@cc/shared-ui';
import { Header } from '../header/Header';
import { Footer } from './Footer';

/** The seed's page transition. */
export const pageTransitionSeconds = 0.4;

const Page = styled(m.div)`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
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

function AnimatedOutlet() {
  const location = useLocation();
  const outlet = useOutlet();
  const reduceMotion = useReducedMotion();
  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={location.pathname}
        initial={{ opacity: 0, y: reduceMotion ? 0 : 12 }}
        animate={{ opacity: 1, y: 0 }}
        exit={{ opacity: 0 }}
        // Leaving and entering share the 0.4 s, so a route change never feels sluggish.
        transition={{ duration: reduceMotion ? 0 : pageTransitionSeconds / 2 }}
      >
        {outlet}
      </m.div>
    </AnimatePresence>
  );
}

/** Header, animated page area and footer around every route; fades in once after mount. */
export function Layout() {
  const { t } = useTranslation('shell');
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={domAnimation} strict>
      <Page initial={{ opacity: 0 }} animate={{ opacity: 1 }} transition={{ duration: reduceMotion ? 0 : 0.3 }}>
        <SkipLink href="#main">{t('skipToContent')}</SkipLink>
        <Header />
        <Main id="main" tabIndex={-1}>
          <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
            <AnimatedOutlet />
          </Suspense>
        </Main>
        <Footer />
      </Page>
    </LazyMotion>
  );
}
