import { Text } from '@chakra-ui/react';
import { legalText } from '@evbazaar/common/src/i18n/text/legal.generated';
import { PoliciesUpdated } from '../features/static/policy-parts';
import { PRIVACY_NOTICE } from '../features/static/privacy-notice';
import { QaAccordion, QaPage } from '../features/static/qa-accordion';
import { useT } from '../lib/i18n';

export default function PrivacyPolicy() {
  const t = useT(legalText);
  return (
    <QaPage
      banner={t('privacy.title')}
      title={t('privacy.title')}
      description={t('privacy.description')}
      intro={
        <>
          <Text>{t('privacy.intro')}</Text>
          <PoliciesUpdated />
        </>
      }
    >
      <QaAccordion items={PRIVACY_NOTICE} />
    </QaPage>
  );
}
