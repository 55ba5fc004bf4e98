import { QaPage } from '../features/static/qa-accordion';

export default function TermsAndConditions() {
  return <QaPage banner="Terms and Conditions" title="Terms and Conditions" description="The terms and conditions of using EV Bazaar." />;
}
