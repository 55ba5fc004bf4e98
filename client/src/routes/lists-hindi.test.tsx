import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadNamespace, translator } from '@evbazaar/common/src/i18n/namespace';
import { compareTrayText } from '@evbazaar/common/src/i18n/text/compare-tray.generated';
import { homeText } from '@evbazaar/common/src/i18n/text/home.generated';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { searchText } from '@evbazaar/common/src/i18n/text/search.generated';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { cardText } from '@evbazaar/common/src/i18n/text/card.generated';
import { formatPriceCompact } from '@evbazaar/common/src/format';
import { MESSAGES } from '@evbazaar/common/src/messages';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { CompareTray } from '../components/compare-tray';
import { ProductCard } from '../components/product-card';
import type { ProductCardFieldsFragment } from '../components/product-card.generated';
import { addToTray, resetTrayCache } from '../lib/compare-tray';
import { LocaleProvider } from '../lib/i18n';
import { SessionProvider } from '../lib/session';
import { getSystem } from '../lib/theme';
import { idleClient } from '../test/render';
import { HeroBanner } from '../features/home/hero-banner';
import { activeFilterChips } from '../features/products/filter-chips';
import { filtersFromSearch } from '../features/products/list-filters';
import { ShopSearchForm } from '../features/search/shop-search-form';
import { EmptyState, ErrorState } from '../components/states';
import { MotionToggle } from '../components/motion-toggle';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import hiMessages from '@evbazaar/common/src/i18n/catalogs/hi/messages.json';
import { dealerSearchText } from '@evbazaar/common/src/i18n/text/dealer-search.generated';

const scooter: ProductCardFieldsFragment = {
  id: 'p1',
  slug: 'ather-450x',
  name: 'Ather 450X',
  images: [],
  price: 145000,
  vehicleType: 'SCOOTER',
  topSpeed: 90,
  effectiveRange: 146,
  charging: 5.7,
  battery: 3.7,
  rating: null,
};

function renderHindi(ui: ReactNode) {
  render(
    <ChakraProvider value={getSystem()}>
      <SessionProvider>
        <UrqlProvider value={idleClient}>
          <LocaleProvider value="hi">
            <MemoryRouter initialEntries={['/e_vehicles/scooter']}>
              <Suspense fallback={null}>{ui}</Suspense>
            </MemoryRouter>
          </LocaleProvider>
        </UrqlProvider>
      </SessionProvider>
    </ChakraProvider>,
  );
}

