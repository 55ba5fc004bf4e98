/** The PIN code a visitor last searched the dealer finder with, kept on this device only. */
const KEY = 'evb.finder.pin';
export const PIN_INPUT = /^[1-9]\d{5}$/;

export function savedPin(): string | null {
  try {
    const pin = window.localStorage.getItem(KEY);
    return pin && PIN_INPUT.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

export function savePin(pin: string) {
  try {
    if (PIN_INPUT.test(pin)) window.localStorage.setItem(KEY, pin);
  } catch {
    // private browsing or storage full: the finder still works, it only forgets the PIN
  }
}
