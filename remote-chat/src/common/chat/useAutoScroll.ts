// Follows the newest message while the reader is at the end of the page; stops as soon as they
// scroll up (to read something earlier) and offers a jump back. The page itself scrolls, not a box
// of fixed height, so the composer stays usable with a phone's keyboard open.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How close to the end (px) still counts as "at the end". */
const slack = 120;

function atEnd(): boolean {
  const root = document.documentElement;
  return window.innerHeight + window.scrollY >= root.scrollHeight - slack;
}

export function useAutoScroll(endRef: RefObject<HTMLElement | null>, change: unknown, active: boolean) {
  const following = useRef(true);
  const [showJump, setShowJump] = useState(false);

  useEffect(() => {
    const onScroll = () => {
      following.current = atEnd();
      setShowJump(!following.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (active && following.current) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [change, active, endRef]);

  const jump = useCallback(() => {
    following.current = true;
    setShowJump(false);
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [endRef]);

  return { showJump: active && showJump, jump };
}
