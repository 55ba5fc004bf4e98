import { Stack } from '@chakra-ui/react';
import { DashboardPage } from '../../components/dashboard-page';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { EmptyState } from '../../components/states';
import { QueryState } from '../../components/query-state';
import { listContext } from '../../features/dashboard/list-context';
import { DealerRidesTable } from '../../features/test-drives/dealer-rides-table';
import { RIDE_TEXT } from '../../features/test-drives/messages';
import { RescheduleRide } from '../../features/test-drives/ride-slot';
import { useDealerTestDrivesQuery, useRemoveTestDriveMutation, useSetTestDriveStatusMutation } from '../../features/test-drives/test-drives.generated';
import { HistoryButton } from '../../components/history-button';
import { MESSAGES } from '../../lib/messages';
import { withToasts } from '../../lib/query-toasts';

/** An empty list is refetched too when a mutation touches a TestDrive. */
const LISTED = withToasts({ failure: RIDE_TEXT.ridesFetchFailed }, listContext('TestDrive'));

export default function DealerBookRide() {
  const paging = useServerPage();
  const [result, reload] = useDealerTestDrivesQuery({ variables: paging.variables, requestPolicy: 'cache-and-network', context: LISTED });
  const [, setStatus] = useSetTestDriveStatusMutation();
  const [, removeRide] = useRemoveTestDriveMutation();

  const onDelete = async (id: string) => {
    // an ID answer names no type, so say which cached lists it touches
    const removed = await removeRide({ id }, { additionalTypenames: ['TestDrive'] });
    if (removed.error) reload({ requestPolicy: 'network-only' });
    return removed;
  };

  return (
    <DashboardPage title="Test Drives">
      <Stack gap="4">
        <QueryState
          result={result}
          select={(d) => d.dealerTestDrives}
          failure={RIDE_TEXT.ridesFetchFailed}
          empty={<EmptyState message={RIDE_TEXT.dealerRidesEmpty} />}
        >
          {(rides) => (
            <DealerRidesTable
              rides={rides}
              onSetStatus={(id, status, reason) => setStatus({ id, status, reason })}
              onDelete={onDelete}
              slotAction={(ride) => <RescheduleRide ride={ride} />}
              rowAction={(ride) => <HistoryButton targetType="test_ride" targetId={ride.id} label={MESSAGES.audit.rideHistory(ride.product.name)} />}
            />
          )}
        </QueryState>
        <ServerPager paging={paging} total={result.data?.dealerTestDriveCount} />
      </Stack>
    </DashboardPage>
  );
}
