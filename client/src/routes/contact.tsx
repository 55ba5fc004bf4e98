import { pagesText } from '@evbazaar/common/src/i18n/text/pages.generated';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { EnquiryForm } from '../features/enquiries/enquiry-form';
import { useT } from '../lib/i18n';

export default function Contact() {
  const t = useT(pagesText);
  return (
    <>
      <PageMeta title={t('contact.title')} description={t('contact.description')} />
      <PageBanner title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <EnquiryForm kind="CONTACT" successMessage={t('contact.sent')} />
    </>
  );
}
