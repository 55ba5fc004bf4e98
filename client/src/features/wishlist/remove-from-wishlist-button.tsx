import { Button } from '@chakra-ui/react';
import { useRemoveFromWishlistMutation } from '../../components/wishlist.generated';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';

/**
 * Removes one vehicle from the wishlist page: `onRemoved` hides it at once, and `onRestored`
 * brings it back when the server refuses.
 */
export function RemoveFromWishlistButton({
  productId,
  productName,
  onRemoved,
  onRestored,
}: {
  productId: string;
  productName: string;
  onRemoved: (id: string) => void;
  onRestored: (id: string) => void;
}) {
  const [{ fetching }, removeFromWishlist] = useRemoveFromWishlistMutation();

  const remove = async () => {
    onRemoved(productId);
    const result = await removeFromWishlist({ productId }, { additionalTypenames: ['Product'] });
    if (result.error) {
      onRestored(productId);
      notify.error(MESSAGES.catalogue.wishlistFailed);
      return;
    }
    notify.success(MESSAGES.catalogue.removedFromWishlist);
  };

  return (
    <Button variant="outline" colorPalette="pink" size="sm" onClick={remove} loading={fetching} aria-label={`Remove ${productName} from wishlist`}>
      Remove
    </Button>
  );
}
