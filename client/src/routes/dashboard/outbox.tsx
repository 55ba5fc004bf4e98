import { DashboardPage } from '../../components/dashboard-page';
import { OutboxList } from '../../features/outbox/outbox-list';

export default function AdminOutbox() {
  return (
    <DashboardPage title="Mail Outbox">
      <OutboxList />
    </DashboardPage>
  );
}
