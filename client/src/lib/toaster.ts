import { createToaster } from '@chakra-ui/react';
import { browserLocale } from './i18n';
import { loadMessageText, mayTranslate, messageTextReady, translateMessage } from './message-text';

/** The app's toaster: at most 20 kept; success 2000 ms, error and blank 4000 ms. */
export const toaster = createToaster({ placement: 'top', max: 20, overlap: false });

/** A toast in the page's language: a message of MESSAGES waits for its translation on a Hindi page (English if it cannot load). */
function show(title: string, { once, ...options }: { type: 'success' | 'error' | 'info'; duration: number; once?: string }) {
  const locale = browserLocale();
  const create = () => {
    const text = translateMessage(title, locale);
    // an id given even as undefined would replace the toaster's own
    toaster.create(once ? { ...options, id: `${once}:${text}`, title: text } : { ...options, title: text });
  };
  if (!mayTranslate(title, locale) || messageTextReady(locale)) create();
  else loadMessageText(locale).then(create, create);
}

export const notify = {
  success: (title: string) => show(title, { type: 'success', duration: 2000 }),
  error: (title: string) => show(title, { type: 'error', duration: 4000 }),
  /** a failed query's toast: several queries failing with one text show it once */
  failure: (title: string) => show(title, { once: 'failure', type: 'error', duration: 4000 }),
  info: (title: string) => show(title, { type: 'info', duration: 4000 }),
};
