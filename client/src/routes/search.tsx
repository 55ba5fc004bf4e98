import { Box, Container, Heading } from '@chakra-ui/react';
import { searchSchema } from '@evbazaar/common';
import type { CombinedError } from 'urql';
import { useSearchParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { ShopSearchForm } from '../features/search/shop-search-form';
import { useSearchProductsQuery } from '../features/search/search.generated';
import { CLIENT_MESSAGES } from '../lib/messages';
import { failureText } from '../lib/errors';
import { withToasts } from '../lib/query-toasts';
import { MESSAGES } from '../lib/messages';
import { useT } from '../lib/i18n';
import { dealerSearchText } from '@evbazaar/common/src/i18n/text/dealer-search.generated';

const searchFailure = (error: CombinedError) => failureText(error, CLIENT_MESSAGES.searchFailed);
const SEARCH = withToasts({ failure: searchFailure, success: CLIENT_MESSAGES.searchDone });

function Results({ locationId, shopId }: { locationId: string; shopId: string }) {
  const [result] = useSearchProductsQuery({ variables: { locationId, shopId }, context: SEARCH });
  return (
    <QueryState result={result} select={(d) => d.searchProducts} failure={searchFailure} empty={<EmptyState message={MESSAGES.search.dealerProductsEmpty} />}>
      {(products) => (
        <ProductGrid>
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ProductGrid>
      )}
    </QueryState>
  );
}

export default function Search() {
  const [params] = useSearchParams();
  const loc = params.get('loc') ?? '';
  // the spec's URL names the shop `dealer`
  const shopId = params.get('dealer') ?? '';
  const t = useT(dealerSearchText);
  return (
    <Box>
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <PageBanner title={t('page.title')} />
      <Container maxW="7xl" py="8">
        <Box maxW="3xl" mx="auto" mb="8">
          <ShopSearchForm schema={searchSchema} key={`${loc}-${shopId}`} initial={{ location: loc, dealer: shopId }} direction="row" />
        </Box>
        {loc && shopId && (
          <>
            <Heading as="h2" size="lg" mb="4">
              {t('page.results')}
            </Heading>
            <Results locationId={loc} shopId={shopId} />
          </>
        )}
      </Container>
    </Box>
  );
}
