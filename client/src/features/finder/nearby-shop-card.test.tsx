import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getSystem } from '../../lib/theme';
import { bookingLink, readBookingPreset } from '../../lib/booking-link';
import { NearbyShopCard, type NearbyShopItem } from './nearby-shop-card';

const vehicle = (id: string, name: string) => ({
  __typename: 'NearbyStock' as const,
  productId: id,
  colorId: null,
  product: { id, name, slug: name.toLowerCase().replace(/ /g, '-') },
});

const shop: NearbyShopItem = {
  id: 's1',
  shopName: 'Patel EV Motors',
  address1: 'Shop 12, Linking Road',
  address2: null,
  landmark: 'Near Bandra Station',
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
  inStock: ['Ola S1 Pro', 'Ather 450X', 'TVS iQube', 'Bajaj Chetak', 'Revolt RV400', 'MG Comet EV', 'Tata Nexon EV', 'Simple One'].map((name, i) =>
    vehicle(`p${i}`, name),
  ),
};

const renderCard = (props: Partial<Parameters<typeof NearbyShopCard>[0]> = {}) =>
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <NearbyShopCard shop={shop} {...props} />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('the dealer finder', () => {
  it('reads back the booking preset it writes into the product page address, and ignores anything else', () => {
    const link = bookingLink('ather-450x', { shopId: 's1', locationId: 'l1', slotStart: '2026-11-28T11:00:00+05:30', colorId: 'c9' });
    expect(link).toMatch(/^\/products\/ather-450x#book\?/);
    expect(readBookingPreset(link.slice(link.indexOf('#')))).toEqual({ shopId: 's1', locationId: 'l1', slotStart: '2026-11-28T11:00:00+05:30', colorId: 'c9' });
    expect(readBookingPreset('#reviews')).toBeNull();
    expect(readBookingPreset('#book?shop=s1')).toBeNull();
    expect(readBookingPreset('#book?shop=s1&location=l1&slot=tomorrow')).toMatchObject({ slotStart: null });
  });

  it("shows a shop's distance, hours, stock (six, then the rest on request), next slot, a tel: link with +91 and directions by position", () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Patel EV Motors' });
    expect(within(card).getByText('2.4 km away')).toBeTruthy();
    expect(within(card).getByText('Open now')).toBeTruthy();
    expect(within(card).getByText('Today 10:00–19:00')).toBeTruthy();
    expect(within(card).getByTestId('next-slot').textContent).toBe('28 Nov 2026, 11:00 am IST');
    expect(within(card).getByRole('link', { name: 'Call 98205 55001' }).getAttribute('href')).toBe('tel:+919820555001');
    expect(within(card).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.05960,72.82950',
    );
    // by name, six first
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ather 450X', 'Bajaj Chetak', 'MG Comet EV', 'Ola S1 Pro', 'Revolt RV400', 'Simple One', 'and 2 more']);
    fireEvent.click(within(card).getByRole('button', { name: 'and 2 more' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(8);
    // no vehicle chosen: each vehicle opens its page with this shop and slot, and no single "Book this slot"
    expect(within(card).getByRole('link', { name: 'Ather 450X' }).getAttribute('href')).toMatch(/^\/products\/ather-450x#book\?shop=s1&location=l1&slot=/);
    expect(within(card).queryByRole('link', { name: 'Book this slot' })).toBeNull();
  });

  it('books the chosen vehicle in the chosen colour, and says when a shop cannot be booked online', () => {
    const { unmount } = renderCard({ shop: { ...shop, inStock: [vehicle('p1', 'Ather 450X')] }, vehicle: { colorId: 'c2' } });
    const book = screen.getByRole('link', { name: 'Book this slot' });
    expect(readBookingPreset(book.getAttribute('href')!.replace(/^[^#]*/, ''))).toEqual({
      shopId: 's1',
      locationId: 'l1',
      slotStart: '2026-11-28T05:30:00.000Z',
      colorId: 'c2',
    });
    unmount();
    renderCard({ shop: { ...shop, locationId: null, openNow: false, hoursToday: null }, vehicle: { colorId: null } });
    expect(screen.queryByRole('link', { name: 'Book this slot' })).toBeNull();
    expect(screen.getByText('Test rides at this shop cannot be booked online yet. Call the shop.')).toBeTruthy();
    expect(screen.getByText('Closed now')).toBeTruthy();
    expect(screen.getByText('Closed today')).toBeTruthy();
  });
});
