import { Text } from '@chakra-ui/react';
import { DashboardPage } from '../../components/dashboard-page';
import { EmptyState } from '../../components/states';
import { MESSAGES } from '../../lib/messages';

/** The agent's Leads entry: the spec names it but shows no content, so the page says so plainly. */
export default function Leads() {
  return (
    <DashboardPage title="Leads">
      <Text color="fg.muted">{MESSAGES.dashboards.leadsIntro}</Text>
      <EmptyState message={MESSAGES.dashboards.leadsEmpty} />
    </DashboardPage>
  );
}
