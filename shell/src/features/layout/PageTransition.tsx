import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';

type MotionOutletType = ComponentType<{ pathname: string; children: ReactNode }>;

// framer-motion is only needed once the visitor navigates, so it stays out of the first load:
// it is fetched on the first sign of interaction and used from the next route change on.
let motionOutlet: Promise<MotionOutletType> | null = null;
const loadMotionOutlet = () => (motionOutlet ??= import('./MotionOutlet').then((module) => module.MotionOutlet));
const intentEvents = ['pointerdown', 'pointerover', 'keydown', 'touchstart', 'focusin'] as const;

/** The routed page, animated between routes once the motion code is there. */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const preloaded = useRef<MotionOutletType | null>(null);
  const [state, setState] = useState<{ pathname: string; Motion: MotionOutletType | null }>({ pathname, Motion: null });

  useEffect(() => {
    const preload = () => {
      for (const event of intentEvents) document.removeEventListener(event, preload, true);
      void loadMotionOutlet().then((Motion) => {
        preloaded.current = Motion;
      });
    };
    for (const event of intentEvents) document.addEventListener(event, preload, { capture: true, passive: true });
    return () => {
      for (const event of intentEvents) document.removeEventListener(event, preload, true);
    };
  }, []);

  // Switch to the animated tree only at a route change, when the page remounts anyway, so
  // nothing a visitor has typed is lost by the switch.
  if (state.pathname !== pathname) {
    setState({ pathname, Motion: state.Motion ?? preloaded.current });
    if (!preloaded.current) void loadMotionOutlet().then((Motion) => (preloaded.current = Motion));
  }

  const { Motion } = state;
  if (!Motion) return <div key={pathname}>{outlet}</div>;
  return <Motion pathname={pathname}>{outlet}</Motion>;
}
