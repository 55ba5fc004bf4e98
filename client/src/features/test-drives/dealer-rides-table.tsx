import { Box, Text, useBreakpointValue } from '@chakra-ui/react';
import { DataTable, Td, Th, Tr } from '../../components/dashboard-table';
import type { TestDriveStatus } from '../../gql/graphql';
import { shortDate } from '../../lib/format';
import { confirmDelete } from '../../lib/confirm-delete';
import { notify } from '../../lib/toaster';
import { useOptimisticValues } from '../../lib/use-optimistic-values';
import { DealerRideCards } from './dealer-ride-cards';
import { RIDE_TEXT } from './messages';
import { DeleteRideButton, RideStatusSelect, type DealerRide } from './ride-controls';

type Ride = DealerRide;

/**
 * The dealer's test-ride requests: a table from tablet width, cards below it so the status and
 * actions stay on a phone's screen. A status choice shows at once and is sent; when the call
 * fails the previous status comes back with the spec's toast. Deleting asks the browser first and toasts the outcome.
 */
export function DealerRidesTable({
  rides,
  onSetStatus,
  onDelete,
}: {
  rides: readonly Ride[];
  onSetStatus: (id: string, status: TestDriveStatus) => Promise<boolean>;
  onDelete: (id: string) => Promise<{ error?: unknown }>;
}) {
  const { valueOf, apply } = useOptimisticValues<TestDriveStatus>();
  // the back-office is never server-rendered, so the screen width is known on the first render
  const asCards = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;

  const change = async (ride: Ride, next: TestDriveStatus) => {
    const previous = valueOf(ride.id, ride.status);
    if (next === previous) return;
    const ok = await apply(ride.id, previous, next, () => onSetStatus(ride.id, next));
    if (ok) notify.success(RIDE_TEXT.rideStatusUpdated);
    else notify.error(RIDE_TEXT.rideStatusFailed);
  };

  const remove = (id: string) => {
    const texts = { question: RIDE_TEXT.confirmDeleteRide, failed: RIDE_TEXT.rideDeleteFailed, failedAs: { serverMessage: false }, done: RIDE_TEXT.rideRemoved };
    void confirmDelete(texts, () => onDelete(id));
  };

  const statusOf = (ride: Ride) => valueOf(ride.id, ride.status);
  const onChange = (ride: Ride, next: TestDriveStatus) => void change(ride, next);

  if (asCards) return <DealerRideCards rides={rides} statusOf={statusOf} onChange={onChange} onRemove={remove} />;

  return (
    <DataTable minW="xl">
        <thead>
          <Tr>
            <Th>Product</Th>
            <Th>Customer</Th>
            <Th>Date</Th>
            <Th>Status</Th>
            <Th textAlign="end">Actions</Th>
          </Tr>
        </thead>
        <tbody>
          {rides.map((ride) => (
            <Tr key={ride.id} data-testid="ride-row">
              <Td fontWeight="medium">{ride.product.name}</Td>
              <Td>
                <Box>
                  <Text>{ride.customer.name ?? '-'}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {ride.customer.email}
                  </Text>
                </Box>
              </Td>
              <Td whiteSpace="nowrap">{shortDate(ride.createdAt)}</Td>
              <Td>
                <RideStatusSelect ride={ride} value={statusOf(ride)} onChange={(next) => onChange(ride, next)} />
              </Td>
              <Td textAlign="end">
                <DeleteRideButton ride={ride} onClick={() => remove(ride.id)} />
              </Td>
            </Tr>
          ))}
        </tbody>
      </DataTable>
  );
}
