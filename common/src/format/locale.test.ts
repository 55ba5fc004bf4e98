import { isLocale, LOCALES } from './locale';

describe('isLocale', () => {
  it('accepts the site’s languages and nothing else', () => {
    expect(LOCALES).toEqual(['en', 'hi']);
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    for (const other of ['EN', 'hi-IN', 'mr', '', undefined, null, 1]) expect(isLocale(other)).toBe(false);
  });
});
