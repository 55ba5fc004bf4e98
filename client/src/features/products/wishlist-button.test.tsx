import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromValue, never } from 'wonka';
import type { Client } from 'urql';
import { notify } from '../../lib/toaster';
import { renderAt } from '../../test/render';
import { WishlistButton } from './wishlist-button';

type Operation = { kind: string; query: { definitions: { name?: { value: string } }[] }; variables: Record<string, unknown> };
const nameOf = (operation: Operation) => operation.query.definitions[0]?.name?.value;

/** The viewer's flag comes from its own small query, not from the product's shared answer. */
function clientWith(wishlisted: boolean) {
  const asked: string[] = [];
  const client = {
    executeQuery: (operation: Operation) => {
      asked.push(`${nameOf(operation)} ${JSON.stringify(operation.variables)}`);
      return fromValue({ operation, data: { product: { __typename: 'Product', id: 'p1', wishlisted } }, stale: false, hasNext: false });
    },
    executeMutation: (operation: Operation) => {
      asked.push(`${nameOf(operation)} ${JSON.stringify(operation.variables)}`);
      const field = nameOf(operation) === 'AddToWishlist' ? 'addToWishlist' : 'removeFromWishlist';
      return fromValue({ operation, data: { [field]: { __typename: 'Product', id: 'p1', wishlisted: !wishlisted } }, stale: false, hasNext: false });
    },
    executeSubscription: () => never,
  } as unknown as Client;
  return { client, asked };
}

describe('the wishlist button of a product page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads the viewer's own flag and offers to remove a wishlisted product", async () => {
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    const { client, asked } = clientWith(true);
    renderAt('/p', [{ path: '/p', element: <WishlistButton productId="p1" /> }], client);
    const button = await screen.findByRole('button', { name: '♥ Remove from wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['ProductWishlisted {"id":"p1"}']);
    await userEvent.setup().click(button);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Removed from wishlist'));
    expect(asked).toContain('RemoveFromWishlist {"productId":"p1"}');
  });

  it('offers to add a product the viewer does not keep', async () => {
    const { client } = clientWith(false);
    renderAt('/p', [{ path: '/p', element: <WishlistButton productId="p1" /> }], client);
    expect(await screen.findByRole('button', { name: '♡ Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});
