import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { positionDirectionsUrl } from '@evbazaar/common/src/domain/place';
import { formatLongDate, formatSlotTime } from '@evbazaar/common/src/format/date';
import { formatDistanceKm } from '@evbazaar/common/src/format/units';
import { finderText } from '@evbazaar/common/src/i18n/text/finder.generated';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';
import { formatDateTime } from '../../lib/format';
import { bookingLink } from '../../lib/booking-link';
import type { NearbyShopsQuery } from './finder.generated';

/** vehicles listed per shop before "and N more" */
const STOCK_SHOWN = 6;
export type NearbyShopItem = NearbyShopsQuery['nearbyShops'][number];

/** "98230 45678": a 10-digit phone as people read it. */
const phoneText = (phone: string) => `${phone.slice(0, 5)} ${phone.slice(5)}`;

/**
 * One shop the finder found: where it is and how far, whether it is open, what it has, its next free
 * slot with "Book this slot" (the product page with the booking form preset), a call and directions.
 * `vehicle` is the vehicle the visitor filtered on, if any.
 */
export function NearbyShopCard({ shop, vehicle }: { shop: NearbyShopItem; vehicle?: { colorId?: string | null } | null }) {
  const address = [shop.address1, shop.address2, shop.landmark, shop.cityName].filter(Boolean).join(', ');
  const stocked = shop.inStock.filter((entry) => entry.product).sort((a, b) => a.product!.name.localeCompare(b.product!.name));
  const [showAll, setShowAll] = useState(false);
  const t = useT(finderText);
  const locale = useLocale();
  // the English site keeps its one date-and-time style; the Hindi one its long date and 24-hour slot time
  const slotText = (slot: string) =>
    locale === 'en' ? formatDateTime(slot) : t('slotAt', { date: formatLongDate(slot, locale), time: formatSlotTime(slot, locale) });
  const listed = showAll ? stocked : stocked.slice(0, STOCK_SHOWN);
  const bookable = Boolean(shop.locationId && shop.nextFreeSlot);
  const linkFor = (slug: string, colorId?: string | null) =>
    bookingLink(slug, { shopId: shop.id, locationId: shop.locationId!, slotStart: shop.nextFreeSlot, colorId });
  return (
    <Stack as="article" gap="3" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} aria-labelledby={`shop-${shop.id}`} data-testid="nearby-shop">
      <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
        <Heading as="h3" size="md" id={`shop-${shop.id}`}>
          {shop.shopName}
        </Heading>
        <Text fontWeight="semibold" data-testid="distance">
          {t('away', { distance: formatDistanceKm(shop.distanceKm, locale) })}
        </Text>
      </Flex>
      <Text color="fg.muted">{address}</Text>
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={shop.openNow ? 'green' : 'gray'} size="md">
          {shop.openNow ? t('openBadge') : t('closedBadge')}
        </Badge>
        <Text fontSize="sm">
          {shop.hoursToday ? t('hoursToday', { open: shop.hoursToday.open ?? '', close: shop.hoursToday.close ?? '' }) : t('closedToday')}
        </Text>
      </HStack>
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          {t('inStock')}
        </Text>
        {stocked.length ? (
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" mt="1">
            {listed.map((entry) => (
              <li key={entry.productId}>
                <Link asChild fontSize="sm" minH="6" display="inline-flex" alignItems="center">
                  <RouterLink to={bookable && !vehicle ? linkFor(entry.product!.slug) : `/products/${entry.product!.slug}`}>{entry.product!.name}</RouterLink>
                </Link>
              </li>
            ))}
            {stocked.length > listed.length && (
              <li>
                <Button type="button" variant="plain" size="sm" minH="6" px="0" onClick={() => setShowAll(true)}>
                  {t('moreInStock', { count: stocked.length - listed.length })}
                </Button>
              </li>
            )}
          </Flex>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('nothingInStock')}
          </Text>
        )}
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          {t('nextSlot')}
        </Text>
        <Text fontSize="sm" data-testid="next-slot">
          {shop.nextFreeSlot ? slotText(shop.nextFreeSlot) : t('noSlot')}
        </Text>
        {shop.nextFreeSlot && !shop.locationId && (
          <Text fontSize="sm" color="fg.muted">
            {t('noLocation')}
          </Text>
        )}
        {bookable && !vehicle && stocked.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('pickVehicleToBook')}
          </Text>
        )}
      </Box>
      <Flex gap="2" wrap="wrap">
        {bookable && vehicle && stocked[0] && (
          <Button asChild colorPalette="brand" minH="11" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
            <RouterLink to={linkFor(stocked[0].product!.slug, vehicle.colorId)}>{t('bookSlot')}</RouterLink>
          </Button>
        )}
        {shop.phone && (
          <Button asChild variant="outline" colorPalette="brand" minH="11" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
            <a href={`tel:+91${shop.phone}`}>{t('call', { phone: phoneText(shop.phone) })}</a>
          </Button>
        )}
        <Button asChild variant="outline" colorPalette="brand" minH="11" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
          <a href={positionDirectionsUrl(shop.lat, shop.lng)} target="_blank" rel="noopener noreferrer">
            {t('directions')}
          </a>
        </Button>
      </Flex>
    </Stack>
  );
}
