import { Text } from '@chakra-ui/react';
import { legalText } from '@evbazaar/common/src/i18n/text/legal.generated';
import { PoliciesUpdated } from '../features/static/policy-parts';
import { QaAccordion, QaPage } from '../features/static/qa-accordion';
import { TERMS_OF_USE } from '../features/static/terms-of-use';
import { useT } from '../lib/i18n';

export default function TermsAndConditions() {
  const t = useT(legalText);
  return (
    <QaPage
      banner={t('terms.title')}
      title={t('terms.title')}
      description={t('terms.description')}
      intro={
        <>
          <Text>{t('terms.intro')}</Text>
          <PoliciesUpdated />
        </>
      }
    >
      <QaAccordion items={TERMS_OF_USE} />
    </QaPage>
  );
}
