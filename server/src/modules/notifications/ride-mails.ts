import { MESSAGES, RIDE_CALENDAR_DEFAULTS, addressLine, type RideEvent } from '@evbazaar/common';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { NewOutboxRow, RideNoticeData } from './notifications.queries';

export type { RideEvent };

/** Slot length assumed when neither the ride nor its shop names one. */
const DEFAULT_SLOT_MINUTES = RIDE_CALENDAR_DEFAULTS.slotMinutes;

const asText = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** The ride's time, when it has one (slots come with the rides area; a request without a time has none). */
export function slotOf({ ride, slotMinutes }: Pick<RideNoticeData, 'ride' | 'slotMinutes'>): { start: Date; end: Date } | undefined {
  const start = ride.slotStart;
  if (!start) return undefined;
  return { start, end: ride.slotEnd ?? new Date(start.getTime() + (slotMinutes ?? DEFAULT_SLOT_MINUTES) * 60_000) };
}

/** One UID for the whole life of a ride, so calendar apps move or remove the one event. */
export const inviteUid = (rideId: string) => `test-ride-${rideId}@evbazaar.in`;

export function shopAddress(shop: RideNoticeData['shop']) {
  return addressLine([shop.address1, shop.address2, shop.landmark, shop.cityName, shop.stateName]);
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'full', timeStyle: 'short' });
export const formatIndiaTime = (d: Date) => `${indiaTime.format(d)} (India time)`;

/** The .ics invite: REQUEST adds or moves the event, CANCEL removes it. */
export function buildInvite(options: {
  rideId: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
}) {
  const calendar = ical({ prodId: { company: 'EV Bazaar', product: 'Test rides', language: 'EN' }, method: ICalCalendarMethod[options.method] });
  calendar.createEvent({
    id: inviteUid(options.rideId),
    sequence: options.sequence,
    start: options.start,
    end: options.end,
    summary: options.summary,
    location: options.location,
    description: options.description,
    url: options.url,
    organizer: options.organizer,
    attendees: [{ name: options.attendee.name ?? undefined, email: options.attendee.email, rsvp: false }],
    status: options.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The customer's and the dealer's mail about one change of a ride, ready for the outbox. */
export function composeRideMails(
  data: RideNoticeData,
  change: { rideId: string; event: RideEvent; reason?: string; sequence: number },
  publicUrl: string,
): NewOutboxRow[] {
  const m = MESSAGES.rideMails;
  const slot = slotOf(data);
  const shopName = asText(data.shop.shopName) ?? m.shop;
  const address = shopAddress(data.shop);
  const reason = asText(change.reason);
  // an invite only for a ride with a time; completion tells, but leaves the calendar alone;
  // a ride set back to pending keeps (or regains) its event
  const method = !slot ? undefined : change.event === 'cancelled' ? ('CANCEL' as const) : change.event === 'completed' ? undefined : ('REQUEST' as const);
  const audiences = [
    { audience: 'customer' as const, to: data.customerEmail, name: data.customerName, url: `${publicUrl}/book_ride?ride=${change.rideId}` },
    { audience: 'dealer' as const, to: data.dealerEmail, name: data.dealerName, url: `${publicUrl}/dashboard/dealer/book_ride?ride=${change.rideId}` },
  ];
  return audiences.map(({ audience, to, name, url }) => {
    const lines = [
      m.greeting(name),
      '',
      m.lead[audience][change.event],
      '',
      `${m.vehicle}: ${data.productName}`,
      `${m.shop}: ${shopName}, ${address}`,
      ...(audience === 'dealer' ? [`${m.customer}: ${data.customerName ?? data.customerEmail}`] : []),
      `${m.time}: ${slot ? formatIndiaTime(slot.start) : m.noTime}`,
      ...(reason ? [`${m.reason}: ${reason}`] : []),
      '',
      `${m.link}: ${url}`,
      '',
      m.signature,
    ];
    const text = lines.join('\n');
    const ics =
      slot && method
        ? buildInvite({
            rideId: change.rideId,
            sequence: change.sequence,
            method,
            start: slot.start,
            end: slot.end,
            summary: m.inviteSummary(data.productName, shopName),
            location: `${shopName}, ${address}`,
            description: text,
            url,
            organizer: { name: shopName, email: data.dealerEmail },
            attendee: { name: data.customerName, email: data.customerEmail },
          })
        : null;
    return {
      kind: `ride.${change.event}`,
      rideId: change.rideId,
      recipient: to,
      audience,
      subject: m.subject[audience][change.event](data.productName),
      text,
      ics,
      icsMethod: ics ? method : null,
      sequence: change.sequence,
    };
  });
}
