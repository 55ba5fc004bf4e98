import { Box, Link } from '@chakra-ui/react';
import { LOCALES, type Locale } from '@evbazaar/common/src/format/locale';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { Fragment, useEffect, type MouseEvent } from 'react';
import { useLocale, usePathIn, useT } from '../lib/i18n';
import { rememberLanguageChoice, restoreScrollAfterSwitch } from '../lib/language-choice';
import { useSession } from '../lib/session';
import { useSetMyLanguageMutation } from './language-switch.generated';

// a slow network never holds the visitor on the old page for longer than this
const SAVE_WAIT_MS = 1500;

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
  const { user } = useSession();
  const [, setMyLanguage] = useSetMyLanguageMutation();
  useEffect(restoreScrollAfterSwitch, []);
  // a signed-in reader's choice is kept on the profile too (the language of their mails)
  const choose = (event: MouseEvent<HTMLAnchorElement>, language: Locale, href: string) => {
    rememberLanguageChoice(language, href);
    if (!user || language === locale || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const saved = setMyLanguage({ language: language === 'hi' ? 'HI' : 'EN' });
    void Promise.race([saved, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]).then(() => window.location.assign(href));
  };
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
              onClick={(event) => choose(event, language, href)}
            >
              {NAMES[language]}
            </Link>
          </Fragment>
        );
      })}
    </Box>
  );
}
