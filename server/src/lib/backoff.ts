/** back-off doubles from the base up to this ceiling */
const MAX_DELAY_MS = 60 * 60_000;

/** Delay before try number `attempts + 1` of an outbox row (a mail, a webhook delivery): base, 2x, 4x, … up to an hour. */
export const retryDelay = (baseMs: number, attempts: number) => Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
