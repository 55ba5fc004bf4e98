import type { Locale } from '@evbazaar/common/src/format/locale';
import { installNamespace, translator } from '@evbazaar/common/src/i18n/namespace';
import { messages as hindiMail } from '@evbazaar/common/src/i18n/text/hi/mail.generated';
import { mailText } from '@evbazaar/common/src/i18n/text/mail.generated';

// the server has every language of its mails at hand (no chunk to wait for): installed once, here
installNamespace(mailText, 'hi', hindiMail);

/** The words of the mails the server writes (the mail catalogs in common/src/i18n/catalogs) in a reader's language. */
export const mailWords = (locale: Locale) => translator(mailText, locale);
