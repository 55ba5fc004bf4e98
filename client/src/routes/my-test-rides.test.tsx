import { screen, within } from '@testing-library/react';
import { fromValue, never } from 'wonka';
import type { Client } from 'urql';
import { renderAt } from '../test/render';
import MyTestRides from './my-test-rides';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const now = Date.now();

/** A ride of My Test Rides as MyTestDrives answers it. */
function ride(id: string, name: string, fields: { status: string; slotStart?: number | null; createdAt: number; phone?: string | null }) {
  const start = fields.slotStart ?? null;
  const open = fields.status === 'PENDING' || fields.status === 'CONFIRMED';
  return {
    __typename: 'TestDrive' as const,
    id,
    status: fields.status,
    createdAt: iso(fields.createdAt),
    reviewStatus: null,
    slotStart: start === null ? null : iso(start),
    slotEnd: start === null ? null : iso(start + HOUR),
    cancelledBy: fields.status === 'CANCELLED' ? 'CUSTOMER' : null,
    cancelReason: null,
    canCancel: open,
    canReschedule: open,
    canReview: false,
    shopPhone: fields.phone === undefined ? '9876543210' : fields.phone,
    shopHours: null,
    color: id === 'tomorrow' ? { __typename: 'RideColor' as const, name: 'Space Grey', code: '#4b4f54' } : null,
    product: { __typename: 'Product' as const, id: `p-${id}`, slug: `p-${id}`, name, images: [] },
    shop: {
      __typename: 'Shop' as const,
      id: 's1',
      shopName: 'Green Wheels',
      address1: '12 Station Road',
      address2: null,
      landmark: 'Opposite City Mall',
      cityName: 'Pune',
      stateName: 'Maharashtra',
    },
    location: { __typename: 'Location' as const, id: 'l1', cityName: 'Pune', stateName: 'Maharashtra' },
  };
}

const RIDES = [
  ride('tomorrow', 'Ather 450X', { status: 'CONFIRMED', slotStart: now + 24 * HOUR, createdAt: now - 5 * HOUR }),
  ride('later', 'Ola S1 Pro', { status: 'PENDING', slotStart: now + 72 * HOUR, createdAt: now - 1 * HOUR }),
  ride('untimed', 'TVS iQube', { status: 'PENDING', slotStart: null, createdAt: now - 2 * HOUR, phone: null }),
  ride('yesterday', 'Bajaj Chetak', { status: 'CONFIRMED', slotStart: now - 24 * HOUR, createdAt: now - 48 * HOUR }),
  ride('last-week', 'Revolt RV400', { status: 'COMPLETED', slotStart: now - 7 * 24 * HOUR, createdAt: now - 9 * 24 * HOUR }),
  ride('cancelled', 'Hero Vida V1', { status: 'CANCELLED', slotStart: now + 48 * HOUR, createdAt: now - 3 * HOUR }),
];

const ridesClient = (rides: unknown[]) =>
  ({
    executeQuery: (operation: unknown) => fromValue({ operation, data: { myTestDrives: rides }, stale: false, hasNext: false }),
    executeMutation: () => never,
    executeSubscription: () => never,
  }) as unknown as Client;

const namesIn = (section: HTMLElement) =>
  within(section)
    .getAllByTestId('ride')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('My Test Rides in Upcoming and Past', () => {
  it('lists open rides still to come under Upcoming, soonest first with requests without a time after them', async () => {
    renderAt('/book_ride', [{ path: '/book_ride', element: <MyTestRides /> }], ridesClient(RIDES));
    const upcoming = await screen.findByTestId('rides-upcoming');
    expect(within(upcoming).getByRole('heading', { level: 2 })).toHaveTextContent('Upcoming (3)');
    expect(namesIn(upcoming)).toEqual(['Ather 450X', 'Ola S1 Pro', 'TVS iQube']);
    // the colour asked for at booking, where one was
    expect(within(within(upcoming).getAllByTestId('ride')[0]!).getByTestId('ride-colour')).toHaveTextContent('Colour: Space Grey');
    expect(within(within(upcoming).getAllByTestId('ride')[1]!).queryByTestId('ride-colour')).toBeNull();
  });

  it('lists rides whose slot is over, completed or cancelled under Past, newest first', async () => {
    renderAt('/book_ride', [{ path: '/book_ride', element: <MyTestRides /> }], ridesClient(RIDES));
    const past = await screen.findByTestId('rides-past');
    expect(within(past).getByRole('heading', { level: 2 })).toHaveTextContent('Past (3)');
    expect(namesIn(past)).toEqual(['Hero Vida V1', 'Bajaj Chetak', 'Revolt RV400']);
  });

  it("gives each upcoming ride the shop's tel: link and directions; past rides have neither", async () => {
    renderAt('/book_ride', [{ path: '/book_ride', element: <MyTestRides /> }], ridesClient(RIDES));
    const upcoming = await screen.findByTestId('rides-upcoming');
    const first = within(upcoming).getAllByTestId('ride')[0]!;
    expect(within(first).getByTestId('call-shop')).toHaveAttribute('href', 'tel:9876543210');
    expect(within(first).getByTestId('directions')).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Green Wheels, 12 Station Road, Opposite City Mall, Pune, Maharashtra')}`,
    );
    // a shop without a phone still gets directions
    const untimed = within(upcoming).getAllByTestId('ride')[2]!;
    expect(within(untimed).queryByTestId('call-shop')).toBeNull();
    expect(within(untimed).getByTestId('directions')).toBeInTheDocument();

    const past = screen.getByTestId('rides-past');
    expect(within(past).queryByTestId('call-shop')).toBeNull();
    expect(within(past).queryByTestId('directions')).toBeNull();
  });

  it('links every ride to its confirmation', async () => {
    renderAt('/book_ride', [{ path: '/book_ride', element: <MyTestRides /> }], ridesClient(RIDES));
    const links = (await screen.findAllByTestId('ride-details')).map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(RIDES.map((r) => `/book_ride/${r.id}`)));
  });

  it("opens the ride's confirmation from a mail's link (/book_ride?ride={id})", async () => {
    renderAt('/book_ride?ride=tomorrow', [{ path: '/book_ride', element: <MyTestRides /> }], ridesClient(RIDES));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book_ride/tomorrow');
  });

  it('says so when one of the lists is empty', async () => {
    renderAt('/book_ride', [{ path: '/book_ride', element: <MyTestRides /> }], ridesClient([RIDES[4]]));
    expect(await screen.findByText('No upcoming test rides.')).toBeInTheDocument();
    expect(namesIn(screen.getByTestId('rides-past'))).toEqual(['Revolt RV400']);
  });
});
