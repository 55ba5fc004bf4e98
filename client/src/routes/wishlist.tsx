import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { BannerPage } from '../components/page-banner';
import { QueryState } from '../components/query-state';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { EmptyState } from '../components/states';
import { RemoveFromWishlistButton } from '../features/wishlist/remove-from-wishlist-button';
import { useMyWishlistQuery } from '../features/wishlist/wishlist.generated';
import { failureText } from '../lib/errors';
import { accountText } from '@evbazaar/common/src/i18n/text/account.generated';
import { useT } from '../lib/i18n';

export default function Wishlist() {
  const [result] = useMyWishlistQuery({ requestPolicy: 'cache-and-network' });
  const t = useT(accountText);
  // removed vehicles leave the list at once, before the refetch answers
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const hide = (id: string) => setRemoved((ids) => new Set(ids).add(id));
  const restore = (id: string) => setRemoved((ids) => new Set([...ids].filter((other) => other !== id)));

  return (
    <BannerPage title={t('wishlist.title')} description={t('wishlist.description')} maxW="7xl">
      <QueryState
        result={result}
        select={(d) => d.myWishlist.filter((p) => !removed.has(p.id))}
        failure={(error) => failureText(error, t('wishlist.fetchFailed'))}
        empty={<EmptyState message={t('wishlist.empty')} />}
      >
        {(products) => (
          <ProductGrid>
            {products.map((p) => (
              <Stack key={p.id} gap="2">
                <ProductCard product={p} specs />
                <RemoveFromWishlistButton productId={p.id} productName={p.name} onRemoved={hide} onRestored={restore} />
              </Stack>
            ))}
          </ProductGrid>
        )}
      </QueryState>
    </BannerPage>
  );
}
