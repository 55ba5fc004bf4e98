import { DashboardPage } from '../../components/dashboard-page';
import { EnquiryList } from '../../features/admin/enquiry-list';

export default function AdminCareer() {
  return (
    <DashboardPage title="Career">
      <EnquiryList kind="CAREER" />
    </DashboardPage>
  );
}
