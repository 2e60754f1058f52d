// Follows the newest message in the chat's own scroll area while the reader is at its end; stops
// as soon as they scroll up (to read something earlier) and offers a jump back. Only a move up by
// the reader stops following: content that grows under a streaming reply never does.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** How close to the end (px) still counts as "at the end". */
const slack = 24;

function atEnd(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - slack;
}

function toEnd(element: HTMLElement) {
  element.scrollTop = element.scrollHeight;
}

export function useAutoScroll(scrollRef: RefObject<HTMLElement | null>, change: unknown, active: boolean) {
  const following = useRef(true);
  const lastTop = useRef(0);
  const [showJump, setShowJump] = useState(false);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    lastTop.current = element.scrollTop;
    const onScroll = () => {
      const top = element.scrollTop;
      if (atEnd(element)) following.current = true;
      // Up by the reader (our own scrolling only ever goes down).
      else if (top < lastTop.current - 1) following.current = false;
      lastTop.current = top;
      setShowJump(!following.current);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollRef]);

  useEffect(() => {
    const element = scrollRef.current;
    if (active && following.current && element) toEnd(element);
  }, [change, active, scrollRef]);

  const jump = useCallback(() => {
    following.current = true;
    setShowJump(false);
    if (scrollRef.current) toEnd(scrollRef.current);
  }, [scrollRef]);

  return { showJump: active && showJump, jump };
}
