import { Box, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { CARD_SPECS, specText, specValue, type SpecRow } from '@evbazaar/common/src/domain/catalogue';
import { formatDistanceKm, formatHours, formatPriceCompact } from '@evbazaar/common/src/format';
import type { Locale } from '@evbazaar/common/src/format/locale';
import type { Translate } from '@evbazaar/common/src/i18n/namespace';
import { cardText } from '@evbazaar/common/src/i18n/text/card.generated';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFieldsFragment } from './product-card.generated';
import { formatPrice } from '../lib/format';
import { useLocale, useT } from '../lib/i18n';
import { CompareButton } from './compare-button';
import { OnRoadFigure } from './on-road-figure';
import { RatingSummary } from './rating-stars';
import { VehicleImage } from './vehicle-image';

type ListText = Translate<NonNullable<(typeof cardText)['values']>>;

/**
 * A price where space is short (cards, comparison tiles): the spec's full price on English pages,
 * "₹1.25 लाख" on Hindi ones; the blank text when there is no price.
 */
export function useCardPrice(): (value: number | null | undefined) => string {
  const locale = useLocale();
  const t = useT(cardText);
  return (value) => {
    if (locale === 'en') return formatPrice(value);
    return value === null || value === undefined || !Number.isFinite(value) ? t('blank') : formatPriceCompact(value, locale);
  };
}

/** A card's spec figure: the spec's text on English pages, Hindi units (कि.मी., घंटे) on Hindi ones. */
function cardSpecText(row: SpecRow, product: ProductCardFieldsFragment, locale: Locale, t: ListText): string {
  if (locale === 'en') return specText(row, product);
  const value = specValue(row, product);
  if (typeof value !== 'number') return value === null ? t('blank') : specText(row, product);
  if (row.key === 'effectiveRange') return formatDistanceKm(value, locale);
  if (row.key === 'charging') return formatHours(value, locale);
  if (row.key === 'topSpeed') return t('speed', { value: String(value) });
  return specText(row, product);
}

const SPEC_LABELS = { topSpeed: 'spec.topSpeed', effectiveRange: 'spec.effectiveRange', charging: 'spec.charging' } as const;

/**
 * A vehicle card linking to /products/{slug} (the canonical address), with "Add to compare", compact enough for two per row on a phone. It shows
 * the top speed, range and charging time the product has; `specs` lists all three, N/A when
 * missing (the wishlist). The image is contained, so a model name printed on it is never cut.
 * `imagePriority`: the card opens a list, so its image is the page's largest paint on a phone.
 */
export function ProductCard({
  product,
  specs = false,
  imagePriority = false,
}: {
  product: ProductCardFieldsFragment;
  specs?: boolean;
  imagePriority?: boolean;
}) {
  // the spec's three figures; only those the product states, unless `specs` asks for all
  const shownSpecs = CARD_SPECS.filter((row) => specs || specValue(row, product) !== null);
  const locale = useLocale();
  const t = useT(cardText);
  const cardPrice = useCardPrice();
  return (
    <LinkBox as="article" borderWidth="1px" rounded="lg" overflow="hidden" bg="white" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s" h="full">
      <VehicleImage vehicle={product} width={400} sizes="(min-width: 80em) 300px, (min-width: 48em) 33vw, 50vw" priority={imagePriority} />
      <Stack p={{ base: '3', md: '4' }} gap="1">
        <Heading as="h3" size={{ base: 'sm', md: 'md' }} overflowWrap="anywhere">
          <LinkOverlay asChild>
            <RouterLink to={`/products/${product.slug}`}>{product.name}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontWeight="semibold" color="brand.fg" fontSize={{ base: 'sm', md: 'md' }}>
          {cardPrice(product.price)}
        </Text>
        <OnRoadFigure vehicleType={product.vehicleType} price={product.price} battery={product.battery} />
        {product.rating && <RatingSummary average={product.rating.average} count={product.rating.count} size="xs" />}
        {shownSpecs.length > 0 && (
          <Stack direction={{ base: 'column', md: 'row' }} columnGap="3" rowGap="0" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" wrap="wrap">
            {shownSpecs.map((row) => (
              <Box key={row.key}>
                {row.key in SPEC_LABELS ? t(SPEC_LABELS[row.key as keyof typeof SPEC_LABELS]) : row.label}: {cardSpecText(row, product, locale, t)}
              </Box>
            ))}
          </Stack>
        )}
        {/* above the card's link overlay, so it can be pressed on its own */}
        <CompareButton
          vehicle={{ id: product.id, slug: product.slug, name: product.name, image: product.images[0], price: product.price }}
          size="xs"
          mt="2"
          position="relative"
          zIndex="1"
          alignSelf="flex-start"
        />
      </Stack>
    </LinkBox>
  );
}
