import { Text } from '@chakra-ui/react';
import { POLICIES_UPDATED } from '../features/static/policy-parts';
import { QaAccordion, QaPage } from '../features/static/qa-accordion';
import { TERMS_OF_USE } from '../features/static/terms-of-use';

export default function TermsAndConditions() {
  return (
    <QaPage
      banner="Terms and Conditions"
      title="Terms and Conditions"
      description="The terms of using EV Bazaar: accounts, test-ride bookings and cancellations, reviews, indicative prices and liability."
      intro={
        <>
          <Text>These terms apply to everyone who uses EV Bazaar: visitors, customers, dealers and agents.</Text>
          <Text fontSize="sm">Last updated: {POLICIES_UPDATED}</Text>
        </>
      }
    >
      <QaAccordion items={TERMS_OF_USE} />
    </QaPage>
  );
}
