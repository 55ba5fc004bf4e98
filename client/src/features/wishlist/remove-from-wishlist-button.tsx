import { Button } from '@chakra-ui/react';
import { useRemoveFromWishlistMutation } from '../../components/wishlist.generated';
import { accountText } from '@evbazaar/common/src/i18n/text/account.generated';
import { useT } from '../../lib/i18n';
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
  const t = useT(accountText);

  const remove = async () => {
    onRemoved(productId);
    const result = await removeFromWishlist({ productId }, { additionalTypenames: ['Product'] });
    if (result.error) {
      onRestored(productId);
      notify.error(t('wishlist.failed'));
      return;
    }
    notify.success(t('wishlist.removed'));
  };

  return (
    <Button variant="outline" colorPalette="pink" size="sm" onClick={remove} loading={fetching} aria-label={t('wishlist.removeLabel', { name: productName })}>
      {t('wishlist.remove')}
    </Button>
  );
}
