import { Box, CloseButton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import { formatPrice } from '../../lib/format';

/** One vehicle of a comparison: picture, name, brand and price; added vehicles can be taken out. */
export function VehicleCard({
  vehicle,
  onRemove,
}: {
  vehicle: { id: string; slug: string; name: string; images: readonly string[]; price: number | null; brand?: { name: string } | null };
  onRemove?: () => void;
}) {
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="3" bg="white" position="relative" h="full" data-testid="compare-vehicle">
      {onRemove && (
        <CloseButton size="xs" position="absolute" top="2" right="2" bg="white" zIndex="1" aria-label={`Remove ${vehicle.name}`} onClick={onRemove} />
      )}
      <SafeImage src={vehicle.images[0]} alt={vehicle.name} width={320} height={200} w="full" h={{ base: '28', md: '36' }} objectFit="contain" />
      <Box>
        {vehicle.brand && (
          <Text fontSize="xs" color="fg.muted">
            {vehicle.brand.name}
          </Text>
        )}
        <Text fontWeight="semibold" lineClamp={2}>
          <RouterLink to={`/products/${vehicle.slug}`}>{vehicle.name}</RouterLink>
        </Text>
        <Text color="brand.fg" fontWeight="medium">
          {formatPrice(vehicle.price)}
        </Text>
      </Box>
    </Stack>
  );
}
