import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPager } from '../../components/dashboard-pager';
import { QueryState } from '../../components/query-state';
import { RatingSummary, Stars } from '../../components/rating-stars';
import { useProductReviewsQuery, type ProductReviewsQuery } from './reviews.generated';
import { formatDate } from '../../lib/format';
import { reviewsText } from '@evbazaar/common/src/i18n/text/reviews.generated';
import { formatLongDate } from '@evbazaar/common/src/format/date';
import { useLocale, useT } from '../../lib/i18n';

type ReviewItem = ProductReviewsQuery['productReviews']['items'][number];

/** A review as everyone sees it: stars, text, the rider's first name and the verified mark. */
export function ReviewCard({
  review,
  shopName,
}: {
  review: Pick<ReviewItem, 'productRating' | 'shopRating' | 'text' | 'authorName' | 'createdAt'>;
  shopName?: string;
}) {
  const t = useT(reviewsText);
  const locale = useLocale();
  const author = review.authorName ?? t('anonymous');
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="white" data-testid="review">
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Flex gap="3" wrap="wrap">
          <Stars value={review.productRating} label={t('vehicle')} />
          <Stars value={review.shopRating} label={t('shop')} />
        </Flex>
        <Badge colorPalette="green" variant="subtle">
          {t('verified')}
        </Badge>
      </Flex>
      <Text mt="2" whiteSpace="pre-line" overflowWrap="anywhere">
        {review.text}
      </Text>
      <Text mt="2" fontSize="sm" color="fg.muted">
        {shopName ? t('rodeAt', { name: author, shop: shopName }) : author} ·{' '}
        {locale === 'en' ? formatDate(review.createdAt) : formatLongDate(review.createdAt, locale)}
      </Text>
    </Box>
  );
}

/** The product page's reviews: only approved ones from riders whose test ride was completed. */
export function ProductReviews({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const [result] = useProductReviewsQuery({ variables: { productId, page } });
  const rating = result.data?.product?.rating;
  const t = useT(reviewsText);
  return (
    <Box as="section" mt="10" aria-label={t('section')}>
      <Flex align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="xl">
          {t('section')}
        </Heading>
        {rating && <RatingSummary average={rating.average} count={rating.count} size="md" />}
      </Flex>
      <QueryState result={result} select={(d) => d.productReviews.items} failure={t('fetchFailed')} empty={<Text color="fg.muted">{t('productEmpty')}</Text>}>
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
