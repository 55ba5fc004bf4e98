import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ProductDetailQuery } from './products.generated';
import { withUnit } from '../../lib/format';

type Product = NonNullable<ProductDetailQuery['product']>;

/** Specification rows with the spec's units. */
function rangeText(p: Product): string {
  if (p.range !== null) return withUnit(p.range, 'km');
  if (p.rangeMin !== null && p.rangeMax !== null) return `${p.rangeMin} - ${p.rangeMax} km`;
  return withUnit(p.rangeMax ?? p.rangeMin, 'km');
}

/** Specification rows with the spec's units. */
export function specRows(p: Product): { label: string; value: string }[] {
  return [
    { label: 'Range', value: rangeText(p) },
    { label: 'Charging', value: withUnit(p.charging, 'Hr') },
    { label: 'Top Speed', value: withUnit(p.topSpeed, 'km/hr') },
    { label: 'Battery', value: withUnit(p.battery, 'kWh') },
    { label: 'Motor Power', value: withUnit(p.motorPower, 'W') },
    { label: 'Weight', value: withUnit(p.weight, 'kg') },
    { label: 'Warranty', value: withUnit(p.warranty, 'years') },
  ];
}

export function SpecGrid({ product }: { product: Product }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {specRows(product).map((row) => (
        <Box key={row.label} borderWidth="1px" rounded="md" p="3" bg="gray.50">
          <Text fontSize="xs" color="fg.muted">
            {row.label}
          </Text>
          <Text fontWeight="semibold">{row.value}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
