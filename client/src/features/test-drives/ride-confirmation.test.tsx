import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { RideConfirmation } from './ride-confirmation';
import { slotLabel } from './slot-format';
import type { MyRideFieldsFragment } from './test-drives.generated';

const RIDE = {
  __typename: 'TestDrive',
  id: 'r1',
  status: 'PENDING',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewStatus: null,
  slotStart: '2026-11-26T11:00:00+05:30',
  slotEnd: '2026-11-26T12:00:00+05:30',
  cancelledBy: null,
  cancelReason: null,
  canCancel: true,
  canReschedule: true,
  canReview: false,
  shopPhone: '9820555001',
  shopHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: weekday < 7 ? '10:00' : null, close: weekday < 7 ? '19:00' : null })),
  color: { name: 'Space Grey', code: '#4b4f54' },
  product: { id: 'p1', slug: 'ather-450x', name: 'Ather 450X', images: [] },
  shop: {
    id: 's1',
    shopName: 'Patel EV Motors',
    address1: 'Shop 12, Linking Road',
    address2: null,
    landmark: 'Near Bandra Station',
    cityName: 'Mumbai',
    stateName: 'Maharashtra',
  },
  location: { id: 'l1', cityName: 'Mumbai', stateName: 'Maharashtra' },
} as unknown as MyRideFieldsFragment;

const show = (ride: MyRideFieldsFragment) => renderAt('/book_ride/r1', [{ path: '/book_ride/:id', element: <RideConfirmation ride={ride} /> }]);

describe('the booking confirmation', () => {
  it('shows a slot in India time with its zone, whatever the browser zone', () => {
    expect(slotLabel('2026-11-26T11:00:00+05:30')).toBe('26 Nov 2026, 11:00 am IST');
    expect(slotLabel('2026-11-26T05:30:00Z', '2026-11-26T06:30:00Z')).toBe('26 Nov 2026, 11:00 am – 12:00 pm IST');
  });

  it('shows the vehicle and colour, the time, the shop with its address, hours, tel: link, directions and Add to calendar, and the next steps', () => {
    show(RIDE);
    expect(screen.getByRole('heading', { name: 'Ather 450X' })).toBeInTheDocument();
    expect(screen.getByTestId('ride-colour')).toHaveTextContent('Colour: Space Grey');
    expect(screen.getByTestId('ride-when')).toHaveTextContent('26 Nov 2026, 11:00 am – 12:00 pm IST');
    expect(screen.getByTestId('shop-address')).toHaveTextContent('Shop 12, Linking Road, Near Bandra Station, Mumbai, Maharashtra');
    expect(screen.getByTestId('shop-hours')).toHaveTextContent('Mon10:00–19:00');
    expect(screen.getByTestId('shop-hours')).toHaveTextContent('SunClosed');
    expect(screen.getByTestId('call-shop')).toHaveAttribute('href', 'tel:9820555001');
    expect(screen.getByTestId('directions')).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Patel EV Motors, Shop 12, Linking Road, Near Bandra Station, Mumbai, Maharashtra')}`,
    );
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByTestId('next-steps')).toHaveTextContent('The shop confirms your request');
  });

  it('offers no calendar file for a request without a time, and says the shop will call', () => {
    show({ ...RIDE, slotStart: null, slotEnd: null, shopHours: null, color: null });
    expect(screen.getByTestId('ride-when')).toHaveTextContent('No time chosen yet');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByText('Ask the shop for its opening hours.')).toBeInTheDocument();
    expect(screen.queryByTestId('ride-colour')).toBeNull();
  });

  it('a cancelled ride has no calendar file and other next steps', () => {
    show({ ...RIDE, status: 'CANCELLED' as MyRideFieldsFragment['status'], canCancel: false, canReschedule: false });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.getByTestId('next-steps')).toHaveTextContent('over or cancelled');
  });
});
