import { DashboardPage } from '../../components/dashboard-page';
import { QueryState } from '../../components/query-state';
import { ShopForm } from '../../features/dealer/shop-form';
import { DEALER_TEXT } from '../../features/dealer/messages';
import { RideHoursForm } from '../../features/dealer/ride-hours-form';
import { useMyShopQuery, useMyShopRideHoursQuery } from '../../features/dealer/dealer.generated';
import { History } from '../../components/history';
import { withToasts } from '../../lib/query-toasts';

const PROFILE = withToasts({ failure: DEALER_TEXT.profileFetchFailed });

/** The shop's test-ride calendar, once the shop exists (issue 13.1). */
function RideHours() {
  const [result] = useMyShopRideHoursQuery({ requestPolicy: 'network-only' });
  if (!result.data) return null;
  return <RideHoursForm hours={result.data.myShopRideHours ?? null} />;
}

/** The dealer's shop profile: the form, empty until a first save; below it the test-ride hours. */
export default function DealerProfile() {
  const [result] = useMyShopQuery({ requestPolicy: 'network-only', context: PROFILE });
  return (
    <DashboardPage title="Profile">
      <QueryState result={result} select={(d) => d} failure={DEALER_TEXT.profileFetchFailed}>
        {(data) => <ShopForm key={data.myShop?.id ?? 'new'} shop={data.myShop ?? null} />}
      </QueryState>
      <RideHours />
      <History targetType="shop" targetId={result.data?.myShop?.id} />
    </DashboardPage>
  );
}
