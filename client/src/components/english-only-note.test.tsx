import { ChakraProvider } from '@chakra-ui/react';
import type { Locale } from '@evbazaar/common/src/format/locale';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { render, screen } from '@testing-library/react';
import { localesOf, LocaleProvider, useContentLang } from '../lib/i18n';
import { getSystem } from '../lib/theme';
import { EnglishOnlyNote } from './english-only-note';

function Item({ locales }: { locales: readonly Locale[] }) {
  return (
    <p data-testid="text" lang={useContentLang(locales)}>
      An electric scooter <EnglishOnlyNote locales={locales} />
    </p>
  );
}

const renderIn = (locale: Locale, locales: readonly Locale[]) =>
  render(
    <ChakraProvider value={getSystem()}>
      <LocaleProvider value={locale}>
        <Item locales={locales} />
      </LocaleProvider>
    </ChakraProvider>,
  );

describe('a text not yet written in the page’s language', () => {
  beforeAll(() => loadNamespace(layoutText, 'hi'));

  it('is marked English, with the note, on a Hindi page', () => {
    renderIn('hi', localesOf(['EN']));
    expect(screen.getByTestId('english-only-note')).toHaveTextContent('अभी केवल अंग्रेज़ी में');
    expect(screen.getByTestId('text')).toHaveAttribute('lang', 'en');
  });

  it('has neither once it is written in Hindi, nor on an English page', () => {
    renderIn('hi', localesOf(['EN', 'HI']));
    expect(screen.queryByTestId('english-only-note')).toBeNull();
    expect(screen.getByTestId('text')).not.toHaveAttribute('lang');
    renderIn('en', localesOf(['EN']));
    expect(screen.queryByTestId('english-only-note')).toBeNull();
  });
});
