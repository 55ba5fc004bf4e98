import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CountBarChart, StatCards } from '../../components/dashboard-stats';
import { Loading } from '../../components/states';
import { useDealerDashboardQuery } from '../../gql/graphql';

/** Dealer index: five cards and the Order Status chart; a failed load is only logged. */
export function DealerOverview() {
  const [{ data, fetching, error }] = useDealerDashboardQuery({ requestPolicy: 'cache-and-network' });

  useEffect(() => {
    if (error) console.error('Error fetching dealer dashboard', error.message);
  }, [error]);

  if (fetching && !data) return <Loading />;
  const counts = data?.dealerDashboard.testDriveCounts;
  return (
    <Stack gap="6">
      <StatCards
        items={[
          { label: 'Total Completed Drive', value: counts?.completed },
          { label: 'Total Pending Drive', value: counts?.pending },
          { label: 'Total Confirmed Drive', value: counts?.confirmed },
          { label: 'Total Cancelled Drive', value: counts?.cancelled },
          { label: 'Total Available Product', value: data?.dealerDashboard.availableProductCount },
        ]}
      />
      <CountBarChart
        title="Order Status"
        data={[
          { label: 'Completed', value: counts?.completed },
          { label: 'Pending', value: counts?.pending },
          { label: 'Confirmed', value: counts?.confirmed },
          { label: 'Cancelled', value: counts?.cancelled },
        ]}
      />
    </Stack>
  );
}
