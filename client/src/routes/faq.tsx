import { MESSAGES } from '@evbazaar/common';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { useFaqsQuery } from '../features/faqs/faqs.generated';
import { QaAccordion, QaPage } from '../features/static/qa-accordion';

/** The EV FAQ: the questions admins keep at /dashboard/faqs, rendered on the server with the page. */
export default function Faq() {
  const [result] = useFaqsQuery();
  return (
    <QaPage
      banner="Faq's On EV"
      title="FAQ"
      description="Answers to common questions about electric vehicles in India: charging at home, real-world range, battery warranty, subsidies, insurance, servicing and resale."
    >
      <QueryState result={result} select={(d) => d.faqs} failure={MESSAGES.content.faqsFetchFailed} empty={<EmptyState message={MESSAGES.content.faqsEmpty} />}>
        {(faqs) => <QaAccordion items={faqs} />}
      </QueryState>
    </QaPage>
  );
}
