import { useCallback, useEffect, useRef, useState } from 'react';

/** Settings' success text lasts 3 seconds (spec 000 sections 4 and 9). */
export const SAVED_MESSAGE_MS = 3000;

/** A message that clears itself `ms` after it was last shown. */
export const useTimedMessage = (ms: number = SAVED_MESSAGE_MS) => {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
};
