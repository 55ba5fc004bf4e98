import { Stack } from '@chakra-ui/react';
import { DashboardPage } from '../../components/dashboard-page';
import { AdminLeads } from '../../features/leads/admin-leads';
import { AgentCities } from '../../features/leads/agent-cities';
import { LeadFunnel } from '../../features/leads/lead-funnel';
import { MESSAGES } from '../../lib/messages';

/** Admin: the funnel, every lead with its agent (and a way to give it to another), the agents' cities. */
export default function AdminLeadsScreen() {
  return (
    <DashboardPage title={MESSAGES.leads.screens.adminLeadsTitle}>
      <Stack gap="8">
        <LeadFunnel />
        <AdminLeads />
        <AgentCities />
      </Stack>
    </DashboardPage>
  );
}
