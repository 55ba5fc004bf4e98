import { DashboardPage } from '../../components/dashboard-page';
import { ModerationList } from '../../features/reviews/moderation-list';

export default function AdminReviews() {
  return (
    <DashboardPage title="Reviews">
      <ModerationList />
    </DashboardPage>
  );
}
