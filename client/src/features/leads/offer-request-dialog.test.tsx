import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type Client, type Operation } from 'urql';
import { fromValue, never } from 'wonka';
import { getSystem } from '../../lib/theme';
import { notify } from '../../lib/toaster';
import { OfferRequestDialog } from './offer-request-dialog';

beforeEach(() => {
  jest.spyOn(notify, 'success').mockImplementation(() => '');
  jest.spyOn(notify, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

describe('the product page’s offer form', () => {
  it('checks the fields with the forms’ messages, sends the phone as typed, and shows the answer', async () => {
    const sent: unknown[] = [];
    const client = {
      executeQuery: () => never,
      executeMutation: (operation: Operation) => {
        sent.push(operation.variables);
        return fromValue({
          operation,
          data: { requestOffer: { __typename: 'OfferRequestReceipt', message: 'Thank you! A dealer will send you an offer soon.', leadId: 'l1' } },
          stale: false,
          hasNext: false,
        });
      },
      executeSubscription: () => never,
    } as unknown as Client;
    render(
      <ChakraProvider value={getSystem()}>
        <Provider value={client}>
          <OfferRequestDialog productId="p1" productName="Ather 450X" onClose={() => {}} />
        </Provider>
      </ChakraProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request offer' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Name/), 'Kavya Iyer');
    await userEvent.type(screen.getByLabelText(/Email/), 'kavya@example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '98765');
    await userEvent.type(screen.getByLabelText(/City/), 'Mumbai');
    await userEvent.click(screen.getByRole('button', { name: 'Request offer' }));
    expect(await screen.findByText('Phone must be 10 digits')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Phone/));
    await userEvent.type(screen.getByLabelText(/Phone/), '+91 98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Request offer' }));
    expect(await screen.findByText('Thank you! A dealer will send you an offer soon.')).toBeTruthy();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Thank you! A dealer will send you an offer soon.'));
    expect(sent).toEqual([{ input: { name: 'Kavya Iyer', email: 'kavya@example.com', contact: '+91 98765 43210', cityName: 'Mumbai', productId: 'p1' } }]);
    // a form typed key by key: slow on a busy machine
  }, 30_000);
});
