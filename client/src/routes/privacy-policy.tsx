import { Text } from '@chakra-ui/react';
import { POLICIES_UPDATED } from '../features/static/policy-parts';
import { PRIVACY_NOTICE } from '../features/static/privacy-notice';
import { QaAccordion, QaPage } from '../features/static/qa-accordion';

export default function PrivacyPolicy() {
  return (
    <QaPage
      banner="Privacy Policy"
      title="Privacy Policy"
      description="What personal data EV Bazaar keeps, why, for how long, who sees it, and how to use your rights under the DPDP Act, 2023."
      intro={
        <>
          <Text>
            This notice explains what personal data EV Bazaar collects, why and on what basis, how long we keep it, who can see it, and how you can see, correct
            or erase it under the Digital Personal Data Protection Act, 2023.
          </Text>
          <Text fontSize="sm">Last updated: {POLICIES_UPDATED}</Text>
        </>
      }
    >
      <QaAccordion items={PRIVACY_NOTICE} />
    </QaPage>
  );
}
