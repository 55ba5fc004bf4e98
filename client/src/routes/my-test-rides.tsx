import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { SafeImage } from '../components/safe-image';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { WriteReviewButton } from '../features/reviews/write-review-dialog';
import { RideSlotLine, RescheduleRide } from '../features/test-drives/ride-slot';
import { RideStatusBadge } from '../features/test-drives/ride-status-badge';
import { useCancelTestDriveMutation, useMyTestDrivesQuery } from '../features/test-drives/test-drives.generated';
import { TextField } from '../components/form-fields';
import { shortDate } from '../lib/format';
import { CLIENT_MESSAGES, MESSAGES } from '../lib/messages';
import { withToasts } from '../lib/query-toasts';
import { notify } from '../lib/toaster';

const RIDES = withToasts({ failure: CLIENT_MESSAGES.fetchRidesFailed });

/** /book_ride: the signed-in customer's own test rides; pending and confirmed ones can move to another time or be cancelled with a reason. */
export default function MyTestRides() {
  const [result, refetch] = useMyTestDrivesQuery({ requestPolicy: 'cache-and-network', context: RIDES });
  const [cancelState, cancelTestDrive] = useCancelTestDriveMutation();
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const cancel = async () => {
    if (!confirmId) return;
    const cancelled = await cancelTestDrive({ id: confirmId, reason: reason.trim() || null });
    setConfirmId(null);
    setReason('');
    if (cancelled.error) notify.error(CLIENT_MESSAGES.cancelRideFailed);
    else notify.success(MESSAGES.testDrives.cancelled);
  };

  return (
    <Box>
      <PageMeta title="My Test Rides" description="Your booked test rides and their status." />
      <PageBanner title="My Test Rides" />
      <Container maxW="5xl" py="10">
        <QueryState
          result={result}
          select={(d) => d.myTestDrives}
          failure={CLIENT_MESSAGES.fetchRidesFailed}
          empty={<EmptyState message={MESSAGES.testDrives.myEmpty} />}
        >
          {(rides) => (
            <Stack gap="4">
              {rides.map((ride) => (
                <Flex
                  key={ride.id}
                  borderWidth="1px"
                  rounded="lg"
                  p="4"
                  gap="4"
                  direction={{ base: 'column', sm: 'row' }}
                  data-testid="ride"
                  data-ride-id={ride.id}
                >
                  <SafeImage src={ride.product.images[0]} alt={ride.product.name} width={160} height={110} w={{ base: 'full', sm: '40' }} h="28" rounded="md" />
                  <Stack flex="1" gap="1">
                    <Flex justify="space-between" gap="2" wrap="wrap">
                      <Heading as="h2" size="md">
                        <RouterLink to={`/products/${ride.product.slug}`}>{ride.product.name}</RouterLink>
                      </Heading>
                      <RideStatusBadge status={ride.status} />
                    </Flex>
                    <Text fontWeight="semibold">{ride.shop.shopName}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[ride.shop.address1, ride.shop.address2, ride.shop.landmark].filter(Boolean).join(', ')}
                    </Text>
                    <Text fontSize="sm">
                      {ride.location.cityName}, {ride.location.stateName}
                    </Text>
                    {ride.shopPhone && (
                      <Text fontSize="sm">
                        {MESSAGES.testDrives.shopPhone}{' '}
                        <Link href={`tel:${ride.shopPhone}`} color="brand.700" data-testid="call-shop">
                          {ride.shopPhone}
                        </Link>
                      </Text>
                    )}
                    <Text fontSize="sm" color="fg.muted">
                      Booked on {shortDate(ride.createdAt)}
                    </Text>
                    <RideSlotLine ride={ride} />
                    {(ride.canReschedule || ride.canCancel) && (
                      <Flex gap="2" wrap="wrap" align="start">
                        {ride.canReschedule && <RescheduleRide ride={ride} />}
                        {ride.canCancel && (
                          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirmId(ride.id)}>
                            Cancel Ride
                          </Button>
                        )}
                      </Flex>
                    )}
                    {ride.canReview && (
                      <WriteReviewButton rideId={ride.id} productName={ride.product.name} onDone={() => refetch({ requestPolicy: 'network-only' })} />
                    )}
                    {ride.reviewStatus && (
                      <Text fontSize="sm" color="fg.muted">
                        {ride.reviewStatus === 'PENDING'
                          ? 'Your review is waiting to be checked.'
                          : ride.reviewStatus === 'APPROVED'
                            ? 'Your review is on the product page.'
                            : 'Your review was not published.'}
                      </Text>
                    )}
                  </Stack>
                </Flex>
              ))}
            </Stack>
          )}
        </QueryState>
      </Container>
      <ConfirmDialog
        open={confirmId !== null}
        message={CLIENT_MESSAGES.confirmCancelRide}
        confirmLabel="Yes, cancel"
        busy={cancelState.fetching}
        onConfirm={cancel}
        onClose={() => setConfirmId(null)}
      >
        <Box mt="3">
          <TextField label="Reason (optional)" name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </Box>
      </ConfirmDialog>
    </Box>
  );
}
