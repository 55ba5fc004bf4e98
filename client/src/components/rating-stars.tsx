import { HStack, Text } from '@chakra-ui/react';
import { REVIEW_RATING } from '@evbazaar/common/src/domain/reviews';
import { reviewsText } from '@evbazaar/common/src/i18n/text/reviews.generated';
import { useT } from '../lib/i18n';

const MAX = REVIEW_RATING.max;
const stars = (value: number) => '★'.repeat(MAX).slice(0, Math.round(value)) + '☆'.repeat(MAX).slice(0, MAX - Math.round(value));

/** An average rating with its count ("★★★★☆ 4.2 (12)"); read out as a sentence. */
export function RatingSummary({ average, count, size = 'sm' }: { average: number; count: number; size?: 'xs' | 'sm' | 'md' }) {
  const t = useT(reviewsText);
  const label = t('rating.summary', { average: average.toFixed(1), max: MAX, count });
  return (
    <HStack gap="1" fontSize={size} aria-label={label} role="img" data-testid="rating-summary">
      <Text as="span" color="orange.500" aria-hidden>
        {stars(average)}
      </Text>
      <Text as="span" fontWeight="semibold" aria-hidden>
        {average.toFixed(1)}
      </Text>
      <Text as="span" color="fg.muted" aria-hidden>
        ({count})
      </Text>
    </HStack>
  );
}

/** One review's stars, e.g. "Vehicle ★★★★☆"; read out as one phrase (an image of stars with its name). */
export function Stars({ value, label }: { value: number; label: string }) {
  const t = useT(reviewsText);
  return (
    <Text as="span" fontSize="sm" role="img" aria-label={t('rating.stars', { label, value, max: MAX })}>
      <Text as="span" color="fg.muted" aria-hidden>
        {label}{' '}
      </Text>
      <Text as="span" color="orange.500" aria-hidden>
        {stars(value)}
      </Text>
    </Text>
  );
}
