import { SimpleGrid, Stack } from '@chakra-ui/react';
import { VEHICLE_TYPES } from '@evbazaar/common/src/domain/catalogue';
import { CountBarChart, StatCards } from '../../components/dashboard-stats';
import { QueryState } from '../../components/query-state';
import { useAdminDashboardQuery, type AdminDashboardQuery } from './dashboard.generated';
import { MESSAGES } from '../../lib/messages';

/** Admin index: eleven stat cards, users by role and vehicles by type. */
export function AdminOverview() {
  const [result] = useAdminDashboardQuery({ requestPolicy: 'cache-and-network' });
  return (
    <QueryState result={result} select={(d) => d.adminDashboard} failure={MESSAGES.dashboards.fetchFailed}>
      {(stats) => <AdminStats stats={stats} />}
    </QueryState>
  );
}

function AdminStats({ stats }: { stats: AdminDashboardQuery['adminDashboard'] }) {
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
          ...VEHICLE_TYPES.map((t) => ({ label: t.statLabel, value: types?.[t.countField] })),
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        <CountBarChart
          title="Users by role"
          height={320}
          columns={['Role', 'Users']}
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
          columns={['Type', 'Vehicles']}
          color="#2563eb"
          data={VEHICLE_TYPES.map((t) => ({ label: t.label, value: types?.[t.countField] }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
