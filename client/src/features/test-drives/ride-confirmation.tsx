import { Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import type { MyRideFieldsFragment } from './test-drives.generated';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { useT } from '../../lib/i18n';
import { RideStatusBadge } from './ride-status-badge';
import { ShopContactButtons, shopAddressLine } from './shop-contact';
import { useSlotFormat } from './slot-format';

const WEEKDAYS = ['weekday.mon', 'weekday.tue', 'weekday.wed', 'weekday.thu', 'weekday.fri', 'weekday.sat', 'weekday.sun'] as const;

/** What happens next, by the ride's status. */
const NEXT_STEPS = {
  pending: ['next.shopConfirms', 'next.bringLicence', 'next.moveOrCancel'],
  confirmed: ['next.confirmed', 'next.bringLicence', 'next.moveOrCancel'],
  closed: ['next.closed'],
} as const;

/** "Mon 10:00–19:00" lines of a shop's week; closed days say so. */
function OpeningHours({ days }: { days: MyRideFieldsFragment['shopHours'] }) {
  const t = useT(bookingText);
  if (!days?.length) return <Text fontSize="sm">{t('confirmation.hoursUnknown')}</Text>;
  return (
    <List.Root as="ul" listStyleType="none" fontSize="sm" gap="0.5" data-testid="shop-hours">
      {days.map((day) => (
        <List.Item key={day.weekday} display="flex" gap="3">
          <Box as="span" w="10" fontWeight="medium">
            {t(WEEKDAYS[day.weekday - 1])}
          </Box>
          <span>{day.open && day.close ? `${day.open}–${day.close}` : t('confirmation.closed')}</span>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The booking confirmation: the vehicle, the time in India time, the shop and how to reach it, and what happens next. */
export function RideConfirmation({ ride }: { ride: MyRideFieldsFragment }) {
  const t = useT(bookingText);
  const { slotLabel } = useSlotFormat();
  const open = ride.status === 'PENDING' || ride.status === 'CONFIRMED';
  const steps = ride.status === 'PENDING' ? NEXT_STEPS.pending : ride.status === 'CONFIRMED' ? NEXT_STEPS.confirmed : NEXT_STEPS.closed;
  const address = shopAddressLine(ride.shop);
  return (
    <Stack gap="6" data-testid="ride-confirmation">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
        <SafeImage
          src={ride.product.images[0]}
          alt={ride.product.name}
          width={200}
          height={140}
          w={{ base: 'full', sm: '48' }}
          h={{ base: '44', sm: '32' }}
          rounded="md"
        />
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('confirmation.vehicle')}
          </Text>
          <Heading as="h2" size="lg">
            <RouterLink to={`/products/${ride.product.slug}`}>{ride.product.name}</RouterLink>
          </Heading>
          {ride.color && (
            <Flex align="center" gap="2" data-testid="ride-colour">
              <Box as="span" w="4" h="4" rounded="full" borderWidth="1px" bg={ride.color.code} aria-hidden />
              <Text>{t('colour', { name: ride.color.name })}</Text>
            </Flex>
          )}
          <Box>
            <RideStatusBadge status={ride.status} />
          </Box>
        </Stack>
      </Stack>

      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t('confirmation.when')}
        </Text>
        <Text fontSize="lg" fontWeight="semibold" data-testid="ride-when">
          {ride.slotStart ? slotLabel(ride.slotStart, ride.slotEnd) : t('confirmation.noTime')}
        </Text>
      </Stack>

      <Stack gap="2" borderWidth="1px" rounded="lg" p="4">
        <Text fontSize="sm" color="fg.muted">
          {t('confirmation.shop')}
        </Text>
        <Text fontWeight="semibold" fontSize="lg" data-testid="shop-name">
          {ride.shop.shopName}
        </Text>
        <Text data-testid="shop-address">{address}</Text>
        {ride.shopPhone && (
          <Text fontSize="sm">
            {t('shop.phone')} {ride.shopPhone}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t('confirmation.hours')}
        </Text>
        <OpeningHours days={ride.shopHours} />
        <Box mt="2">
          <ShopContactButtons shop={ride.shop} phone={ride.shopPhone ?? null} calendarRideId={open && ride.slotStart ? ride.id : null} />
        </Box>
      </Stack>

      <Stack gap="2">
        <Heading as="h3" size="md">
          {t('confirmation.nextStepsHeading')}
        </Heading>
        <List.Root as="ol" ps="5" gap="1" data-testid="next-steps">
          {steps.map((step) => (
            <List.Item key={step}>{t(step)}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
