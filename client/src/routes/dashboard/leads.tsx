import { Text } from '@chakra-ui/react';
import { DashboardPage } from '../../components/dashboard-page';
import { EmptyState } from '../../components/states';

/** The agent's Leads entry: the spec names it but shows no content, so the page says so plainly. */
export default function Leads() {
  return (
    <DashboardPage title="Leads">
      <Text color="fg.muted">Customer leads assigned to you will be listed here.</Text>
      <EmptyState message="There are no leads for you yet." />
    </DashboardPage>
  );
}
