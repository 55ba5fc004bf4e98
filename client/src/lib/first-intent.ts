// When a server-rendered page starts its scripts (docs/decisions/0072). A first visit's page is
// complete as the server sent it: links are plain links, text and images are there. Its scripts
// (React, Chakra and the page: seconds of a budget phone's main thread) start at the visitor's
// first sign of using a control, not while the page is being read.

/** What a visitor acts on: the scripts start when one is pressed, focused or hovered with a mouse. */
const CONTROLS =
  'button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"], [role="menuitem"], [role="option"], [contenteditable]';

const targetControl = (event: Event): Element | null => (event.target instanceof Element ? event.target.closest(CONTROLS) : null);

/**
 * The browser holds something the page shows from its own storage (a session, a compare tray, a
 * chosen state, a saved pin, a list's position), or the address has a fragment the page reads
 * (a dealer finder's booking preset): the page starts at once, as before, so what it shows is
 * right without a tap.
 */
export function startsAtOnce(): boolean {
  if (window.location.hash.length > 1) return true;
  try {
    return window.localStorage.length > 0 || window.sessionStorage.length > 0;
  } catch {
    // storage refused (a strict privacy mode): nothing stored to show
    return false;
  }
}

/**
 * Resolves at the first press, focus or mouse hover on a control (a link is not one: it works as a
 * link until the scripts run), or at a click, change or form sent without them (a screen reader
 * activates a button with a click alone). Touch scrolling starts on the page, not on a control, so
 * reading and scrolling never start the scripts. Call it before anything that holds those events.
 */
export function firstIntent(): Promise<void> {
  // a control focused before this ran (a tap while the page was still arriving)
  if (document.activeElement?.matches(CONTROLS)) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin', 'pointerover', 'click', 'input', 'change', 'submit'] as const;
    const listen = (event: Event) => {
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
      const anywhere = event.type === 'input' || event.type === 'change' || event.type === 'submit';
      if (!anywhere && !targetControl(event)) return;
      for (const type of events) window.removeEventListener(type, listen, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, listen, { capture: true, passive: true });
  });
}
