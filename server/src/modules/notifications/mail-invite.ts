import { INVITE_METHODS, type InviteMethod } from '@evbazaar/common';

/** The calendar event a stored invite (.ics) carries, as the back office shows it. */
export interface MailInvite {
  method: InviteMethod;
  summary: string;
  start: Date;
  end: Date;
  location: string | null;
}

/** RFC 5545 content lines: a line starting with a space or tab continues the one before. */
const contentLines = (ics: string) => ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

/** RFC 5545 TEXT: \\n is a line break, \\, \\; and \\\\ stand for themselves. */
const unescapeText = (value: string) => value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** DATE-TIME in UTC (20261127T103000Z) or a floating one read as UTC, or a DATE (20261127). */
function parseDate(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

/**
 * The event of an invite the outbox stored (ride-mails.ts buildInvite writes it): its method,
 * summary, time and place; undefined for a mail without one, or one whose event cannot be read.
 */
export function readInvite(ics: string | null, icsMethod: string | null): MailInvite | undefined {
  if (!ics) return undefined;
  const event: Record<string, string> = {};
  let inEvent = false;
  let calendarMethod: string | undefined;
  for (const line of contentLines(ics)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0].toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN' && value === 'VEVENT') inEvent = true;
    else if (name === 'END' && value === 'VEVENT') break;
    else if (inEvent && !(name in event)) event[name] = value;
    else if (!inEvent && name === 'METHOD') calendarMethod = value;
  }
  const method = [icsMethod, calendarMethod].find((m): m is InviteMethod => (INVITE_METHODS as readonly (string | null | undefined)[]).includes(m));
  const start = event.DTSTART ? parseDate(event.DTSTART) : undefined;
  const end = event.DTEND ? parseDate(event.DTEND) : start;
  if (!method || !start || !end) return undefined;
  return { method, summary: unescapeText(event.SUMMARY ?? ''), start, end, location: event.LOCATION ? unescapeText(event.LOCATION) : null };
}
