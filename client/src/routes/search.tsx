import { Box, Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { searchSchema } from '@evbazaar/common';
import type { CombinedError } from 'urql';
import { useSearchParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { DealerSearchForm } from '../features/search/dealer-search-form';
import { useSearchProductsQuery } from '../gql/graphql';
import { CLIENT_MESSAGES } from '../lib/messages';
import { failureText } from '../lib/errors';
import { withToasts } from '../lib/query-toasts';

const searchFailure = (error: CombinedError) => failureText(error, CLIENT_MESSAGES.searchFailed);
const SEARCH = withToasts({ failure: searchFailure, success: CLIENT_MESSAGES.searchDone });

function Results({ locationId, dealerId }: { locationId: string; dealerId: string }) {
  const [result] = useSearchProductsQuery({ variables: { locationId, dealerId }, context: SEARCH });
  return (
    <QueryState result={result} select={(d) => d.searchProducts} failure={searchFailure} empty={<EmptyState message="No products found for this dealer." />}>
      {(products) => (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

export default function Search() {
  const [params] = useSearchParams();
  const loc = params.get('loc') ?? '';
  const dealer = params.get('dealer') ?? '';
  return (
    <Box>
      <PageMeta title="Find Products for Test Ride" description="Find the vehicles a dealer near you has available for a test ride." />
      <PageBanner title="Find Products for Test Ride" />
      <Container maxW="7xl" py="8">
        <Box maxW="3xl" mx="auto" mb="8">
          <DealerSearchForm schema={searchSchema} key={`${loc}-${dealer}`} initial={{ location: loc, dealer }} direction="row" />
        </Box>
        {loc && dealer && (
          <>
            <Heading as="h2" size="lg" mb="4">
              Results
            </Heading>
            <Results locationId={loc} dealerId={dealer} />
          </>
        )}
      </Container>
    </Box>
  );
}
