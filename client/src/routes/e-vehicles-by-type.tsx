import { Box, Button, Center, Container, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { ProductCard } from '../components/product-card';
import { ComingSoon, ErrorState, Loading } from '../components/states';
import { FIRST_PAGE, LOAD_MORE_STEP, useLastDefined } from '../features/products/use-growing-list';
import { useProductsQuery } from '../gql/graphql';
import { failureText } from '../lib/errors';
import { vehicleTypeBySlug } from '../lib/vehicle-types';
import NotFound from './not-found';

function VehicleList({ slug }: { slug: string }) {
  const type = vehicleTypeBySlug(slug)!;
  const [limit, setLimit] = useState(FIRST_PAGE);
  const [{ data, fetching, error }] = useProductsQuery({ variables: { filter: { vehicleType: type.value, page: 1, limit } } });
  const page = useLastDefined(data?.products);
  const items = page?.items ?? [];

  return (
    <Box>
      <PageMeta title={`Electric ${type.label}s`} description={`Browse electric ${type.label.toLowerCase()}s with prices, range and charging time.`} />
      <PageBanner title={`Electric ${type.label}s`} />
      <Container maxW="7xl" py="10">
        {error && !page ? (
          <ErrorState message={failureText(error, 'Error fetching vehicles')} />
        ) : !page ? (
          <Loading />
        ) : items.length === 0 ? (
          <ComingSoon />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
              {items.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </SimpleGrid>
            {page.total > items.length && (
              <Center mt="8">
                <Button colorPalette="brand" variant="outline" loading={fetching} onClick={() => setLimit((l) => l + LOAD_MORE_STEP)}>
                  Load More
                </Button>
              </Center>
            )}
          </>
        )}
      </Container>
    </Box>
  );
}

export default function EVehiclesByType() {
  const { type } = useParams();
  // key resets the page size when the type changes
  return vehicleTypeBySlug(type) ? <VehicleList key={type} slug={type!} /> : <NotFound />;
}
