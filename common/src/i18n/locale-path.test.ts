import { localeOfPath, localizedPath, stripLocale } from './locale-path';

describe('one URL per language', () => {
  it.each([
    ['/', 'en'],
    ['/hi', 'hi'],
    ['/hi/', 'hi'],
    ['/hi/products/ather-450x', 'hi'],
    ['/hi?x=1', 'hi'],
    ['/hindi', 'en'],
    ['/history', 'en'],
    ['/en/products', 'en'],
    ['/products/hi', 'en'],
  ])('reads the language of %s as %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it.each([
    ['/hi', '/'],
    ['/hi/', '/'],
    ['/hi/e_vehicles/scooter', '/e_vehicles/scooter'],
    ['/hi?utm=1', '/?utm=1'],
    ['/history', '/history'],
    ['/', '/'],
  ])('strips the prefix of %s to %s', (path, bare) => expect(stripLocale(path)).toBe(bare));

  it.each([
    ['hi', '/', '/hi'],
    ['hi', '/products/x?a=1', '/hi/products/x?a=1'],
    ['hi', '/?a=1', '/hi?a=1'],
    ['hi', '/hi/blogs', '/hi/blogs'],
    ['en', '/hi/blogs/7', '/blogs/7'],
    ['en', '/hi', '/'],
    ['en', '/compare/a,b', '/compare/a,b'],
  ] as const)('puts %s and %s at %s', (locale, path, localized) => expect(localizedPath(locale, path)).toBe(localized));
});
