import type { Locale } from '@evbazaar/common/src/format/locale';
import { isNamespaceLoaded, loadNamespace, translator } from '@evbazaar/common/src/i18n/namespace';
import { messagesText } from '@evbazaar/common/src/i18n/text/messages.generated';
import { useEffect, useState } from 'react';
import { browserLocale } from './i18n';

/**
 * MESSAGES' texts (the shared schemas' field errors, the server's refusals, the toasts) in the page's
 * language (docs/decisions/0069). A message arrives as its English text; a Hindi page finds which
 * message it is and shows its translation. What that takes (the catalog and the matcher) is loaded
 * only on a Hindi page and only once a form is used or a message is to be shown, so no page pays
 * for it at load; until it is there the English text stands.
 */
type Matcher = typeof import('@evbazaar/common/src/i18n/message-text');

let matcher: Matcher | undefined;
const loading = new Map<Locale, Promise<void>>();

/** Whether a page in `locale` can show MESSAGES in it now. */
export const messageTextReady = (locale: Locale): boolean => locale === 'en' || (matcher !== undefined && isNamespaceLoaded(messagesText, locale));

/** Each translation's script: a text already written in it (a page's own catalog text) needs no look-up. */
const SCRIPTS: Partial<Record<Locale, RegExp>> = { hi: /[\u0900-\u097F]/ };

/** Whether a text on a page in `locale` may be one of MESSAGES' English texts, to be translated. */
export const mayTranslate = (text: string, locale: Locale): boolean => locale !== 'en' && !SCRIPTS[locale]?.test(text);

/** Loads the messages' translation for `locale` (once; nothing for English). */
export function loadMessageText(locale: Locale): Promise<void> {
  if (messageTextReady(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([import('@evbazaar/common/src/i18n/message-text'), loadNamespace(messagesText, locale)]).then(
      ([loaded]) => {
        matcher = loaded;
      },
      (error: unknown) => {
        loading.delete(locale); // a dropped connection: asked for again next time
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * A text in `locale` when it is one of MESSAGES' translated texts and the translation is loaded;
 * any other text (a translated one, a product's name, a server message of the back-office) as it is.
 * A message function's arguments that are messages themselves (a field's label) are translated too.
 */
export function translateMessage(text: string, locale: Locale = browserLocale()): string {
  if (!mayTranslate(text, locale) || !matcher || !isNamespaceLoaded(messagesText, locale)) return text;
  const found = matcher.matchMessage(text);
  if (!found) return text;
  const t = translator(messagesText, locale) as (key: string, values?: Record<string, string>) => string;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values)) {
    const inner = matcher.matchMessage(value);
    values[name] = inner && Object.keys(inner.values).length === 0 ? t(inner.key) : value;
  }
  return t(found.key, values);
}

/**
 * A message to show in a part of the page (a field's error): translated, or null while its
 * translation loads (a live region then announces the message once, in the page's language), or
 * the English text when the translation cannot be loaded.
 */
export function useMessageText(text: string | undefined, locale: Locale): string | null | undefined {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(0);
  const waiting = text !== undefined && mayTranslate(text, locale) && !failed && !messageTextReady(locale);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadMessageText(locale).then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [waiting, locale]);
  if (text === undefined) return undefined;
  if (waiting) return null;
  return translateMessage(text, locale);
}
