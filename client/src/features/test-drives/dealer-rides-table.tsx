import { Box, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { DataTable, Td, Th, Tr } from '../../components/dashboard-table';
import type { DealerTestDrivesQuery, TestDriveStatus } from '../../gql/graphql';
import { shortDate } from '../../lib/format';
import { confirmDelete } from '../../lib/confirm-delete';
import { notify } from '../../lib/toaster';
import { useOptimisticValues } from '../../lib/use-optimistic-values';
import { DeleteIcon } from '../../components/icons';
import { RIDE_TEXT } from './messages';

type Ride = DealerTestDrivesQuery['dealerTestDrives'][number];

export const RIDE_STATUSES: readonly { value: TestDriveStatus; label: string }[] = [
  { value: 'PENDING', label: 'pending' },
  { value: 'CONFIRMED', label: 'confirmed' },
  { value: 'COMPLETED', label: 'completed' },
  { value: 'CANCELLED', label: 'cancelled' },
];

/**
 * The dealer's test-ride requests. A status choice shows at once and is sent; when the call
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
                <NativeSelect.Root size="sm" width="36">
                  <NativeSelect.Field
                    aria-label={`Status of ${ride.product.name} for ${ride.customer.name ?? ride.customer.email}`}
                    value={valueOf(ride.id, ride.status)}
                    onChange={(e) => void change(ride, e.target.value as TestDriveStatus)}
                  >
                    {RIDE_STATUSES.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Td>
              <Td textAlign="end">
                <IconButton aria-label={`Delete test ride of ${ride.product.name}`} size="sm" variant="ghost" colorPalette="red" onClick={() => remove(ride.id)}>
                  <DeleteIcon />
                </IconButton>
              </Td>
            </Tr>
          ))}
        </tbody>
      </DataTable>
  );
}
