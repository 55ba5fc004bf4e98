import { pagesText } from '@evbazaar/common/src/i18n/text/pages.generated';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { EnquiryForm } from '../features/enquiries/enquiry-form';
import { useT } from '../lib/i18n';

export default function Career() {
  const t = useT(pagesText);
  return (
    <>
      <PageMeta title={t('career.title')} description={t('career.description')} />
      <PageBanner title={t('career.title')} subtitle={t('career.subtitle')} />
      <EnquiryForm kind="CAREER" successMessage={t('career.sent')} />
    </>
  );
}
