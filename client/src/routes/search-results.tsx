import { Box, Button, Center, Container, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { QueryState } from '../components/query-state';
import { useProductsQuery } from '../features/products/products.generated';
import { failureText } from '../lib/errors';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { searchText } from '@evbazaar/common/src/i18n/text/search.generated';
import { useT } from '../lib/i18n';

const STEP = 12;

/** /search-results?q=…: the header search's results, closest first (the product list's typo-tolerant `q`). */
export default function SearchResults() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const [limit, setLimit] = useState(STEP);
  const [{ data, fetching, error }] = useProductsQuery({ variables: { filter: { q, page: 1, limit } }, pause: !q });
  const page = data?.products;
  const t = useT(searchText);
  const list = useT(productListText);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageMeta title={q ? t('results.metaTitle', { q }) : t('results.metaTitleEmpty')} description={t('results.description')} />
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="2">
        {q ? t('results.heading', { q }) : t('results.headingEmpty')}
      </Heading>
      {!q ? (
        <Text color="fg.muted">{t('results.prompt')}</Text>
      ) : (
        <QueryState
          result={{ fetching, data: page, error }}
          select={(shown) => (shown.items.length > 0 ? shown : null)}
          failure={(failed) => failureText(failed, list('fetchFailed'))}
          empty={<Text color="fg.muted">{t('results.none', { q })}</Text>}
        >
          {(shown) => (
            <Box>
              <Text color="fg.muted" mb="4" aria-live="polite">
                {list('count', { count: shown.total })}
              </Text>
              <ProductGrid>
                {shown.items.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </ProductGrid>
              {shown.items.length < shown.total && (
                <Center mt="8">
                  <Button colorPalette="brand" loading={fetching} onClick={() => setLimit((n) => n + STEP)}>
                    {list('loadMore')}
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
