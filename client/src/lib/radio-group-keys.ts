import type { KeyboardEvent } from 'react';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/** The radios of a group that can be chosen, in the order they show. */
const choosableRadios = (group: HTMLElement) =>
  Array.from(group.querySelectorAll<HTMLElement>('[role="radio"]')).filter((radio) => !radio.matches(':disabled, [aria-disabled="true"]'));

/**
 * The keys of the ARIA radio group, for a group of `role="radio"` buttons (put it on the element
 * with `role="radiogroup"`): the arrow keys move to the next or previous radio that can be chosen
 * (round the ends), Home and End to the first and last, and choose it as a click would.
 * `radioTabStop` keeps the group one Tab stop.
 */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const radios = choosableRadios(event.currentTarget);
  const current = radios.indexOf(event.target as HTMLElement);
  if (current < 0) return;
  let next: number;
  if (NEXT_KEYS.has(event.key)) next = (current + 1) % radios.length;
  else if (PREVIOUS_KEYS.has(event.key)) next = (current - 1 + radios.length) % radios.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = radios.length - 1;
  else return;
  // the arrows would scroll the page (or the strip) otherwise
  event.preventDefault();
  const radio = radios[next];
  radio.focus();
  if (radio.getAttribute('aria-checked') !== 'true') radio.click();
}

/** The index of a radio group's one Tab stop: the chosen radio, else the first that can be chosen (-1: none can). */
export function radioTabStop<T>(items: readonly T[], isChecked: (item: T) => boolean, isDisabled: (item: T) => boolean = () => false): number {
  const checked = items.findIndex((item) => isChecked(item) && !isDisabled(item));
  return checked >= 0 ? checked : items.findIndex((item) => !isDisabled(item));
}
