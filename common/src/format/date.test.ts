import { formatClock12, formatLongDate, formatSlotTime, HINDI_WEEKDAY_NAMES, MONTH_NAMES } from './date';

describe('formatLongDate', () => {
  it('writes a date the Hindi way, with its weekday', () => {
    // 26 Nov 2026 is a Thursday
    expect(formatLongDate(new Date('2026-11-26T05:30:00Z'), 'hi')).toBe('26 नवंबर 2026, गुरुवार');
    expect(formatLongDate('2026-02-03T10:00:00+05:30', 'hi')).toBe('3 फ़रवरी 2026, मंगलवार');
  });

  it("writes English in the site's one date style", () => {
    expect(formatLongDate(new Date('2026-11-26T05:30:00Z'), 'en')).toBe('26 Nov 2026');
    expect(formatLongDate('2026-09-03', 'en')).toBe('3 Sep 2026');
  });

  it('takes the India date: 20:00 UTC is already the next day in India', () => {
    expect(formatLongDate('2026-11-26T18:29:59Z', 'hi')).toBe('26 नवंबर 2026, गुरुवार');
    expect(formatLongDate('2026-11-26T18:30:00Z', 'hi')).toBe('27 नवंबर 2026, शुक्रवार');
    expect(formatLongDate('2026-11-26T20:00:00Z', 'en')).toBe('27 Nov 2026');
    // and across a year: 31 Dec 19:00 UTC is New Year's Day in India
    expect(formatLongDate('2026-12-31T19:00:00Z', 'hi')).toBe('1 जनवरी 2027, शुक्रवार');
  });

  it('knows the leap day', () => {
    expect(formatLongDate('2028-02-29T12:00:00+05:30', 'hi')).toBe('29 फ़रवरी 2028, मंगलवार');
    expect(formatLongDate('2028-02-28T19:00:00Z', 'en')).toBe('29 Feb 2028');
    expect(formatLongDate('2028-02-29T18:30:00Z', 'hi')).toBe('1 मार्च 2028, बुधवार');
  });

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    const instant = new Date('2026-11-26T05:30:00Z');
    expect(formatLongDate(instant.getTime(), 'hi')).toBe(formatLongDate(instant, 'hi'));
    expect(formatLongDate(instant.toISOString(), 'en')).toBe(formatLongDate(instant, 'en'));
  });

  it('throws a RangeError on a date that does not parse', () => {
    expect(() => formatLongDate('not a date', 'en')).toThrow(RangeError);
    expect(() => formatLongDate(new Date(Number.NaN), 'hi')).toThrow(RangeError);
    expect(() => formatSlotTime('2026-13-40', 'hi')).toThrow(RangeError);
  });
});

describe('formatSlotTime', () => {
  it('writes the 24-hour India clock in both languages', () => {
    expect(formatSlotTime('2026-11-26T09:00:00Z', 'en')).toBe('14:30');
    expect(formatSlotTime('2026-11-26T09:00:00Z', 'hi')).toBe('14:30');
    expect(formatSlotTime('2026-11-26T03:35:00Z', 'en')).toBe('09:05');
    expect(formatSlotTime('2026-11-26T18:45:00Z', 'hi')).toBe('00:15');
    expect(formatSlotTime('2026-11-26T18:29:00Z', 'en')).toBe('23:59');
    expect(formatSlotTime('2026-11-26T11:00:00+05:30', 'hi')).toBe('11:00');
  });
});

describe('India time whatever the machine’s zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('gives the same answers under TZ=%s', (tz) => {
    process.env.TZ = tz;
    const instant = new Date('2026-11-26T18:45:00Z');
    expect(formatLongDate(instant, 'hi')).toBe('27 नवंबर 2026, शुक्रवार');
    expect(formatSlotTime(instant, 'en')).toBe('00:15');
  });

  it("agrees with the runtime's Asia/Kolkata calendar and clock over generated instants since 1970", () => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Kolkata',
    });
    const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    // 3,000 steps of a little under 16 days and an odd number of seconds: every time of day, 1970 to 2100
    for (let i = 0; i < 3000; i += 1) {
      const instant = new Date(Date.UTC(1970, 0, 1) + i * 1_367_129_311);
      const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
      const hindiWeekday = HINDI_WEEKDAY_NAMES[weekdays.indexOf(p.weekday)];
      expect([instant.toISOString(), formatLongDate(instant, 'hi')]).toEqual([
        instant.toISOString(),
        `${Number(p.day)} ${MONTH_NAMES.hi[Number(p.month) - 1]} ${p.year}, ${hindiWeekday}`,
      ]);
      expect([instant.toISOString(), formatLongDate(instant, 'en')]).toEqual([
        instant.toISOString(),
        `${Number(p.day)} ${MONTH_NAMES.en[Number(p.month) - 1]} ${p.year}`,
      ]);
      expect([instant.toISOString(), formatSlotTime(instant, 'hi')]).toEqual([instant.toISOString(), `${p.hour}:${p.minute}`]);
    }
  });
});

describe('the names as data', () => {
  it('match the Hindi and English month and weekday names of a full-ICU runtime (Node 20)', () => {
    const hi = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
    const hiWeekday = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', timeZone: 'UTC' });
    expect(hi.resolvedOptions().locale).toBe('hi-IN');
    const en = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15));
      expect(MONTH_NAMES.hi[month]).toBe(hi.format(date).normalize('NFC'));
      // ICU 72+ writes September "Sept" in en-GB; the site keeps "Sep"
      expect(MONTH_NAMES.en[month]).toBe(en.format(date).replace('Sept', 'Sep'));
    }
    // 2026-11-01 is a Sunday
    for (let day = 0; day < 7; day += 1) {
      expect(HINDI_WEEKDAY_NAMES[day]).toBe(hiWeekday.format(new Date(Date.UTC(2026, 10, 1 + day))).normalize('NFC'));
    }
    for (const name of [...MONTH_NAMES.hi, ...HINDI_WEEKDAY_NAMES]) expect(name).toBe(name.normalize('NFC'));
  });
});

describe('formatClock12', () => {
  it('reads the India clock on a 12-hour face, noon and midnight as 12', () => {
    expect(formatClock12('2026-11-26T05:30:00Z')).toBe('11:00 am');
    expect(formatClock12('2026-11-26T06:35:00Z')).toBe('12:05 pm');
    expect(formatClock12('2026-11-25T19:00:00Z')).toBe('12:30 am');
    expect(formatClock12('2026-11-26T12:29:00Z')).toBe('5:59 pm');
  });
});
