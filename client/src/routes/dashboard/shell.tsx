import { RequireAuth } from '../../components/guards';
import { DashboardShell } from '../../features/dashboard/dashboard-shell';
import { DASHBOARD_ROLES } from '../../features/dashboard/menu';

/** /dashboard: every signed-in role but User; a guest goes to /login first. */
export default function DashboardFrame() {
  return (
    <RequireAuth roles={DASHBOARD_ROLES.shell}>
      <DashboardShell />
    </RequireAuth>
  );
}
