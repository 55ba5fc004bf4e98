import { useRef } from 'react';

/** Keeps the last loaded list on screen while a larger page loads (Load More). */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const last = useRef<T | undefined>(value);
  if (value !== undefined) last.current = value;
  return last.current;
}

export const FIRST_PAGE = 12;
export const LOAD_MORE_STEP = 4;
