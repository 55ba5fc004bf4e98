import { SimpleGrid, Stack } from '@chakra-ui/react';
import { CountBarChart, StatCards } from '../../components/dashboard-stats';
import { ErrorState, Loading } from '../../components/states';
import { useAdminDashboardQuery } from '../../gql/graphql';

/** Admin index: eleven stat cards, users by role and vehicles by type. */
export function AdminOverview() {
  const [{ data, fetching, error }] = useAdminDashboardQuery({ requestPolicy: 'cache-and-network' });
  if (fetching && !data) return <Loading />;
  if (error && !data) return <ErrorState message="Error fetching dashboard" />;
  const stats = data?.adminDashboard;
  const roles = stats?.roleCounts;
  const types = stats?.vehicleTypeCounts;
  const admins = (roles?.admin ?? 0) + (roles?.superadmin ?? 0);
  return (
    <Stack gap="6">
      <StatCards
        items={[
          { label: 'Total Users', value: stats?.userCount },
          { label: 'Admin', value: admins },
          { label: 'Dealers', value: roles?.dealer },
          { label: 'Agents', value: roles?.agent },
          { label: 'Blogs', value: stats?.blogCount },
          { label: 'Locations', value: stats?.locationCount },
          { label: 'Vehicles', value: stats?.productCount },
          { label: 'Scooters', value: types?.scooter },
          { label: 'Bikes', value: types?.bike },
          { label: 'Four Wheelers', value: types?.fourWheeler },
          { label: 'Commercials', value: types?.commercial },
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <CountBarChart
          title="Users by role"
          height={320}
          data={[
            { label: 'User', value: roles?.user },
            { label: 'Dealer', value: roles?.dealer },
            { label: 'Agent', value: roles?.agent },
            { label: 'Admin', value: admins },
          ]}
        />
        <CountBarChart
          title="Vehicles by type"
          height={320}
          color="#2563eb"
          data={[
            { label: 'Scooter', value: types?.scooter },
            { label: 'Bike', value: types?.bike },
            { label: 'Four-wheeler', value: types?.fourWheeler },
            { label: 'Commercial', value: types?.commercial },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
