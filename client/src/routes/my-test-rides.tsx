import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { SafeImage } from '../components/safe-image';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { WriteReviewButton } from '../features/reviews/write-review-dialog';
import { RideSlotLine, RescheduleRide } from '../features/test-drives/ride-slot';
import { RideStatusBadge } from '../features/test-drives/ride-status-badge';
import { ShopContactButtons } from '../features/test-drives/shop-contact';
import { useCancelTestDriveMutation, useMyTestDrivesQuery, type MyRideFieldsFragment } from '../features/test-drives/test-drives.generated';
import { splitRides, type RideStatus } from '@evbazaar/common/src/domain/rides';
import { TextField } from '../components/form-fields';
import { formatLongDate } from '@evbazaar/common/src/format';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { shortDate } from '../lib/format';
import { useLocale, useT } from '../lib/i18n';
import { withToasts } from '../lib/query-toasts';
import { notify } from '../lib/toaster';

type Ride = MyRideFieldsFragment;

/** The kernel's view of a ride (lower-case status) beside the ride itself, for splitRides. */
const withKernelStatus = (ride: Ride) => ({
  id: ride.id,
  status: ride.status.toLowerCase() as RideStatus,
  slotStart: ride.slotStart,
  slotEnd: ride.slotEnd,
  createdAt: ride.createdAt as string,
  source: ride,
});

