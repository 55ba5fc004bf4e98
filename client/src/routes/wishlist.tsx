import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { ProductCard } from '../components/product-card';
import { EmptyState } from '../components/states';
import { useMyWishlistQuery } from '../gql/graphql';
import { failureText } from '../lib/errors';

export default function Wishlist() {
  const [result] = useMyWishlistQuery({ requestPolicy: 'cache-and-network' });
  return (
    <Box>
      <PageMeta title="Wishlist" description="The electric vehicles you saved." />
      <PageBanner title="Wishlist" />
      <Container maxW="7xl" py="10">
        <QueryState result={result} select={(d) => d.myWishlist} failure={(error) => failureText(error, 'Error fetching wishlist')} empty={<EmptyState message="Your wishlist is empty." />}>
          {(products) => (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
              {products.map((p) => (
                <ProductCard key={p.id} product={p} specs />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Container>
    </Box>
  );
}
