import { RequireAuth } from '../../components/guards';
import { DashboardShell } from '../../features/dashboard/dashboard-shell';

/** /dashboard: the back-office roles; a guest goes to /login first. */
export default function DashboardFrame() {
  return (
    <RequireAuth route="/dashboard">
      <DashboardShell />
    </RequireAuth>
  );
}
