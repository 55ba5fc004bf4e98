import { DashboardPage } from '../../components/dashboard-page';
import { AuditTrail } from '../../features/audit/audit-trail';
import { MESSAGES } from '../../lib/messages';

export default function AuditScreen() {
  return (
    <DashboardPage title={MESSAGES.audit.title}>
      <AuditTrail />
    </DashboardPage>
  );
}
