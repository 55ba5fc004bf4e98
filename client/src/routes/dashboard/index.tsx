import { canUse } from '@evbazaar/common/src/permissions';
import { DashboardPage } from '../../components/dashboard-page';
import { AdminOverview } from '../../features/dashboard/admin-overview';
import { AgentOverview } from '../../features/dashboard/agent-overview';
import { DealerOverview } from '../../features/dashboard/dealer-overview';
import { useSession } from '../../lib/session';

/** The dashboard index shows the signed-in role's own figures: the first overview the role passes. */
export default function DashboardIndex() {
  const { user } = useSession();
  const role = user?.role;
  if (canUse('dealerOverview', role)) {
    return (
      <DashboardPage title="Dealer">
        <DealerOverview />
      </DashboardPage>
    );
  }
  if (canUse('agentOverview', role)) {
    return (
      <DashboardPage title="Agent">
        <AgentOverview />
      </DashboardPage>
    );
  }
  if (canUse('adminOverview', role)) {
    return (
      <DashboardPage title="Admin">
        <AdminOverview />
      </DashboardPage>
    );
  }
  return null;
}
