import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { fromValue, never } from 'wonka';
import { CombinedError, Provider, type Client } from 'urql';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@evbazaar/common';
import { getSystem } from '../../lib/theme';
import { notify } from '../../lib/toaster';
import { ShopPositionsModal } from './shop-positions-modal';

const SHOPS = [
  { __typename: 'Shop' as const, id: 's1', shopName: 'Volt Motors', address1: '12 MG Road', lat: 19.076, lng: 72.8777, positionPinned: false },
  { __typename: 'Shop' as const, id: 's2', shopName: 'Green Wheels', address1: '4 Hill Road', lat: 19.0596, lng: 72.8295, positionPinned: true },
];

/** A client answering the location's shops, and the position mutation with `answer` (recorded in `saved`). */
function shopsClient(options: { shops?: typeof SHOPS; answer?: 'ok' | CombinedError } = {}) {
  const saved: Record<string, unknown>[] = [];
  const client = {
    executeQuery: (operation: unknown) => fromValue({ operation, data: { shopsByLocation: options.shops ?? SHOPS }, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: Record<string, unknown> }) => {
      saved.push(operation.variables);
      if (options.answer instanceof CombinedError) return fromValue({ operation, error: options.answer, stale: false, hasNext: false });
      const { shopId, lat, lng } = operation.variables;
      return fromValue({
        operation,
        data: { setShopPosition: { __typename: 'Shop', id: shopId, lat, lng, positionPinned: true } },
        stale: false,
        hasNext: false,
      });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, saved };
}

function renderModal(client: Client, onClose = jest.fn()) {
  render(
    <ChakraProvider value={getSystem()}>
      <Provider value={client}>
        <ShopPositionsModal location={{ id: 'loc1', cityName: 'Mumbai' }} onClose={onClose} />
      </Provider>
    </ChakraProvider>,
  );
  return { dialog: within(screen.getByRole('dialog', { name: 'Shop positions in Mumbai' })), onClose };
}

describe('an admin corrects a shop position from the Locations screen', () => {
  it("shows a pinned shop's position for correction and saves the new one", async () => {
    const { client, saved } = shopsClient();
    const { dialog, onClose } = renderModal(client);
    const user = userEvent.setup();
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Shop' }), 's2');
    expect(dialog.getByText(MESSAGES.finder.standsAtEntered)).toBeInTheDocument();
    const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
    expect(latitude).toHaveValue('19.0596');
    await user.clear(latitude);
    await user.type(latitude, '19.0601');
    await user.click(dialog.getByRole('button', { name: 'Save position' }));
    await waitFor(() => expect(saved).toEqual([{ shopId: 's2', lat: 19.0601, lng: 72.8295 }]));
    expect(onClose).toHaveBeenCalled();
  });

  it("leaves the fields empty for a shop still at its city's centre, and refuses a position outside India", async () => {
    const { client, saved } = shopsClient();
    const { dialog, onClose } = renderModal(client);
    const user = userEvent.setup();
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Shop' }), 's1');
    expect(dialog.getByText(MESSAGES.finder.standsAtCentre)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
    await user.type(dialog.getByRole('textbox', { name: 'Latitude' }), '51.5');
    await user.type(dialog.getByRole('textbox', { name: 'Longitude' }), '-0.12');
    await user.click(dialog.getByRole('button', { name: 'Save position' }));
    expect(await dialog.findAllByText(MESSAGES.finder.positionOutsideIndia)).toHaveLength(2);
    expect(saved).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for both numbers when they are left empty', async () => {
    const { client, saved } = shopsClient();
    const { dialog } = renderModal(client);
    const user = userEvent.setup();
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Shop' }), 's1');
    await user.click(dialog.getByRole('button', { name: 'Save position' }));
    expect(await dialog.findAllByText(MESSAGES.finder.positionPairRequired)).toHaveLength(2);
    expect(saved).toEqual([]);
  });

  it('asks for a shop first', async () => {
    const { client, saved } = shopsClient();
    const { dialog } = renderModal(client);
    const user = userEvent.setup();
    await dialog.findByRole('combobox', { name: 'Shop' });
    await user.type(dialog.getByRole('textbox', { name: 'Latitude' }), '19.1');
    await user.type(dialog.getByRole('textbox', { name: 'Longitude' }), '72.9');
    await user.click(dialog.getByRole('button', { name: 'Save position' }));
    expect(await dialog.findByText(MESSAGES.finder.chooseShop, { selector: '.chakra-field__errorText, [id$="-error"]' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("keeps the dialog open with the server's message when the save is refused", async () => {
    const refused = new CombinedError({ graphQLErrors: [new GraphQLError(MESSAGES.dealers.dealerNotFound, { extensions: { code: 'NOT_FOUND' } })] });
    const { client } = shopsClient({ answer: refused });
    const toast = jest.spyOn(notify, 'error').mockImplementation(() => undefined as never);
    const { dialog, onClose } = renderModal(client);
    const user = userEvent.setup();
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Shop' }), 's1');
    await user.type(dialog.getByRole('textbox', { name: 'Latitude' }), '19.1');
    await user.type(dialog.getByRole('textbox', { name: 'Longitude' }), '72.9');
    await user.click(dialog.getByRole('button', { name: 'Save position' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(`${MESSAGES.finder.positionSaveFailed}: ${MESSAGES.dealers.dealerNotFound}`));
    expect(onClose).not.toHaveBeenCalled();
    toast.mockRestore();
  });

  it('says so when the city has no verified shop', async () => {
    const { client } = shopsClient({ shops: [] });
    const { dialog } = renderModal(client);
    expect(await dialog.findByText(MESSAGES.finder.noShopsInCity)).toBeInTheDocument();
  });
});
