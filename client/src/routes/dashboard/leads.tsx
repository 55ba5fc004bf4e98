import { Text } from '@chakra-ui/react';
import { DashboardPage } from '../../components/dashboard-page';
import { MyLeads } from '../../features/leads/my-leads';
import { MESSAGES } from '../../lib/messages';

/** The agent's Leads entry: own leads to work, newest first, overdue follow-ups standing out. */
export default function Leads() {
  return (
    <DashboardPage title={MESSAGES.leads.screens.myLeadsTitle}>
      <Text color="fg.muted" mb="4">
        {MESSAGES.dashboards.leadsIntro}
      </Text>
      <MyLeads />
    </DashboardPage>
  );
}
