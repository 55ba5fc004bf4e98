import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPager } from '../../components/dashboard-pager';
import { QueryState } from '../../components/query-state';
import { RatingSummary, Stars } from '../../components/rating-stars';
import { useProductReviewsQuery, type ProductReviewsQuery } from './reviews.generated';
import { formatDate } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';

type ReviewItem = ProductReviewsQuery['productReviews']['items'][number];

/** A review as everyone sees it: stars, text, the rider's first name and the verified mark. */
export function ReviewCard({
  review,
  shopName,
}: {
  review: Pick<ReviewItem, 'productRating' | 'shopRating' | 'text' | 'authorName' | 'createdAt'>;
  shopName?: string;
}) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="white" data-testid="review">
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Flex gap="3" wrap="wrap">
          <Stars value={review.productRating} label="Vehicle" />
          <Stars value={review.shopRating} label="Shop" />
        </Flex>
        <Badge colorPalette="green" variant="subtle">
          {MESSAGES.reviews.verified}
        </Badge>
      </Flex>
      <Text mt="2" whiteSpace="pre-line" overflowWrap="anywhere">
        {review.text}
      </Text>
      <Text mt="2" fontSize="sm" color="fg.muted">
        {review.authorName ?? 'A rider'}
        {shopName ? ` rode it at ${shopName}` : ''} · {formatDate(review.createdAt)}
      </Text>
    </Box>
  );
}

/** The product page's reviews: only approved ones from riders whose test ride was completed. */
export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const [result] = useProductReviewsQuery({ variables: { productId, page } });
  const rating = result.data?.product?.rating;
  return (
    <Box as="section" mt="10" aria-label="Reviews">
      <Flex align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="xl">
          Reviews
        </Heading>
        {rating && <RatingSummary average={rating.average} count={rating.count} size="md" />}
      </Flex>
      <QueryState
        result={result}
        select={(d) => d.productReviews.items}
        failure={MESSAGES.reviews.fetchFailed}
        empty={<Text color="fg.muted">{MESSAGES.reviews.productEmpty}</Text>}
      >
        {(items) => (
          <Stack gap="3">
            {items.map((review) => (
              <ReviewCard key={review.id} review={review} shopName={review.shop.shopName} />
            ))}
            <DashboardPager page={page} totalPages={result.data?.productReviews.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
