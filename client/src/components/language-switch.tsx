import { Box, Link } from '@chakra-ui/react';
import { LOCALES, type Locale } from '@evbazaar/common/src/format/locale';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { Fragment, useEffect } from 'react';
import { useLocale, usePathIn, useT } from '../lib/i18n';
import { rememberLanguageChoice, restoreScrollAfterSwitch } from '../lib/language-choice';

/** Each language's name in itself, as every multilingual site writes its switch. */
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * "English | हिन्दी": the same page (its filters in its address) in the other language, loaded
 * from the server so it arrives rendered in that language; the choice is remembered and the
 * scroll position kept. A phone's header shows only the other language; `full` shows both.
 */
export function LanguageSwitch({ full = false }: { full?: boolean }) {
  const t = useT(layoutText);
  const locale = useLocale();
  const pathIn = usePathIn();
  useEffect(restoreScrollAfterSwitch, []);
  return (
    <Box as="nav" aria-label={t('language.label')} display="flex" alignItems="center" gap="1" fontSize="sm" flexShrink={0}>
      {LOCALES.map((language, i) => {
        const current = language === locale;
        const href = pathIn(language);
        return (
          <Fragment key={language}>
            {i > 0 && (
              <Box as="span" aria-hidden="true" color="fg.muted" display={full ? 'inline' : { base: 'none', md: 'inline' }}>
                |
              </Box>
            )}
            <Link
              href={href}
              lang={language}
              hrefLang={language}
              aria-current={current ? 'true' : undefined}
              fontWeight={current ? 'semibold' : 'normal'}
              color={current ? 'fg' : 'brand.fg'}
              textDecoration={current ? 'none' : 'underline'}
              display={current && !full ? { base: 'none', md: 'inline-flex' } : 'inline-flex'}
              alignItems="center"
              minH="6"
              px="1"
              onClick={() => rememberLanguageChoice(language, href)}
            >
              {NAMES[language]}
            </Link>
          </Fragment>
        );
      })}
    </Box>
  );
}
