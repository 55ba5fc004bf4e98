import { Box, Container, SimpleGrid, Stack } from '@chakra-ui/react';
import { comparisonsText } from '@evbazaar/common/src/i18n/text/comparisons.generated';
import { useParams } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { ErrorState, Loading } from '../components/states';
import { AddVehicleTile } from '../features/comparisons/add-vehicle-tile';
import { MAX_VEHICLES } from '../features/comparisons/messages';
import { SpecTables } from '../features/comparisons/spec-tables';
import { useAddedVehicles } from '../features/comparisons/use-added-vehicles';
import { VehicleCard } from '../features/comparisons/vehicle-card';
import { useSpecText } from '../features/products/spec-sheet';
import { usePublicComparisonQuery } from '../features/comparisons/comparisons.generated';
import { useT } from '../lib/i18n';
import NotFound from './not-found';

/** Side-by-side comparison of the pair plus any vehicles the visitor added (kept per comparison). */
export default function ProductComparisonDetail() {
  const { id = '' } = useParams();
  const [result] = usePublicComparisonQuery({ variables: { id } });
  const t = useT(comparisonsText);
  // the product page's specification rows in the page's language
  const specs = useSpecText();
  const added = useAddedVehicles(id);
  const comparison = result.data?.comparison;
  const pair = comparison ? [comparison.product1, comparison.product2] : [];
  const extra = added.vehicles.filter((v) => !pair.some((p) => p.id === v.id));
  const vehicles = [...pair, ...extra];
  const title = comparison ? t('title', { first: comparison.product1.name, second: comparison.product2.name }) : t('compare');

  return (
    <Box>
      <PageMeta title={title} description={t('detailDescription')} />
      <PageBanner title={title} />
      <Container maxW="7xl" py="10" px={{ base: '3', md: '6' }}>
        <QueryState
          result={result}
          select={(d) => d.comparison}
          failure={t('fetchFailed')}
          empty={<ErrorState message={t('fetchFailed')} />}
          notFound={<NotFound backTo={{ to: '/product-comparison', label: t('backToList') }} />}
        >
          {() => (
            <Stack gap="8">
              <SimpleGrid columns={{ base: 2, md: Math.min(vehicles.length + 1, MAX_VEHICLES) }} gap="3">
                {vehicles.map((v) => (
                  <VehicleCard key={v.id} vehicle={v} onRemove={extra.includes(v) ? () => added.remove(v.id) : undefined} />
                ))}
                {added.restoring ? <Loading /> : vehicles.length < MAX_VEHICLES && <AddVehicleTile excluded={vehicles.map((v) => v.id)} onAdd={added.add} />}
              </SimpleGrid>
              <SpecTables vehicles={vehicles} specRows={specs.rows} />
            </Stack>
          )}
        </QueryState>
      </Container>
    </Box>
  );
}
