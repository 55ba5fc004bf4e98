import { Badge } from '@chakra-ui/react';
import type { Locale } from '@evbazaar/common/src/format/locale';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useLocale, useT } from '../lib/i18n';

/**
 * "अभी केवल अंग्रेज़ी में" beside a text shown in English on a page in another language, because
 * its translation is not written yet (such pages are also noindex: PageMeta's `locales`).
 */
export function EnglishOnlyNote({ locales }: { locales: readonly Locale[] }) {
  const locale = useLocale();
  const t = useT(layoutText);
  if (locales.includes(locale)) return null;
  return (
    <Badge colorPalette="gray" variant="subtle" fontWeight="normal" data-testid="english-only-note">
      {t('englishOnly')}
    </Badge>
  );
}
