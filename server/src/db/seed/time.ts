const DAY = 24 * 60 * 60 * 1000;

/** A moment `days` ago (fractions allowed), so demo rows spread over the past months. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** YYYY-MM-DD of today plus `days`, for offer dates. */
export const dateFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A small deterministic random source, so every fresh demo database looks the same. */
export { seededRandom } from '@evbazaar/common';
