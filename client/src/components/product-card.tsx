import { Box, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { CARD_SPECS, specText, specValue } from '@evbazaar/common/src/domain/catalogue';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFieldsFragment } from './product-card.generated';
import { formatPrice } from '../lib/format';
import { CompareButton } from './compare-button';
import { OnRoadFigure } from './on-road-figure';
import { RatingSummary } from './rating-stars';
import { VehicleImage } from './vehicle-image';

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
          {formatPrice(product.price)}
        </Text>
        <OnRoadFigure vehicleType={product.vehicleType} price={product.price} battery={product.battery} />
        {product.rating && <RatingSummary average={product.rating.average} count={product.rating.count} size="xs" />}
        {shownSpecs.length > 0 && (
          <Stack direction={{ base: 'column', md: 'row' }} columnGap="3" rowGap="0" fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted" wrap="wrap">
            {shownSpecs.map((row) => (
              <Box key={row.key}>
                {row.label}: {specText(row, product)}
              </Box>
            ))}
          </Stack>
        )}
        {/* above the card's link overlay, so it can be pressed on its own */}
        <CompareButton
          vehicle={{ id: product.id, slug: product.slug, name: product.name, image: product.images[0] }}
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
