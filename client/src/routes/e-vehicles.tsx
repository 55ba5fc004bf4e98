import { Box, Button, Container, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { VEHICLE_TYPES, vehicleTypePath } from '@evbazaar/common/src/domain/catalogue';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { productListText } from '@evbazaar/common/src/i18n/text/product-list.generated';
import { typeLabelKey } from '../features/products/filter-chips';
import { useT } from '../lib/i18n';

export default function EVehicles() {
  const t = useT(productListText);
  return (
    <Box>
      <PageMeta title={t('eVehicles.title')} description={t('eVehicles.description')} />
      <PageBanner title={t('eVehicles.title')} subtitle={t('eVehicles.subtitle')} />
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {VEHICLE_TYPES.map((type) => (
            <Stack key={type.value} borderWidth="1px" rounded="xl" p="6" align="center" gap="4" bg="white">
              <img src={type.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
              <Heading as="h2" size="lg">
                {t(typeLabelKey(type))}
              </Heading>
              <Button asChild colorPalette="brand">
                <RouterLink to={vehicleTypePath(type)} aria-label={t('eVehicles.exploreType', { type: t(typeLabelKey(type)) })}>
                  {t('eVehicles.explore')}
                </RouterLink>
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
