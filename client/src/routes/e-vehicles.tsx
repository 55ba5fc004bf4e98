import { Box, Button, Container, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { VEHICLE_TYPES, vehicleTypePath } from '@evbazaar/common/src/domain/catalogue';
import { Link as RouterLink } from 'react-router';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';

export default function EVehicles() {
  return (
    <Box>
      <PageMeta title="E-Vehicles" description="Electric scooters, bikes, four-wheelers and commercial vehicles in India." />
      <PageBanner title="E-Vehicles" subtitle="Choose a vehicle type to explore" />
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {VEHICLE_TYPES.map((t) => (
            <Stack key={t.value} borderWidth="1px" rounded="xl" p="6" align="center" gap="4" bg="white">
              <img src={t.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
              <Heading as="h2" size="lg">
                {t.label}
              </Heading>
              <Button asChild colorPalette="brand">
                <RouterLink to={vehicleTypePath(t)} aria-label={`Explore ${t.label}`}>
                  Explore
                </RouterLink>
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
