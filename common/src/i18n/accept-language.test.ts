import { preferredLocale } from './accept-language';

describe('the language an Accept-Language header prefers', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.6', 'hi'],
    ['mr-IN,hi;q=0.8,en;q=0.5', 'hi'],
    ['HI', 'hi'],
    ['hi;q=0,en', 'en'],
    ['fr,de', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
    ['hi;q=abc', 'hi'],
    ['en;q=0.9, hi;q=0.9', 'en'],
  ])('%s → %s', (header, locale) => expect(preferredLocale(header)).toBe(locale));

  it('reads no further than a browser would send', () => {
    expect(preferredLocale(`${'xx,'.repeat(400)}hi`)).toBeUndefined();
    expect(preferredLocale(['fr', 'hi'])).toBe('hi');
  });
});
