/** The languages the public site is written in (issue 26): English, and Hindi beside it. */
export const LOCALES = ['en', 'hi'] as const;

export type Locale = (typeof LOCALES)[number];

/** Whether a string (a URL's first segment, a profile field) names one of the site's languages. */
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
