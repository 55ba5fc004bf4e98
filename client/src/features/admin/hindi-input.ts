/**
 * Spread on a field that takes a Hindi text (issue 26): the input says `lang="hi"`, so the browser
 * spell-checks and a screen reader reads it as Hindi, while its label stays in the English back-office.
 * The form fields pass unknown props on to their input.
 */
export const HINDI_INPUT = { lang: 'hi' } as const;
