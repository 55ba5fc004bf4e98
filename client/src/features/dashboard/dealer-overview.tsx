import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CountBarChart, StatCards } from '../../components/dashboard-stats';
import { QueryState } from '../../components/query-state';
import { useDealerDashboardQuery, type DealerDashboardQuery } from './dashboard.generated';

/** Dealer index: five cards and the Order Status chart; a failed load is only logged. */
export function DealerOverview() {
  const [result] = useDealerDashboardQuery({ requestPolicy: 'cache-and-network' });

  useEffect(() => {
    if (result.error) console.error('Error fetching dealer dashboard', result.error.message);
  }, [result.error]);

  // a failed load shows the figures empty
  return (
    <QueryState result={result} select={(d) => d.dealerDashboard} empty={<DealerStats />}>
      {(stats) => <DealerStats stats={stats} />}
    </QueryState>
  );
}

function DealerStats({ stats }: { stats?: DealerDashboardQuery['dealerDashboard'] }) {
  const counts = stats?.testDriveCounts;
  return (
    <Stack gap="6">
      <StatCards
        items={[
          { label: 'Total Completed Drive', value: counts?.completed },
          { label: 'Total Pending Drive', value: counts?.pending },
          { label: 'Total Confirmed Drive', value: counts?.confirmed },
          { label: 'Total Cancelled Drive', value: counts?.cancelled },
          { label: 'Total Available Product', value: stats?.availableProductCount },
        ]}
      />
      <CountBarChart
        title="Order Status"
        columns={['Status', 'Test rides']}
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
