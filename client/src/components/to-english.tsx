import { stripLocale } from '@evbazaar/common/src/i18n/locale-path';
import { useEffect } from 'react';
import { Loading } from './states';

/** A page in English only opened at its Hindi address (`/hi/dashboard`): the browser goes to the English one. */
export function ToEnglish() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    window.location.replace(`${stripLocale(pathname)}${search}${hash}`);
  }, []);
  return <Loading />;
}
