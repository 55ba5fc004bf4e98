import { LISTS, MESSAGES, enquiryHandledFilterSchema, enquiryHandledSchema, enquirySchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../db/schema';
import type { Viewer } from '../../lib/auth';
import { BadInput, NotFound } from '../../lib/errors';
import { HOUR_MS } from '../../lib/limits/settings';
import { countHits, limitKey } from '../../lib/limits';
import { readPage } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { Caller } from '../audit';
import type { LeadHooks } from '../leads/leads.service';
import * as q from './enquiries.queries';

function assertKind(kind: string): asserts kind is EnquiryKind {
  if (!(ENQUIRY_KINDS as readonly string[]).includes(kind))
    throw new BadInput(MESSAGES.content.enquiryKindInvalid, { kind: MESSAGES.content.enquiryKindInvalid });
}

export type { EnquiryRow } from './enquiries.queries';

/** `leads`: a contact enquiry opens a lead, right after it is stored (docs/decisions/0061). */
export function createEnquiriesService({ db, config, limits }: Deps, { leads }: { leads?: LeadHooks } = {}) {
  return {
    /**
     * Public: stores a contact message or a career application; name, e-mail, 10-digit phone and message are required.
     * Contact and career share one hourly budget per address, whichever door (REST, GraphQL, aliases, batches) is used.
     */
    async send(caller: Caller, kind: string, input: unknown) {
      const ip = caller.context.ip ?? '';
      assertKind(kind);
      const data = parseInput(enquirySchema, input);
      await countHits(limits, 'enquiry', [{ key: limitKey('enquiry:ip', ip), limit: config.limits.enquiriesPerIpHour, windowMs: HOUR_MS }]);
      const enquiry = await q.insertEnquiry(db, { kind, ...data });
      await leads?.enquirySent(enquiry, caller);
      return enquiry;
    },

    /**
     * Admin: a page of the submissions of one kind, newest first (50 by default, at most 100), with the total;
     * `handled` true or false keeps only the handled or the unhandled ones.
     */
    async list(kind: string, input: { handled?: unknown; page?: unknown; limit?: unknown } = {}) {
      assertKind(kind);
      const { handled } = parseInput(enquiryHandledFilterSchema, { handled: input.handled });
      return readPage(
        input,
        LISTS.enquiries.rows,
        (window) => q.listEnquiries(db, kind, handled, window),
        () => q.countEnquiries(db, kind, handled),
      );
    },

    /** Admin: how many submissions of one kind there are (for the pager), optionally only the handled or unhandled ones. */
    async count(kind: string, input: { handled?: unknown } = {}) {
      assertKind(kind);
      const { handled } = parseInput(enquiryHandledFilterSchema, { handled: input.handled });
      return q.countEnquiries(db, kind, handled);
    },

    /**
     * Admin: marks a submission handled by the admin, now, or unhandled again; marking a handled one
     * handled again keeps who handled it first and when. NOT_FOUND for an unknown id.
     */
    async setHandled(viewer: Viewer, id: string, input: { handled: unknown }) {
      const { handled } = parseInput(enquiryHandledSchema, input);
      const row = await q.findEnquiry(db, id);
      if (!row) throw new NotFound(MESSAGES.enquiries.notFound);
      if (handled && row.handledAt) return row;
      const updated = await q.setHandled(db, id, handled ? { at: new Date(), by: viewer.id } : null);
      if (!updated) throw new NotFound(MESSAGES.enquiries.notFound);
      return updated;
    },

    /** The spec's success text for a sent enquiry of this kind. */
    sentMessage: (kind: EnquiryKind) => (kind === 'career' ? MESSAGES.content.careerSent : MESSAGES.content.contactSent),
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