/** One ride of My Test Rides; an upcoming one carries the shop's phone and directions. */
function RideCard({ ride, upcoming, onCancel, onReviewed }: { ride: Ride; upcoming: boolean; onCancel: () => void; onReviewed: () => void }) {
  const t = useT(bookingText);
  const locale = useLocale();
  // the spec's YYYY-MM-DD on the English page; the shared long date on the Hindi one
  const bookedOn = locale === 'en' || !ride.createdAt ? shortDate(ride.createdAt) : formatLongDate(ride.createdAt as string, locale);
  return (
    <Flex borderWidth="1px" rounded="lg" p="4" gap="4" direction={{ base: 'column', sm: 'row' }} data-testid="ride" data-ride-id={ride.id}>
      <SafeImage src={ride.product.images[0]} alt={ride.product.name} width={160} height={110} w={{ base: 'full', sm: '40' }} h="28" rounded="md" />
      <Stack flex="1" gap="1" minW="0">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Heading as="h3" size="md">
            <RouterLink to={`/products/${ride.product.slug}`}>{ride.product.name}</RouterLink>
          </Heading>
          <RideStatusBadge status={ride.status} />
        </Flex>
        {ride.color && (
          <Text fontSize="sm" data-testid="ride-colour">
            {t('colour', { name: ride.color.name })}
          </Text>
        )}
        <Text fontWeight="semibold">{ride.shop.shopName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {[ride.shop.address1, ride.shop.address2, ride.shop.landmark].filter(Boolean).join(', ')}
        </Text>
        <Text fontSize="sm">
          {ride.location.cityName}, {ride.location.stateName}
        </Text>
        {ride.shopPhone && (
          <Text fontSize="sm">
            {t('shop.phone')}{' '}
            <Link href={`tel:${ride.shopPhone}`} color="brand.700">
              {ride.shopPhone}
            </Link>
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('my.bookedOn', { date: bookedOn })}
        </Text>
        <RideSlotLine ride={ride} />
        {upcoming && (
          <Box my="2">
            <ShopContactButtons shop={ride.shop} phone={ride.shopPhone ?? null} />
          </Box>
        )}
        <Flex gap="2" wrap="wrap" align="start">
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={`/book_ride/${ride.id}`} data-testid="ride-details">
              {t('my.details')}
            </RouterLink>
          </Button>
          {ride.canReschedule && <RescheduleRide ride={ride} />}
          {ride.canCancel && (
            <Button size="sm" colorPalette="red" variant="outline" onClick={onCancel}>
              {t('my.cancel')}
            </Button>
          )}
        </Flex>
        {ride.canReview && <WriteReviewButton rideId={ride.id} productName={ride.product.name} onDone={onReviewed} />}
        {ride.reviewStatus && (
          <Text fontSize="sm" color="fg.muted">
            {ride.reviewStatus === 'PENDING' ? t('my.reviewPending') : ride.reviewStatus === 'APPROVED' ? t('my.reviewApproved') : t('my.reviewRejected')}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

/**
 * /book_ride: the signed-in customer's own test rides in Upcoming and Past (the rides kernel splits
 * them); pending and confirmed ones can move to another time or be cancelled with a reason.
 */
export default function MyTestRides() {
  // the ride mails link to /book_ride?ride={id}: that ride's confirmation
  const [params] = useSearchParams();
  const linked = params.get('ride');
  const t = useT(bookingText);
  const RIDES = useMemo(() => withToasts({ failure: t('my.fetchFailed') }), [t]);
  const [result, refetch] = useMyTestDrivesQuery({ requestPolicy: 'cache-and-network', context: RIDES, pause: Boolean(linked) });
  const [cancelState, cancelTestDrive] = useCancelTestDriveMutation();
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // a cancelled ride loses its Cancel button and moves to Past: the focus follows it to its Details link
  const cancelledId = useRef<string | null>(null);
  const rideDetailsLink = (id: string) => document.querySelector<HTMLElement>(`[data-ride-id="${id}"] [data-testid="ride-details"]`);
  const rides = result.data?.myTestDrives;
  useEffect(() => {
    const id = cancelledId.current;
    if (!id || rides?.find((ride) => ride.id === id)?.canCancel !== false) return;
    cancelledId.current = null;
    rideDetailsLink(id)?.focus();
  }, [rides]);

  const cancel = async () => {
    if (!confirmId) return;
    const cancelled = await cancelTestDrive({ id: confirmId, reason: reason.trim() || null });
    if (!cancelled.error) cancelledId.current = confirmId;
    setConfirmId(null);
    setReason('');
    if (cancelled.error) notify.error(t('my.cancelFailed'));
    else notify.success(t('my.cancelled'));
  };

  if (linked) return <Navigate to={`/book_ride/${encodeURIComponent(linked)}`} replace />;

  return (
    <Box>
      <PageMeta title={t('my.title')} description={t('my.description')} />
      <PageBanner title={t('my.title')} />
      <Container maxW="5xl" py="10">
        <QueryState result={result} select={(d) => d.myTestDrives} failure={t('my.fetchFailed')} empty={<EmptyState message={t('my.empty')} />}>
          {(rides) => {
            const { upcoming, past } = splitRides(rides.map(withKernelStatus), new Date());
            const card = (ride: (typeof upcoming)[number], isUpcoming: boolean) => (
              <RideCard
                key={ride.id}
                ride={ride.source}
                upcoming={isUpcoming}
                onCancel={() => setConfirmId(ride.id)}
                onReviewed={() => refetch({ requestPolicy: 'network-only' })}
              />
            );
            return (
              <Stack gap="8">
                <RideSection id="rides-upcoming" title={t('my.upcoming', { count: String(upcoming.length) })} empty={t('my.noUpcoming')}>
                  {upcoming.map((ride) => card(ride, true))}
                </RideSection>
                <RideSection id="rides-past" title={t('my.past', { count: String(past.length) })} empty={t('my.noPast')}>
                  {past.map((ride) => card(ride, false))}
                </RideSection>
              </Stack>
            );
          }}
        </QueryState>
      </Container>
      <ConfirmDialog
        open={confirmId !== null}
        message={t('my.confirmCancel')}
        confirmLabel={t('my.yesCancel')}
        busy={cancelState.fetching}
        onConfirm={cancel}
        onClose={() => setConfirmId(null)}
        finalFocus={() => (cancelledId.current ? rideDetailsLink(cancelledId.current) : null)}
      >
        <Box mt="3">
          <TextField label={t('my.reason')} name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Box>
      </ConfirmDialog>
    </Box>
  );
}

/** One list of My Test Rides (Upcoming or Past) under its heading, or a line saying it is empty. */
function RideSection({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id} data-testid={id}>
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children.length ? children : <Text color="fg.muted">{empty}</Text>}
    </Stack>
  );
}
