import { Box, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFieldsFragment } from '../gql/graphql';
import { formatPrice, withUnit } from '../lib/format';
import { SafeImage } from './safe-image';

/** A vehicle card linking to /products/{id}; `specs` adds top speed, range and charging (wishlist). */
export function ProductCard({ product, specs = false }: { product: ProductCardFieldsFragment; specs?: boolean }) {
  return (
    <LinkBox as="article" borderWidth="1px" rounded="lg" overflow="hidden" bg="white" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s" h="full">
      <SafeImage src={product.images[0]} alt={product.name} width={400} height={260} w="full" h="48" bg="gray.50" />
      <Stack p="4" gap="1">
        <Heading as="h3" size="md" lineClamp={2}>
          <LinkOverlay asChild>
            <RouterLink to={`/products/${product.id}`}>{product.name}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontWeight="semibold" color="brand.fg">
          {formatPrice(product.price)}
        </Text>
        {specs && (
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            <Box>Top speed: {withUnit(product.topSpeed, 'km/hr')}</Box>
            <Box>Range: {withUnit(product.range ?? product.rangeMax, 'km')}</Box>
            <Box>Charging: {withUnit(product.charging, 'Hr')}</Box>
          </HStack>
        )}
      </Stack>
    </LinkBox>
  );
}
