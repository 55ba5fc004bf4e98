import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { StatCards } from '../../components/dashboard-stats';
import { ErrorState, Loading } from '../../components/states';
import { useAgentDashboardQuery } from '../../gql/graphql';

/** Agent index: the wishlist and catalogue figures, with a way to the wishlist. */
export function AgentOverview() {
  const [{ data, fetching, error }] = useAgentDashboardQuery({ requestPolicy: 'cache-and-network' });
  if (fetching && !data) return <Loading />;
  if (error && !data) return <ErrorState message="Error fetching dashboard" />;
  const stats = data?.agentDashboard;
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
