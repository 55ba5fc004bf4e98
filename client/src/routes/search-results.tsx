import { Box, Button, Center, Container, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { QueryState } from '../components/query-state';
import { useProductsQuery } from '../features/products/products.generated';
import { failureText } from '../lib/errors';
import { MESSAGES } from '../lib/messages';

const STEP = 12;

/** /search-results?q=…: the header search's results, closest first (the product list's typo-tolerant `q`). */
export default function SearchResults() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const [limit, setLimit] = useState(STEP);
  const [{ data, fetching, error }] = useProductsQuery({ variables: { filter: { q, page: 1, limit } }, pause: !q });
  const page = data?.products;
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageMeta title={q ? `Search: ${q}` : 'Search'} description="Electric vehicles matching your search, closest first." />
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="2">
        {q ? `Results for “${q}”` : 'Search vehicles'}
      </Heading>
      {!q ? (
        <Text color="fg.muted">{MESSAGES.search.prompt}</Text>
      ) : (
        <QueryState
          result={{ fetching, data: page, error }}
          select={(shown) => (shown.items.length > 0 ? shown : null)}
          failure={(failed) => failureText(failed, MESSAGES.catalogue.vehiclesFetchFailed)}
          empty={<Text color="fg.muted">{MESSAGES.search.noResults(q)}</Text>}
        >
          {(shown) => (
            <Box>
              <Text color="fg.muted" mb="4" aria-live="polite">
                {shown.total === 1 ? '1 vehicle' : `${shown.total} vehicles`}
              </Text>
              <ProductGrid>
                {shown.items.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </ProductGrid>
              {shown.items.length < shown.total && (
                <Center mt="8">
                  <Button colorPalette="brand" loading={fetching} onClick={() => setLimit((n) => n + STEP)}>
                    Load More
                  </Button>
                </Center>
              )}
            </Box>
          )}
        </QueryState>
      )}
    </Container>
  );
}
