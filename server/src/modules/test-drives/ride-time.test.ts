// India time whatever the process's zone
process.env.TZ = 'Pacific/Auckland';

import { indiaDateOf, indiaInstant, responseBadge, slotsOfDay, toIndiaIso, weekdayIndex } from '@evbazaar/common';

const calendar = (over: object = {}) => ({
  weekly: [...Array.from({ length: 6 }, () => ({ open: '10:00', close: '19:00' })), null],
  closedDates: [] as string[],
  slotMinutes: 60,
  capacity: 2,
  minNoticeMinutes: 120,
  horizonDays: 14,
  ...over,
});

describe('ride times in India time', () => {
  it('converts between instants and India dates and clocks', () => {
    const instant = indiaInstant('2026-11-24', '11:00');
    expect(instant.toISOString()).toBe('2026-11-24T05:30:00.000Z');
    expect(toIndiaIso(instant)).toBe('2026-11-24T11:00:00+05:30');
    // 20:00 UTC is already the next day in India
    expect(indiaDateOf(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
  });

  it('cuts whole slots between opening and closing, respecting notice, closed days and the horizon', () => {
    const now = new Date('2026-11-23T03:30:00Z'); // Monday 09:00 in India
    const today = slotsOfDay(calendar(), '2026-11-23', now).map((s) => toIndiaIso(s.start).slice(11, 16));
    // two hours' notice: 11:00 is the first
    expect(today).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    const quarter = slotsOfDay(calendar({ slotMinutes: 45 }), '2026-11-24', now).map((s) => toIndiaIso(s.start).slice(11, 16));
    // 45-minute slots back to back from 10:00: the last, 18:15, ends at 19:00
    expect(quarter.at(0)).toBe('10:00');
    expect(quarter.at(-1)).toBe('18:15');
    expect(quarter).toHaveLength(12);
    expect(slotsOfDay(calendar(), '2026-11-29', now)).toEqual([]); // Sunday closed
    expect(slotsOfDay(calendar({ closedDates: ['2026-11-25'] }), '2026-11-25', now)).toEqual([]);
    expect(slotsOfDay(calendar(), '2026-12-07', now)).toHaveLength(9); // 14 days ahead
    expect(slotsOfDay(calendar(), '2026-12-08', now)).toEqual([]); // beyond the horizon
  });

  it('words the response badge', () => {
    expect(responseBadge(25)).toBe('usually confirms within an hour');
    expect(responseBadge(120)).toBe('usually confirms within 2 hours');
    expect(responseBadge(121)).toBe('usually confirms within 3 hours');
    expect(responseBadge(60 * 50)).toBe('usually confirms within 3 days');
  });
});
