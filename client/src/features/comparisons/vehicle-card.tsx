import { Box, CloseButton, Stack, Text } from '@chakra-ui/react';
import { formatPriceCompact } from '@evbazaar/common/src/format/price';
import { comparisonsText } from '@evbazaar/common/src/i18n/text/comparisons.generated';
import { Link as RouterLink } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import { formatPrice } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';

/** One vehicle of a comparison: picture, name, brand and price; added vehicles can be taken out. */
export function VehicleCard({
  vehicle,
  onRemove,
}: {
  vehicle: { id: string; slug: string; name: string; images: readonly string[]; price: number | null; brand?: { name: string } | null };
  onRemove?: () => void;
}) {
  const t = useT(comparisonsText);
  const locale = useLocale();
  const price = vehicle.price;
  // a card is a compact place: "₹1.25 लाख" on the Hindi site, the spec's full rupees on the English one
  const priceText = locale === 'en' || price === null || !Number.isFinite(price) ? formatPrice(price) : formatPriceCompact(price, locale);
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="3" bg="white" position="relative" h="full" data-testid="compare-vehicle">
      {onRemove && (
        <CloseButton
          size="xs"
          position="absolute"
          top="2"
          right="2"
          bg="white"
          zIndex="1"
          aria-label={t('remove', { name: vehicle.name })}
          onClick={onRemove}
        />
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
          {priceText}
        </Text>
      </Box>
    </Stack>
  );
}