describe('the home page and the vehicle lists in Hindi', () => {
  // every Hindi namespace the rendered parts use (the card's on-road figure is the product page's)
  beforeAll(async () => {
    await Promise.all([productListText, compareTrayText, homeText, searchText, productText, cardText].map((namespace) => loadNamespace(namespace, 'hi')));
  });
  beforeEach(() => {
    localStorage.clear();
    resetTrayCache();
  });

  it('gives a card its price in lakh and its specs in Hindi units', () => {
    renderHindi(<ProductCard product={scooter} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('₹1.45 लाख')).toBeInTheDocument();
    expect(within(card).getByText('टॉप स्पीड: 90 कि.मी./घंटा')).toBeInTheDocument();
    expect(within(card).getByText('असली रेंज: 146 कि.मी.')).toBeInTheDocument();
    expect(within(card).getByText('चार्जिंग: 5.7 घंटे')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'तुलना में जोड़ें' })).toBeInTheDocument();
  });

  it('writes the filter chips in Hindi with compact prices', () => {
    const filters = filtersFromSearch(new URLSearchParams('type=bike&brand=b1&minPrice=50000&maxPrice=150000&minRange=100&maxCharging=5'));
    const chips = activeFilterChips(
      filters,
      () => undefined,
      (n) => formatPriceCompact(n, 'hi'),
      translator(productListText, 'hi'),
    );
    expect(chips.map((c) => c.label)).toEqual(['बाइक', 'ब्रांड', '₹50,000 से', '₹1.5 लाख तक', 'रेंज: 100 कि.मी. या ज़्यादा', 'चार्जिंग टाइम: 5 घंटे या कम']);
  });

  it('counts vehicles with a Hindi plural', () => {
    const t = translator(productListText, 'hi');
    expect(t('count', { count: 1 })).toBe('1 वाहन');
    expect(t('count', { count: 12 })).toBe('12 वाहन');
    expect(t('showCount', { count: 3 })).toBe('3 नतीजे देखें');
  });

  it('shows the banners and the compare tray in Hindi', () => {
    addToTray({ id: 'p1', slug: 'ather-450x', name: 'Ather 450X' });
    renderHindi(
      <>
        <HeroBanner />
        <CompareTray />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('भविष्य की सवारी करें');
    expect(screen.getByRole('button', { name: 'बैनर 2 दिखाएँ' })).toBeInTheDocument();
    const tray = screen.getByRole('complementary', { name: 'तुलना ट्रे' });
    expect(within(tray).getByText('तुलना (1/4)')).toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: 'Ather 450X को तुलना से हटाएँ' })).toBeInTheDocument();
  });

  it("keeps the English catalog's copies of the shared messages word for word", () => {
    const list = translator(productListText, 'en');
    const search = translator(searchText, 'en');
    expect(list('fetchFailed')).toBe(MESSAGES.catalogue.vehiclesFetchFailed);
    expect(list('empty')).toBe(MESSAGES.catalogue.vehiclesEmpty);
    expect(list('brand.fetchFailed')).toBe(MESSAGES.catalogue.brandFetchFailed);
    expect(list('wishlist.added')).toBe(MESSAGES.catalogue.addedToWishlist);
    expect(list('wishlist.removed')).toBe(MESSAGES.catalogue.removedFromWishlist);
    expect(list('wishlist.failed')).toBe(MESSAGES.catalogue.wishlistFailed);
    expect(translator(cardText, 'en')('blank')).toBe(MESSAGES.catalogue.specBlank);
    expect(translator(homeText, 'en')('popular.failed')).toBe(MESSAGES.catalogue.popularFailed);
    expect(translator(compareTrayText, 'en')('full')).toBe(MESSAGES.search.compareFull);
    expect(search('box.noSuggestions')).toBe(MESSAGES.search.noSuggestions);
    expect(search('results.prompt')).toBe(MESSAGES.search.prompt);
    expect(search('results.none', { q: 'xyz' })).toBe(MESSAGES.search.noResults('xyz'));
  });
});

/** A message's Hindi text, as the messages catalog has it. */
const hiMessage = (key: string) => (hiMessages as Record<string, string>)[key];

describe('the dealer search in Hindi (home and /search)', () => {
  beforeAll(() => loadNamespace(dealerSearchText, 'hi'));

  it('labels its pickers and button, and asks for a city and a dealer, in Hindi', async () => {
    renderHindi(<ShopSearchForm />);
    const form = screen.getByRole('form', { name: 'डीलर खोजें' });
    expect(within(form).getByRole('combobox', { name: 'जगह' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'शहर चुनें' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'डीलर' })).toBeDisabled();
    expect(within(form).getByRole('option', { name: 'डीलर चुनें' })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'खोजें' }));
    expect(await within(form).findByText('कृपया शहर चुनें')).toBeInTheDocument();
    expect(within(form).queryByText(/Select|Dealer|Search|Please/)).toBeNull();
  });

  it("shows a dealer's empty list and the server's refusal in Hindi once the messages have loaded", async () => {
    renderHindi(
      <>
        <EmptyState message={MESSAGES.search.dealerProductsEmpty} />
        <ErrorState message={MESSAGES.dealers.dealerNotFound} />
      </>,
    );
    await waitFor(() => expect(screen.getByText('इस डीलर के कोई वाहन नहीं मिले।')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(hiMessage('dealers.dealerNotFound'));
    expect(screen.queryByText(MESSAGES.search.dealerProductsEmpty)).toBeNull();
    expect(screen.queryByText(MESSAGES.dealers.dealerNotFound)).toBeNull();
  });

  it("names the auth pages' background button in Hindi", async () => {
    await loadNamespace(layoutText, 'hi');
    renderHindi(<MotionToggle what="video" moving onToggle={() => undefined} />);
    expect(screen.getByRole('button', { name: 'पृष्ठभूमि वीडियो रोकें' })).toBeInTheDocument();
  });
});
