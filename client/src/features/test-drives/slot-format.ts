import { formatSlotTime } from '@evbazaar/common';
import { HINDI_WEEKDAY_NAMES, MONTH_NAMES, formatLongDate } from '@evbazaar/common/src/format';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { useMemo } from 'react';
import { formatDateTime, formatTimeRange } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';

/** Ride times are India time whatever the browser's zone (issue 13.1). */
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** "Tue, 24 Nov" of an India calendar date (YYYY-MM-DD). */
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00+05:30`));

/** "11:00" of an ISO time, on India's 24-hour clock (the shared formatter's). */
export const clockLabel = (iso: string) => formatSlotTime(iso, 'en');

/** A ride's slot in the site's one date style, in India time whatever the browser's zone: "26 Nov 2026, 11:00 am – 12:00 pm IST". */
export const slotLabel = (start: string, end?: string | null) => (end ? formatTimeRange(start, end) : formatDateTime(start));

/** "मंगलवार, 24 नवंबर" of an India calendar date (YYYY-MM-DD): the names are the shared formatter's data, not the runtime's ICU. */
function hindiDayLabel(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${HINDI_WEEKDAY_NAMES[weekday]}, ${day} ${MONTH_NAMES.hi[month - 1]}`;
}

/**
 * The slot labels in the page's language: English as above; Hindi with the shared formatters
 * ("26 नवंबर 2026, गुरुवार, 11:00 – 12:00 (भारतीय समय)"), India time in both.
 */
export function useSlotFormat() {
  const locale = useLocale();
  const t = useT(bookingText);
  return useMemo(() => {
    if (locale === 'en') return { slotLabel, dayLabel, clockLabel };
    const at = (iso: string) => t('slot.at', { day: formatLongDate(iso, locale), time: formatSlotTime(iso, locale) });
    return {
      slotLabel: (start: string, end?: string | null) => {
        if (!end) return at(start);
        if (formatLongDate(start, locale) !== formatLongDate(end, locale)) return `${at(start)} – ${at(end)}`;
        return t('slot.range', { day: formatLongDate(start, locale), from: formatSlotTime(start, locale), to: formatSlotTime(end, locale) });
      },
      dayLabel: hindiDayLabel,
      clockLabel: (iso: string) => formatSlotTime(iso, locale),
    };
  }, [locale, t]);
}
