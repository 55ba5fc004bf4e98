import { Box, Button, Center, Container } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { QueryState } from '../components/query-state';
import { ComingSoon } from '../components/states';
import { LOAD_MORE_STEP, useLastDefined } from '../features/products/use-growing-list';
import { useListPosition } from '../features/products/use-list-position';
import { useProductsQuery } from '../gql/graphql';
import { failureText } from '../lib/errors';
import { vehicleTypeBySlug } from '../lib/vehicle-types';
import NotFound from './not-found';

function VehicleList({ slug }: { slug: string }) {
  const type = vehicleTypeBySlug(slug)!;
  // the count (and scroll) come back when the visitor returns here with Back
  const { count: limit, setCount: setLimit, restoreScroll } = useListPosition();
  const [{ data, fetching, error }] = useProductsQuery({ variables: { filter: { vehicleType: type.value, page: 1, limit } } });
  const page = useLastDefined(data?.products);
  // the first answer already holds every remembered card, so the page is its full height
  const answered = !fetching && (data !== undefined || error !== undefined);
  useEffect(() => {
    if (answered) restoreScroll();
  }, [answered, restoreScroll]);

  return (
    <Box>
      <PageMeta title={`Electric ${type.label}s`} description={`Browse electric ${type.label.toLowerCase()}s with prices, range and charging time.`} />
      <PageBanner title={`Electric ${type.label}s`} />
      <Container maxW="7xl" py="10">
        {/* the last answered page stays while more load */}
        <QueryState
          result={{ fetching: !page, data: page, error }}
          select={(shown) => (shown.items.length > 0 ? shown : null)}
          failure={(failed) => failureText(failed, 'Error fetching vehicles')}
          empty={<ComingSoon />}
        >
          {(page) => (
            <>
              <ProductGrid>
                {page.items.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </ProductGrid>
              {page.total > page.items.length && (
                <Center mt="8">
                  <Button colorPalette="brand" variant="outline" loading={fetching} onClick={() => setLimit((l) => l + LOAD_MORE_STEP)}>
                    Load More
                  </Button>
                </Center>
              )}
            </>
          )}
        </QueryState>
      </Container>
    </Box>
  );
}

export default function EVehiclesByType() {
  const { type } = useParams();
  // key resets the page size when the type changes
  return vehicleTypeBySlug(type) ? <VehicleList key={type} slug={type!} /> : <NotFound />;
}
