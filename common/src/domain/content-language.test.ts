import { contentLocales, fromLocaleEnum, localizedList, localizedText, preferredLocale, toLocaleEnum } from './content-language';

describe('content in two languages', () => {
  it('shows the Hindi text where it is written, else the English one', () => {
    expect(localizedText('A scooter', 'एक स्कूटर', 'hi')).toBe('एक स्कूटर');
    expect(localizedText('A scooter', 'एक स्कूटर', 'en')).toBe('A scooter');
    expect(localizedText('A scooter', null, 'hi')).toBe('A scooter');
    expect(localizedText('A scooter', '   ', 'hi')).toBe('A scooter');
    expect(localizedText(null, null, 'hi')).toBeNull();
    expect(localizedList(['Fast'], ['तेज़'], 'hi')).toEqual(['तेज़']);
    expect(localizedList(['Fast'], [], 'hi')).toEqual(['Fast']);
    expect(localizedList(['Fast'], null, 'hi')).toEqual(['Fast']);
    expect(localizedList(['Fast'], ['तेज़'], 'en')).toEqual(['Fast']);
  });

  it('lists Hindi among the languages only when every text written in English has its Hindi twin', () => {
    expect(
      contentLocales([
        ['A scooter', 'एक स्कूटर'],
        [['Fast'], ['तेज़']],
      ]),
    ).toEqual(['en', 'hi']);
    expect(
      contentLocales([
        ['A scooter', 'एक स्कूटर'],
        [['Fast'], null],
      ]),
    ).toEqual(['en']);
    expect(contentLocales([['A scooter', null]])).toEqual(['en']);
    // nothing to translate where the English is empty
    expect(
      contentLocales([
        ['A scooter', 'एक स्कूटर'],
        [[], null],
        [null, null],
      ]),
    ).toEqual(['en', 'hi']);
  });

  it('reads Accept-Language by q-value, highest first, ties in the order written', () => {
    expect(preferredLocale('hi')).toBe('hi');
    expect(preferredLocale('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(preferredLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLocale('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(preferredLocale('HI-in; Q=0.7, fr')).toBe('hi');
    expect(preferredLocale('hi;q=0.5, en;q=0.5')).toBe('hi');
    expect(preferredLocale('fr, de;q=0.9')).toBe('en');
    expect(preferredLocale('*')).toBe('en');
    expect(preferredLocale('fr, *;q=0.5, hi;q=0.6')).toBe('hi');
  });

  it('refuses a range with q=0 or a malformed q-value, and English when nothing usable is asked', () => {
    expect(preferredLocale('hi;q=0, en;q=0.1')).toBe('en');
    expect(preferredLocale('hi;q=0.000')).toBe('en');
    expect(preferredLocale('hi;q=2')).toBe('en');
    expect(preferredLocale('hi;q=abc')).toBe('en');
    expect(preferredLocale('hi;q=0.0001')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('')).toBe('en');
    expect(preferredLocale('h!i, <script>')).toBe('en');
    expect(preferredLocale(['fr', 'hi;q=0.3'])).toBe('hi');
  });

  it('reads a bounded part of a long header', () => {
    const filler = Array.from({ length: 200 }, (_, i) => `x${i}`).join(',');
    expect(preferredLocale(`${filler},hi`)).toBe('en');
    expect(preferredLocale(`hi,${filler}`)).toBe('hi');
  });

  it('names the languages as GraphQL does', () => {
    expect(toLocaleEnum('hi')).toBe('HI');
    expect(fromLocaleEnum('HI')).toBe('hi');
    expect(fromLocaleEnum(undefined)).toBe('en');
  });
});
