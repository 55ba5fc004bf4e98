import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type Client } from 'urql';
import { fromValue, never } from 'wonka';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import type { ReactElement } from 'react';
import { LocaleProvider } from '../../lib/i18n';
import { getSystem } from '../../lib/theme';
import { renderAt } from '../../test/render';
import { RideConfirmation } from './ride-confirmation';
import { RescheduleRide, RideSlotLine } from './ride-slot';
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

const inHindi = (element: ReactElement) => renderAt('/', [{ path: '/', element: <LocaleProvider value="hi">{element}</LocaleProvider> }]);

describe('the booking flow on a Hindi page', () => {
  beforeAll(() => loadNamespace(bookingText, 'hi'));

  it('shows the booking confirmation in Hindi, the slot in India time with the shared formatters', () => {
    inHindi(<RideConfirmation ride={RIDE} />);
    expect(screen.getByText('लंबित')).toBeInTheDocument();
    expect(screen.getByTestId('ride-colour')).toHaveTextContent('रंग: Space Grey');
    expect(screen.getByTestId('ride-when')).toHaveTextContent('26 नवंबर 2026, गुरुवार, 11:00 – 12:00 (भारतीय समय)');
    expect(screen.getByTestId('shop-hours')).toHaveTextContent('सोम10:00–19:00');
    expect(screen.getByTestId('shop-hours')).toHaveTextContent('रविबंद');
    expect(screen.getByText('शोरूम का फ़ोन: 9820555001')).toBeInTheDocument();
    expect(screen.getByTestId('call-shop')).toHaveTextContent('9820555001 पर कॉल करें');
    expect(screen.getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आगे क्या होगा' })).toBeInTheDocument();
    expect(screen.getByTestId('next-steps')).toHaveTextContent('अपना ड्राइविंग लाइसेंस साथ लाएँ');
  });

  it('says who cancelled a ride, as the customer reads it', () => {
    inHindi(<RideSlotLine ride={{ status: 'CANCELLED', slotStart: null, slotEnd: null, cancelledBy: 'DEALER', cancelReason: 'शोरूम बंद है' }} />);
    expect(screen.getByTestId('ride-slot')).toHaveTextContent('समय शोरूम के साथ तय होगा');
    expect(screen.getByTestId('ride-cancel-reason')).toHaveTextContent('शोरूम ने रद्द की: शोरूम बंद है');
  });

  it('offers the free times with Hindi day names and the 24-hour India clock', async () => {
    const client = {
      executeQuery: (operation: unknown) =>
        fromValue({
          operation,
          data: {
            testRideSlots: [
              {
                __typename: 'RideSlotDay',
                date: '2026-11-24',
                slots: [{ __typename: 'RideSlot', start: '2026-11-24T14:30:00+05:30', end: '2026-11-24T15:30:00+05:30', remaining: 1 }],
              },
            ],
          },
          stale: false,
          hasNext: false,
        }),
      executeMutation: () => never,
      executeSubscription: () => never,
    } as unknown as Client;
    render(
      <ChakraProvider value={getSystem()}>
        <Provider value={client}>
          <LocaleProvider value="hi">
            <RescheduleRide ride={{ id: 'r1', slotStart: '2026-11-23T10:00:00+05:30', product: { id: 'p1', name: 'Ather 450X' }, shop: { id: 's1' } }} />
          </LocaleProvider>
        </Provider>
      </ChakraProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ather 450X का समय बदलें' }));
    expect(screen.getByRole('group', { name: 'Ather 450X का नया समय' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'मंगलवार, 24 नवंबर' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '14:30' })).toBeInTheDocument();
    expect(screen.getByText('सभी समय भारतीय समय (IST) में हैं। समय न चुनने पर शोरूम आपको फ़ोन करके समय तय करेगा।')).toBeInTheDocument();
  });
});
