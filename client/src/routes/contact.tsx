import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { EnquiryForm } from '../features/enquiries/enquiry-form';
import { MESSAGES } from '../lib/messages';

export default function Contact() {
  return (
    <>
      <PageMeta title="Contact us" description="Write to EV Bazaar: questions about vehicles, dealers or test rides." />
      <PageBanner title="Contact us" subtitle="We usually answer within a working day" />
      <EnquiryForm kind="CONTACT" successMessage={MESSAGES.content.contactSent} />
    </>
  );
}
