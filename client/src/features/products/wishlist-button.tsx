import { Button } from '@chakra-ui/react';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from '../../components/wishlist.generated';
import { useProductWishlistedQuery } from './products.generated';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { useT } from '../../lib/i18n';
import { notify } from '../../lib/toaster';

/**
 * Adds or removes the product from the signed-in user's wishlist (shown to the roles of the wishlist rule).
 * It reads the viewer's own flag itself, so the product's answer stays the cached one every visitor shares.
 */
export function WishlistButton({ productId }: { productId: string }) {
  const [flag] = useProductWishlistedQuery({ variables: { id: productId } });
  const wishlisted = flag.data?.product?.wishlisted ?? false;
  const [add, addToWishlist] = useAddToWishlistMutation();
  const [remove, removeFromWishlist] = useRemoveFromWishlistMutation();
  const t = useT(productListText);
  const busy = add.fetching || remove.fetching || (flag.fetching && !flag.data);

  const toggle = async () => {
    const result = wishlisted ? await removeFromWishlist({ productId }) : await addToWishlist({ productId });
    if (result.error) {
      notify.error(t('wishlist.failed'));
      return;
    }
    notify.success(wishlisted ? t('wishlist.removed') : t('wishlist.added'));
  };

  return (
    <Button variant={wishlisted ? 'solid' : 'outline'} colorPalette="pink" onClick={toggle} loading={busy} aria-pressed={wishlisted}>
      {wishlisted ? t('wishlist.remove') : t('wishlist.add')}
    </Button>
  );
}
