import { Box, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-fields';
import { DataTable, Td, Th, Tr } from '../../components/dashboard-table';
import type { TestDriveStatus } from '../../gql/graphql';
import { readFailure } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { confirmDelete } from '../../lib/confirm-delete';
import { notify } from '../../lib/toaster';
import { useOptimisticValues } from '../../lib/use-optimistic-values';
import { DealerRideCards } from './dealer-ride-cards';
import { RIDE_TEXT } from './messages';
import { CallCustomerLink, DeleteRideButton, RideStatusSelect, type DealerRide } from './ride-controls';
import { RideSlotLine } from './ride-slot';

type Ride = DealerRide;

/** The server's refusal (409, e.g. reopening a ride the customer cancelled) in its own words, else the spec's toast. */
const statusFailure = (error: unknown) => {
  const failure = readFailure(error);
  return failure.code === 'CONFLICT' && failure.message ? failure.message : RIDE_TEXT.rideStatusFailed;
};

/**
 * The dealer's test-ride requests: a table from tablet width, cards below it so the status and
 * actions stay on a phone's screen. A status choice shows at once and is sent; when the call
 * fails the previous status comes back with the spec's toast. Deleting asks the browser first and toasts the outcome.
 */
export function DealerRidesTable({
  rides,
  onSetStatus,
  onDelete,
  slotAction,
  rowAction,
}: {
  rides: readonly Ride[];
  /** e.g. setting or moving the ride's time; shown under the slot of rides the server says can move */
  slotAction?: (ride: Ride) => ReactNode;
  /** shown with every ride's actions (its history) */
  rowAction?: (ride: Ride) => ReactNode;
  /** `reason`: why the dealer cancels, shown to the customer; `error` when the call failed */
  onSetStatus: (id: string, status: TestDriveStatus, reason?: string) => Promise<{ error?: unknown }>;
  onDelete: (id: string) => Promise<{ error?: unknown }>;
}) {
  const { valueOf, apply } = useOptimisticValues<TestDriveStatus>();
  // the back-office is never server-rendered, so the screen width is known on the first render
  const asCards = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? true;

  // a cancel first asks for the reason the customer will see
  const [cancelling, setCancelling] = useState<Ride | null>(null);
  const [reason, setReason] = useState('');

  const change = async (ride: Ride, next: TestDriveStatus, why?: string) => {
    const previous = valueOf(ride.id, ride.status);
    if (next === previous) return;
    if (next === 'CANCELLED' && why === undefined) {
      setReason('');
      setCancelling(ride);
      return;
    }
    let error: unknown;
    const ok = await apply(ride.id, previous, next, async () => {
      ({ error } = await (why ? onSetStatus(ride.id, next, why) : onSetStatus(ride.id, next)));
      return !error;
    });
    // on failure the previous status is back (the spec); the toast says why when the server refused
    if (ok) notify.success(RIDE_TEXT.rideStatusUpdated);
    else notify.error(statusFailure(error));
  };

  const cancelDialog = (
    <ConfirmDialog
      open={cancelling !== null}
      message={RIDE_TEXT.confirmCancelRide}
      confirmLabel="Cancel the ride"
      onConfirm={() => {
        const ride = cancelling!;
        setCancelling(null);
        void change(ride, 'CANCELLED', reason.trim());
      }}
      onClose={() => setCancelling(null)}
    >
      <Box mt="3">
        <TextField
          label="Reason for the customer"
          name="reason"
          placeholder="e.g. vehicle in service"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Box>
    </ConfirmDialog>
  );

  const remove = (id: string) => {
    const texts = {
      question: RIDE_TEXT.confirmDeleteRide,
      failed: RIDE_TEXT.rideDeleteFailed,
      failedAs: { serverMessage: false },
      done: RIDE_TEXT.rideRemoved,
    };
    void confirmDelete(texts, () => onDelete(id));
  };

  const statusOf = (ride: Ride) => valueOf(ride.id, ride.status);
  const onChange = (ride: Ride, next: TestDriveStatus) => void change(ride, next);

  if (asCards)
    return (
      <>
        <DealerRideCards
          rides={rides}
          statusOf={statusOf}
          onChange={onChange}
          onRemove={remove}
          slotAction={(ride) => (
            <>
              {ride.canReschedule && slotAction?.(ride)}
              {rowAction?.(ride)}
            </>
          )}
        />
        {cancelDialog}
      </>
    );

  return (
    <>
      <DataTable minW="xl">
        <thead>
          <Tr>
            <Th>Product</Th>
            <Th>Customer</Th>
            <Th>Date</Th>
            <Th>Slot</Th>
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
                  <CallCustomerLink ride={ride} />
                </Box>
              </Td>
              <Td whiteSpace="nowrap">{formatDate(ride.createdAt)}</Td>
              <Td>
                <RideSlotLine ride={ride} viewer="dealer" />
                {ride.canReschedule && slotAction?.(ride)}
              </Td>
              <Td>
                <RideStatusSelect ride={ride} value={statusOf(ride)} onChange={(next) => onChange(ride, next)} />
              </Td>
              <Td textAlign="end">
                <DeleteRideButton ride={ride} onClick={() => remove(ride.id)} />
                {rowAction?.(ride)}
              </Td>
            </Tr>
          ))}
        </tbody>
      </DataTable>
      {cancelDialog}
    </>
  );
}
