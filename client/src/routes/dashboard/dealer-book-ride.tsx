import { useEffect } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { EmptyState, ErrorState, Loading } from '../../components/states';
import { listContext } from '../../features/dashboard/list-context';
import { DealerRidesTable } from '../../features/test-drives/dealer-rides-table';
import { RIDE_TEXT } from '../../features/test-drives/messages';
import { useDealerTestDrivesQuery, useRemoveTestDriveMutation, useSetTestDriveStatusMutation } from '../../gql/graphql';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a TestDrive. */
const LISTED = listContext('TestDrive');

export default function DealerBookRide() {
  const [{ data, fetching, error }, reload] = useDealerTestDrivesQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [, setStatus] = useSetTestDriveStatusMutation();
  const [, removeRide] = useRemoveTestDriveMutation();

  useEffect(() => {
    if (error) notify.error(RIDE_TEXT.ridesFetchFailed);
  }, [error]);

  const onDelete = async (id: string) => {
    // an ID answer names no type, so say which cached lists it touches
    const result = await removeRide({ id }, { additionalTypenames: ['TestDrive'] });
    if (result.error) {
      notify.error(RIDE_TEXT.rideDeleteFailed);
      reload({ requestPolicy: 'network-only' });
    } else {
      notify.success(RIDE_TEXT.rideRemoved);
    }
  };

  const rides = data?.dealerTestDrives ?? [];
  return (
    <DashboardPage title="Test Drives">
      {fetching && !data ? (
        <Loading />
      ) : error && !data ? (
        <ErrorState message={RIDE_TEXT.ridesFetchFailed} />
      ) : rides.length === 0 ? (
        <EmptyState message="No test ride requests yet." />
      ) : (
        <DealerRidesTable
          rides={rides}
          onSetStatus={async (id, status) => !(await setStatus({ id, status })).error}
          onDelete={(id) => void onDelete(id)}
        />
      )}
    </DashboardPage>
  );
}
