import { DashboardPage } from '../../components/dashboard-page';
import { WebhookEndpoints } from '../../features/webhooks/webhook-endpoints';

export default function Webhooks() {
  return (
    <DashboardPage title="Webhooks">
      <WebhookEndpoints />
    </DashboardPage>
  );
}
