import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { LocaleProvider } from '../../lib/i18n';
import { getSystem } from '../../lib/theme';
import { ProductGallery } from './product-gallery';
import { SpecSheet } from './spec-sheet';

const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => `${within(row).getByRole('rowheader').textContent}: ${within(row).getByRole('cell').textContent}`);

describe("the product page's specification sheet on a Hindi page", () => {
  // the spec table's shared words ('Best') are the layout's
  beforeAll(() => Promise.all([productText, layoutText].map((namespace) => loadNamespace(namespace, 'hi'))));

  it('names the groups and rows in Hindi and writes the units with the shared formatters', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <LocaleProvider value="hi">
          <SpecSheet
            product={{
              effectiveRange: 195,
              rangeMin: 150,
              rangeMax: 195,
              battery: 3.7,
              charging: 6.5,
              topSpeed: 120,
              acceleration: 2.6,
              weight: 116,
              warranty: 1,
              cruiseControl: true,
              mobileApp: false,
            }}
          />
        </LocaleProvider>
      </ChakraProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'बैटरी और चार्जिंग',
      'परफ़ॉर्मेंस',
      'आकार और उपयोगिता',
      'फ़ीचर्स और कनेक्टिविटी',
    ]);
    expect(rows('बैटरी और चार्जिंग')).toEqual(['असल रेंज: 195 कि.मी.', 'क्लेम्ड रेंज: 150–195 कि.मी.', 'बैटरी क्षमता: 3.7 kWh', 'चार्जिंग समय: 6.5 घंटे']);
    expect(rows('परफ़ॉर्मेंस')).toEqual(['टॉप स्पीड: 120 कि.मी./घंटा', 'एक्सीलरेशन 0-40 कि.मी./घंटा: 2.6 सेकंड']);
    expect(rows('आकार और उपयोगिता')).toEqual(['वज़न: 116 कि.ग्रा.', 'वारंटी: 1 साल']);
    expect(rows('फ़ीचर्स और कनेक्टिविटी')).toEqual(['क्रूज़ कंट्रोल: हाँ', 'मोबाइल ऐप सपोर्ट: नहीं']);
  });

  it("names the gallery's thumbnails in Hindi", () => {
    render(
      <ChakraProvider value={getSystem()}>
        <LocaleProvider value="hi">
          <ProductGallery images={['/a.png', '/b.png']} name="Ather 450X" />
        </LocaleProvider>
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: 'फ़ोटो 2 दिखाएँ' })).toBeInTheDocument();
  });
});
