import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromValue, makeSubject, never } from 'wonka';
import { CombinedError, type Client, type OperationResult } from 'urql';
import { renderAt } from '../test/render';
import { spyOnToasts } from '../test/toasts';
import Wishlist from './wishlist';

const vehicle = (id: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  slug: id,
  name,
  images: [],
  price: 100000,
  vehicleType: 'scooter',
  topSpeed: 80,
  effectiveRange: 120,
  charging: 4,
});

/** The wishlist holds two vehicles; each removal waits on `answerRemoval`. */
function wishlistClient() {
  const removals = makeSubject<OperationResult>();
  const asked: string[] = [];
  const client = {
    executeQuery: (operation: unknown) =>
      fromValue({ operation, data: { myWishlist: [vehicle('p1', 'Ather 450X'), vehicle('p2', 'Ola S1 Pro')] }, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: { productId: string } }) => {
      asked.push(operation.variables.productId);
      return removals.source;
    },
    executeSubscription: () => never,
  } as unknown as Client;
  const answerRemoval = (result: Partial<OperationResult>) => removals.next({ stale: false, hasNext: false, ...result } as OperationResult);
  return { client, asked, answerRemoval };
}

describe('the wishlist page', () => {
  const toasts = spyOnToasts();

  it('removes a vehicle at once and says "Removed from wishlist" once the server agrees', async () => {
    const { client, asked, answerRemoval } = wishlistClient();
    renderAt('/wishlist', [{ path: '/wishlist', element: <Wishlist /> }], client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Ather 450X from wishlist' }));

    // gone before the server answers
    expect(screen.queryByText('Ather 450X')).not.toBeInTheDocument();
    expect(screen.getByText('Ola S1 Pro')).toBeInTheDocument();
    expect(asked).toEqual(['p1']);

    answerRemoval({ data: { removeFromWishlist: { __typename: 'Product', id: 'p1', wishlisted: false } } });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Removed from wishlist'));
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('brings the vehicle back and says "Failed to update wishlist" when the server refuses', async () => {
    const { client, answerRemoval } = wishlistClient();
    renderAt('/wishlist', [{ path: '/wishlist', element: <Wishlist /> }], client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Ola S1 Pro from wishlist' }));
    expect(screen.queryByText('Ola S1 Pro')).not.toBeInTheDocument();

    answerRemoval({ error: new CombinedError({ graphQLErrors: [{ message: 'Product not found' }] }) });
    const card = (await screen.findByText('Ola S1 Pro')).closest('article') as HTMLElement;
    expect(within(card).getByText('Ola S1 Pro')).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith('Failed to update wishlist');
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
