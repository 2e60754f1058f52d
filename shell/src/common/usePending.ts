import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async action at a time: `pending` while it runs, and a second submit in the
 * meantime is ignored (the button stays focusable, marked aria-disabled, instead of disabled).
 */
export function usePending(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return [pending, run];
}
