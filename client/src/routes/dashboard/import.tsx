import { DashboardPage } from '../../components/dashboard-page';
import { ImportScreen } from '../../features/imports/import-screen';
import { MESSAGES } from '../../lib/messages';

export default function Import() {
  return (
    <DashboardPage title={MESSAGES.imports.screenTitle}>
      <ImportScreen />
    </DashboardPage>
  );
}
