import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPager } from '../../components/dashboard-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { useMyShopReviewsQuery } from './reviews.generated';
import { ReviewCard } from './product-reviews';
import { MESSAGES } from '../../lib/messages';

/** Dealer: the approved reviews of the own shop, newest first. */
export function ShopReviewsList() {
  const [page, setPage] = useState(1);
  const [result] = useMyShopReviewsQuery({ variables: { page }, requestPolicy: 'cache-and-network' });
  return (
    <QueryState
      result={result}
      select={(d) => d.myShopReviews.items}
      failure={MESSAGES.reviews.fetchFailed}
      empty={<EmptyState message={MESSAGES.reviews.shopEmpty} />}
    >
      {(items) => (
        <Stack gap="3">
          {items.map((review) => (
            <Stack key={review.id} gap="1">
              <Text fontWeight="semibold">{review.product.name}</Text>
              <ReviewCard review={review} />
            </Stack>
          ))}
          <DashboardPager page={page} totalPages={result.data?.myShopReviews.totalPages ?? 1} onPage={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
