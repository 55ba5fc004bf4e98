import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { EnquiryForm } from '../features/enquiries/enquiry-form';
import { MESSAGES } from '../lib/messages';

export default function Career() {
  return (
    <>
      <PageMeta title="Career" description="Work with EV Bazaar: send us your details and we will get in touch." />
      <PageBanner title="Career" subtitle="Help India ride electric" />
      <EnquiryForm kind="CAREER" successMessage={MESSAGES.content.careerSent} />
    </>
  );
}
