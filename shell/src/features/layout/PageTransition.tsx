import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';

type MotionOutletType = ComponentType<{ pathname: string; children: ReactNode }>;

// framer-motion is only needed from the second route change on: the first change shows the next
// page at once, and the motion code is fetched after it, when the browser is idle. (Fetched on the
// first sign of interaction, it used to be downloaded and run during the click that changes the
// route, next to the next page's own code, which made that page slower to appear.)
let motionOutlet: Promise<MotionOutletType> | null = null;
const loadMotionOutlet = () => (motionOutlet ??= import('./MotionOutlet').then((module) => module.MotionOutlet));

/** The routed page, animated between routes once the motion code is there. */
export function AnimatedOutlet() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { pathname } = location;
  // The page is rendered with its own location, frozen in the element: AnimatePresence keeps the
  // leaving page's element while it animates out, and without this the page (a remote's own
  // <Routes> under `/<area>/*`) re-rendered with the next address and matched its segments, so a
  // leaving round or expert page asked the api for `/team-rounds/security` and the like.
  const frozen = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const page = useOutlet();
  const outlet = <LocationContext.Provider value={frozen}>{page}</LocationContext.Provider>;
  const preloaded = useRef<MotionOutletType | null>(null);
  const [state, setState] = useState<{ pathname: string; Motion: MotionOutletType | null }>({ pathname, Motion: null });

  // Switch to the animated tree only at a route change, when the page remounts anyway, so
  // nothing a visitor has typed is lost by the switch.
  if (state.pathname !== pathname) {
    setState({ pathname, Motion: state.Motion ?? preloaded.current });
    if (!preloaded.current) {
      // A timer where there is no requestIdleCallback (Safari).
      (window.requestIdleCallback ?? setTimeout)(() => {
        void loadMotionOutlet().then((Motion) => (preloaded.current = Motion));
      });
    }
  }

  const { Motion } = state;
  if (!Motion) return <div key={pathname}>{outlet}</div>;
  return <Motion pathname={pathname}>{outlet}</Motion>;
}
