import { fromLocaleEnum, toLocaleEnum } from '@evbazaar/common/src/domain/content-language';
import { LOCALES } from '@evbazaar/common/src/format/locale';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { pagesText } from '@evbazaar/common/src/i18n/text/pages.generated';
import { Text } from '@chakra-ui/react';
import { QueryState } from '../components/query-state';
import { EmptyState } from '../components/states';
import { useFaqsQuery } from '../features/faqs/faqs.generated';
import { QaAccordion, QaPage } from '../features/static/qa-accordion';
import { useLocale, useT } from '../lib/i18n';

/** The EV FAQ: the questions admins keep at /dashboard/faqs, rendered on the server with the page. */
export default function Faq() {
  const locale = useLocale();
  const [result] = useFaqsQuery({ variables: { locale: toLocaleEnum(locale) } });
  const t = useT(pagesText);
  const layout = useT(layoutText);
  // the page is complete in a language when every answer is: else it is noindex there, with the note
  const faqs = result.data?.faqs ?? [];
  const locales = LOCALES.filter((l) => faqs.every((faq) => faq.locales.map(fromLocaleEnum).includes(l)));
  const englishOnly = !locales.includes(locale);
  return (
    <QaPage
      banner={t('faq.banner')}
      title={t('faq.title')}
      description={t('faq.description')}
      locales={locales}
      intro={englishOnly ? <Text fontSize="sm">{layout('englishOnly')}</Text> : undefined}
    >
      <QueryState result={result} select={(d) => d.faqs} failure={t('faq.fetchFailed')} empty={<EmptyState message={t('faq.empty')} />}>
        {(faqs) => <QaAccordion items={faqs} />}
      </QueryState>
    </QaPage>
  );
}
