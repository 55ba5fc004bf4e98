import { Button } from '@chakra-ui/react';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from '../../gql/graphql';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';

/** Adds or removes the product from the signed-in user's wishlist (shown to the roles of the wishlist rule). */
export function WishlistButton({ productId, wishlisted }: { productId: string; wishlisted: boolean }) {
  const [add, addToWishlist] = useAddToWishlistMutation();
  const [remove, removeFromWishlist] = useRemoveFromWishlistMutation();
  const busy = add.fetching || remove.fetching;

  const toggle = async () => {
    const result = wishlisted ? await removeFromWishlist({ productId }) : await addToWishlist({ productId });
    if (result.error) {
      notify.error(MESSAGES.catalogue.wishlistFailed);
      return;
    }
    notify.success(wishlisted ? MESSAGES.catalogue.removedFromWishlist : MESSAGES.catalogue.addedToWishlist);
  };

  return (
    <Button variant={wishlisted ? 'solid' : 'outline'} colorPalette="pink" onClick={toggle} loading={busy} aria-pressed={wishlisted}>
      {wishlisted ? '♥ Remove from wishlist' : '♡ Add to wishlist'}
    </Button>
  );
}
