import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** A picker lists this many matches of what was typed: type more to narrow (every row stays reachable). */
export const CHOICES_SHOWN = 50;

/**
 * The text of a picker's search box and the term its query uses: trimmed, blank as undefined,
 * and only once typing has paused (500 ms).
 */
export function useChoiceSearch() {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim());
  return { text, setText, term: settled === '' ? undefined : settled };
}
