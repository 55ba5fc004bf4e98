import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { EmptyState, ErrorState, Loading } from '../components/states';
import { useMyWishlistQuery } from '../gql/graphql';
import { failureText } from '../lib/errors';

export default function Wishlist() {
  const [{ data, fetching, error }] = useMyWishlistQuery({ requestPolicy: 'cache-and-network' });
  const products = data?.myWishlist ?? [];
  return (
    <Box>
      <PageMeta title="Wishlist" description="The electric vehicles you saved." />
      <PageBanner title="Wishlist" />
      <Container maxW="7xl" py="10">
        {fetching && !data ? (
          <Loading />
        ) : error && !data ? (
          <ErrorState message={failureText(error, 'Error fetching wishlist')} />
        ) : products.length === 0 ? (
          <EmptyState message="Your wishlist is empty." />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {products.map((p) => (
              <ProductCard key={p.id} product={p} specs />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
