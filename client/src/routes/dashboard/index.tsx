import { DashboardPage } from '../../components/dashboard-page';
import { AdminOverview } from '../../features/dashboard/admin-overview';
import { AgentOverview } from '../../features/dashboard/agent-overview';
import { DealerOverview } from '../../features/dashboard/dealer-overview';
import { useSession } from '../../lib/session';

/** The dashboard index shows the signed-in role's own figures. */
export default function DashboardIndex() {
  const { user } = useSession();
  switch (user?.role) {
    case 'DEALER':
      return (
        <DashboardPage title="Dealer">
          <DealerOverview />
        </DashboardPage>
      );
    case 'AGENT':
      return (
        <DashboardPage title="Agent">
          <AgentOverview />
        </DashboardPage>
      );
    case 'ADMIN':
    case 'SUPERADMIN':
      return (
        <DashboardPage title="Admin">
          <AdminOverview />
        </DashboardPage>
      );
    default:
      return null;
  }
}
