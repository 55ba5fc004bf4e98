import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { authText } from '@evbazaar/common/src/i18n/text/auth.generated';
import { blogText } from '@evbazaar/common/src/i18n/text/blog.generated';
import { comparisonsText } from '@evbazaar/common/src/i18n/text/comparisons.generated';
import { finderText } from '@evbazaar/common/src/i18n/text/finder.generated';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { legalText } from '@evbazaar/common/src/i18n/text/legal.generated';
import { pagesText } from '@evbazaar/common/src/i18n/text/pages.generated';
import { notFoundText } from '@evbazaar/common/src/i18n/text/not-found.generated';
import { cardText } from '@evbazaar/common/src/i18n/text/card.generated';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { BlogCard } from '../features/blogs/blog-card';
import { VehicleCard } from '../features/comparisons/vehicle-card';
import { NearbyShopCard, type NearbyShopItem } from '../features/finder/nearby-shop-card';
import { LocaleProvider } from '../lib/i18n';
import { SessionProvider } from '../lib/session';
import { getSystem } from '../lib/theme';
import { idleClient } from '../test/render';
import Accessibility from './accessibility';
import JoinAsDealer from './join-as-dealer';
import Login from './login';
import NotFound from './not-found';
import { QaAccordion } from '../features/static/qa-accordion';
import { PRIVACY_NOTICE } from '../features/static/privacy-notice';

function renderHindi(ui: ReactNode) {
  return render(
    <ChakraProvider value={getSystem()}>
      <LocaleProvider value="hi">
        <SessionProvider>
          <UrqlProvider value={idleClient}>
            <MemoryRouter>{ui}</MemoryRouter>
          </UrqlProvider>
        </SessionProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
}

const shop: NearbyShopItem = {
  id: 's1',
  shopName: 'Patel EV Motors',
  address1: 'Shop 12, Linking Road',
  address2: null,
  landmark: null,
  cityName: 'Mumbai',
  stateName: 'Maharashtra',
  lat: 19.0596,
  lng: 72.8295,
  distanceKm: 2.4,
  phone: '9820555001',
  openNow: true,
  hoursToday: { open: '10:00', close: '19:00' },
  nextFreeSlot: '2026-11-28T05:30:00.000Z',
  locationId: 'l1',
  inStock: ['Ather 450X', 'TVS iQube'].map((name, i) => ({
    __typename: 'NearbyStock' as const,
    productId: `p${i}`,
    colorId: null,
    product: { id: `p${i}`, name, slug: name.toLowerCase().replace(/ /g, '-') },
  })),
};

describe('the static pages, blog, sign-in and finder in Hindi', () => {
  beforeAll(async () => {
    for (const namespace of [pagesText, notFoundText, cardText, legalText, blogText, authText, finderText, comparisonsText, layoutText])
      await loadNamespace(namespace, 'hi');
  });

  it('shows the dealer card in Hindi: कि.मी., the long Hindi date and the slot time', () => {
    renderHindi(<NearbyShopCard shop={shop} vehicle={{ colorId: null }} />);
    const card = screen.getByRole('article', { name: 'Patel EV Motors' });
    expect(within(card).getByText('2.4 कि.मी. दूर')).toBeTruthy();
    expect(within(card).getByText('अभी खुली है')).toBeTruthy();
    expect(within(card).getByText('आज 10:00–19:00')).toBeTruthy();
    expect(within(card).getByTestId('next-slot').textContent).toBe('28 नवंबर 2026, शनिवार, 11:00 बजे (IST)');
    expect(within(card).getByRole('link', { name: 'यह स्लॉट बुक करें' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '98205 55001 पर कॉल करें' })).toBeTruthy();
  });

  it('gives a compared vehicle its price in lakh', () => {
    renderHindi(<VehicleCard vehicle={{ id: 'p1', slug: 'ather-450x', name: 'Ather 450X', images: [], price: 145000 }} onRemove={() => undefined} />);
    expect(screen.getByText('₹1.45 लाख')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ather 450X हटाएँ' })).toBeTruthy();
  });

  it('dates a blog card the Hindi way', () => {
    renderHindi(
      <BlogCard blog={{ id: 'b1', title: 'Charging at home', content: 'Text', locales: ['EN'], image: null, createdAt: '2026-11-26T10:00:00.000Z' }} />,
    );
    expect(screen.getByText('प्रकाशित: 26 नवंबर 2026, गुरुवार')).toBeTruthy();
    // a post written in English only is marked as English for screen readers
    expect(screen.getByRole('heading', { name: 'Charging at home' }).getAttribute('lang')).toBe('en');
  });

  it('translates the privacy notice with its bold leads and links', () => {
    renderHindi(<QaAccordion items={PRIVACY_NOTICE} />);
    expect(screen.getByRole('button', { name: 'हम कौन हैं और यह सूचना किन बातों पर लागू होती है' })).toBeTruthy();
    expect(screen.getByText('मिटाना (अपना अकाउंट डिलीट करना):')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'प्रोफ़ाइल', hidden: true })[0].getAttribute('href')).toBe('/profile');
    expect(document.body.textContent).toContain('grievance@evbazaar.example');
    expect(document.body.textContent).not.toMatch(/<b>|<profile>/);
  });

  it('translates the accessibility statement, its date and its links', () => {
    renderHindi(<Accessibility />);
    expect(screen.getByRole('heading', { level: 1, name: 'सुलभता' })).toBeTruthy();
    expect(screen.getByText('पिछली समीक्षा: 28 नवंबर 2026, शनिवार')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'संपर्क करें' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'accessibility@evbazaar.in' })).toBeTruthy();
  });

  it('translates the join-as-dealer, not-found and login pages', () => {
    const { unmount } = renderHindi(<JoinAsDealer />);
    expect(screen.getByRole('link', { name: 'डीलर के रूप में रजिस्टर करें' })).toBeTruthy();
    unmount();
    const notFound = renderHindi(<NotFound backTo={{ to: '/blogs', label: 'ब्लॉग पर वापस जाएँ' }} />);
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toBeTruthy();
    notFound.unmount();
    renderHindi(<Login />);
    expect(screen.getByRole('heading', { name: 'अपने अकाउंट में लॉगिन करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeTruthy();
    expect(screen.getByText('मुझे साइन इन रखें')).toBeTruthy();
  });
});
