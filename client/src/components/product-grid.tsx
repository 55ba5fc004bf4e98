import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The grid of product cards: two compact cards per row on a phone, four on a desktop. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid data-testid="product-grid" columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '6' }}>
      {children}
    </SimpleGrid>
  );
}
