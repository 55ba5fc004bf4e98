import { DashboardPage } from '../../components/dashboard-page';
import { QueryState } from '../../components/query-state';
import { DealerProfileForm } from '../../features/dealer/dealer-profile-form';
import { DEALER_TEXT } from '../../features/dealer/messages';
import { useMyDealerProfileQuery } from '../../gql/graphql';
import { withToasts } from '../../lib/query-toasts';

const PROFILE = withToasts({ failure: DEALER_TEXT.profileFetchFailed });

/** The dealer's shop profile: the form, empty until a first save. */
export default function DealerProfile() {
  const [result] = useMyDealerProfileQuery({ requestPolicy: 'network-only', context: PROFILE });
  return (
    <DashboardPage title="Profile">
      <QueryState result={result} select={(d) => d} failure={DEALER_TEXT.profileFetchFailed}>
        {(data) => <DealerProfileForm key={data.myDealerProfile?.id ?? 'new'} profile={data.myDealerProfile ?? null} />}
      </QueryState>
    </DashboardPage>
  );
}
