import type { ReactNode } from 'react';
import { AnimatePresence, LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';

/** The page transition takes 0.4 s: half for the leaving page, half for the entering one. */
export const pageTransitionSeconds = 0.4;

/** Animates the routed page between routes; loaded on demand by AnimatedOutlet. */
export function MotionOutlet({ pathname, children }: { pathname: string; children: ReactNode }) {
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : pageTransitionSeconds / 2;
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence mode="wait" initial={false}>
        <m.div
          key={pathname}
          initial={{ opacity: 0, y: reduceMotion ? 0 : 12 }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0 }}
          transition={{ duration }}
        >
          {children}
        </m.div>
      </AnimatePresence>
    </LazyMotion>
  );
}
