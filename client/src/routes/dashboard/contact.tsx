import { DashboardPage } from '../../components/dashboard-page';
import { EnquiryList } from '../../features/admin/enquiry-list';

export default function AdminContact() {
  return (
    <DashboardPage title="Contact">
      <EnquiryList kind="CONTACT" />
    </DashboardPage>
  );
}
