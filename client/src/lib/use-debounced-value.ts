import { useEffect, useState } from 'react';

/** Search boxes wait 500 ms after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stayed unchanged for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
