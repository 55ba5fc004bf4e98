import { useEffect } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { ErrorState, Loading } from '../../components/states';
import { DealerProfileForm } from '../../features/dealer/dealer-profile-form';
import { DEALER_TEXT } from '../../features/dealer/messages';
import { useMyDealerProfileQuery } from '../../gql/graphql';
import { notify } from '../../lib/toaster';

export default function DealerProfile() {
  const [{ data, fetching, error }] = useMyDealerProfileQuery({ requestPolicy: 'network-only' });

  useEffect(() => {
    if (error) notify.error(DEALER_TEXT.profileFetchFailed);
  }, [error]);

  return (
    <DashboardPage title="Profile">
      {fetching && !data ? (
        <Loading />
      ) : error && !data ? (
        <ErrorState message={DEALER_TEXT.profileFetchFailed} />
      ) : (
        <DealerProfileForm key={data?.myDealerProfile?.id ?? 'new'} profile={data?.myDealerProfile ?? null} />
      )}
    </DashboardPage>
  );
}
