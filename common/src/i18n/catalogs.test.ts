import { checkCatalogs, compileCatalog } from '../../../scripts/codegen/i18n-catalogs';
import { loadNamespace, translator } from './namespace';
import { layoutText } from './text/layout.generated';

describe('the catalogs of the interface’s texts', () => {
  it('hold every English key in every language, as valid ICU messages with the same placeholders, compiled and current', () => {
    expect(checkCatalogs()).toEqual([]);
  });

  it('name what is wrong: a key missing in Hindi, one only in Hindi, a broken message, placeholders that differ', () => {
    const problems: string[] = [];
    compileCatalog(
      {
        namespace: 'sample',
        messages: {
          en: { rides: '{count, plural, one {# ride} other {# rides}}', city: 'In {city}', name: 'Name', broken: 'Hi' },
          hi: { rides: '{count, plural, other {# राइड}}', city: '{town} में', extra: 'अतिरिक्त', broken: '{oops' },
        },
      },
      problems,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'sample.extra (hi): not in the English catalog',
        'sample.name: missing in the hi catalog',
        expect.stringMatching(/^sample\.broken \(hi\): not a valid ICU message/),
        'sample.city (hi): placeholders {town} differ from English {city}',
      ]),
    );
    expect(problems.some((p) => p.startsWith('sample.rides'))).toBe(false);
  });

  it('answer a key in the page’s language once its namespace is loaded, and the English text until then', async () => {
    expect(translator(layoutText, 'hi')('nav.home')).toBe('Home');
    await loadNamespace(layoutText, 'hi');
    expect(translator(layoutText, 'hi')('nav.home')).toBe('होम');
    expect(translator(layoutText, 'en')('nav.home')).toBe('Home');
    expect(translator(layoutText, 'hi')('footer.copyright', { year: '2026' })).toBe('© 2026 EV Bazaar. EV Bazaar टीम द्वारा डिज़ाइन और विकसित।');
  });
});
