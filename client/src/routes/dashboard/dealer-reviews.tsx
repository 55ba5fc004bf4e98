import { DashboardPage } from '../../components/dashboard-page';
import { ShopReviewsList } from '../../features/reviews/shop-reviews-list';

export default function DealerReviews() {
  return (
    <DashboardPage title="Reviews of your shop">
      <ShopReviewsList />
    </DashboardPage>
  );
}
