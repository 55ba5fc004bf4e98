import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that open a closed select's list instead of changing its value, or leave it. */
const NON_CHOOSING_KEYS = new Set(['Tab', ' ', 'F4', 'Shift', 'Control', 'Alt', 'Meta']);

/**
 * The props of a `<select>` whose choice acts at once (sends a ride's status, opens another page,
 * changes a list's address). A closed select changes its value at each arrow key or typed letter
 * (Chromium and Firefox on Windows and Linux), so acting on every change would send a status or
 * leave the page on the way to the option the person wants (WCAG 3.2.2, on input). A choice made
 * with those keys is shown and kept until Enter or leaving the select, and Escape takes it back;
 * a choice made with the mouse, a touch screen or the select's open list acts at once, as before.
 */
export function useSettledSelect<T extends string>(value: T, choose: (next: T) => void) {
  const [draft, setDraft] = useState<T | null>(null);
  // whether the next change comes from a key pressed on the closed select
  const stepping = useRef(false);
  const settle = () => {
    stepping.current = false;
    if (draft === null) return;
    setDraft(null);
    if (draft !== value) choose(draft);
  };
  return {
    value: draft ?? value,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const next = event.currentTarget.value as T;
      if (stepping.current) setDraft(next);
      else {
        setDraft(null);
        choose(next);
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === 'Enter') {
        // Enter confirms a choice made with the keys (and does not open the list then)
        if (draft !== null) {
          event.preventDefault();
          settle();
        }
        return;
      }
      if (event.key === 'Escape') {
        stepping.current = false;
        if (draft !== null) {
          event.preventDefault();
          setDraft(null);
        }
        return;
      }
      // Alt+arrow opens the list: a choice made there comes as one change
      stepping.current = !event.altKey && !NON_CHOOSING_KEYS.has(event.key);
    },
    onBlur: settle,
    onPointerDown: () => {
      stepping.current = false;
    },
  };
}
