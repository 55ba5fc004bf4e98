import { DashboardPage } from '../../components/dashboard-page';
import { OfferRequests } from '../../features/leads/offer-requests';
import { MESSAGES } from '../../lib/messages';

/** Dealer: shoppers of the shop's city who asked for the best on-road offer. */
export default function DealerOfferRequests() {
  return (
    <DashboardPage title={MESSAGES.leads.screens.offerRequestsTitle}>
      <OfferRequests />
    </DashboardPage>
  );
}
