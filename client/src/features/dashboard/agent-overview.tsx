import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { StatCards } from '../../components/dashboard-stats';
import { QueryState } from '../../components/query-state';
import { useAgentDashboardQuery, type AgentDashboardQuery } from './dashboard.generated';
import { MESSAGES } from '../../lib/messages';

/** Agent index: the wishlist and catalogue figures, with a way to the wishlist. */
export function AgentOverview() {
  const [result] = useAgentDashboardQuery({ requestPolicy: 'cache-and-network' });
  return (
    <QueryState result={result} select={(d) => d.agentDashboard} failure={MESSAGES.dashboards.fetchFailed}>
      {(stats) => <AgentStats stats={stats} />}
    </QueryState>
  );
}

function AgentStats({ stats }: { stats: AgentDashboardQuery['agentDashboard'] }) {
  return (
    <Stack gap="6">
      <StatCards
        items={[
          { label: 'Wishlist', value: stats?.wishlistCount },
          { label: 'Vehicles', value: stats?.productCount },
          { label: 'Dealers', value: stats?.dealerCount },
          { label: 'Locations', value: stats?.locationCount },
        ]}
      />
      <Button asChild alignSelf="start" colorPalette="brand" variant="outline">
        <RouterLink to="/wishlist">Open wishlist</RouterLink>
      </Button>
    </Stack>
  );
}
