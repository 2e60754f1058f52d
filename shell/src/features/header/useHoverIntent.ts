import { useCallback, useEffect, useRef, useState } from 'react';
import { hoverDelays } from './nav-items';

/**
 * Which desktop menu entry shows its hint. Opens 200 ms after the pointer rests on an entry,
 * closes 150 ms after it leaves; moving to another entry within 300 ms of a close skips the
 * open delay (so sweeping across the menu does not stutter). Focus opens at once.
 */
export function useHoverIntent<K extends string>() {
  const [openKey, setOpenKey] = useState<K | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastClosedAt = useRef(-Infinity);
  const openRef = useRef<K | null>(null);

  const set = useCallback((key: K | null) => {
    if (key === null && openRef.current !== null) lastClosedAt.current = Date.now();
    openRef.current = key;
    setOpenKey(key);
  }, []);

  const clear = () => clearTimeout(timer.current);
  useEffect(() => clear, []);

  const enter = useCallback(
    (key: K) => {
      clear();
      const skipping = openRef.current !== null || Date.now() - lastClosedAt.current < hoverDelays.skipMs;
      if (skipping) set(key);
      else timer.current = setTimeout(() => set(key), hoverDelays.openMs);
    },
    [set],
  );

  const leave = useCallback(() => {
    clear();
    timer.current = setTimeout(() => set(null), hoverDelays.closeMs);
  }, [set]);

  const focus = useCallback(
    (key: K) => {
      clear();
      set(key);
    },
    [set],
  );

  const close = useCallback(() => {
    clear();
    set(null);
  }, [set]);

  return { openKey, enter, leave, focus, close };
}
