import { QaPage } from '../features/static/qa-accordion';

export default function PrivacyPolicy() {
  return <QaPage banner="Privacy Policy" title="Privacy Policy" description="How EV Bazaar handles your personal data." />;
}
