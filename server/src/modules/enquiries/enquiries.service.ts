import { LISTS, MESSAGES, enquirySchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../db/schema';
import { BadInput } from '../../lib/errors';
import { HOUR_MS } from '../../lib/limits/settings';
import { countHits, limitKey } from '../../lib/limits';
import { readPage } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import * as q from './enquiries.queries';

function assertKind(kind: string): asserts kind is EnquiryKind {
  if (!(ENQUIRY_KINDS as readonly string[]).includes(kind))
    throw new BadInput(MESSAGES.content.enquiryKindInvalid, { kind: MESSAGES.content.enquiryKindInvalid });
}

export type { EnquiryRow } from './enquiries.queries';

export function createEnquiriesService({ db, config, limits }: Deps) {
  return {
    /**
     * Public: stores a contact message or a career application; name, e-mail, 10-digit phone and message are required.
     * Contact and career share one hourly budget per address, whichever door (REST, GraphQL, aliases, batches) is used.
     */
    async send(kind: string, input: unknown, ip: string) {
      assertKind(kind);
      const data = parseInput(enquirySchema, input);
      await countHits(limits, [{ key: limitKey('enquiry:ip', ip), limit: config.limits.enquiriesPerIpHour, windowMs: HOUR_MS }]);
      return q.insertEnquiry(db, { kind, ...data });
    },

    /** Admin: a page of the submissions of one kind, newest first (50 by default, at most 100), with the total. */
    async list(kind: string, paging: { page?: unknown; limit?: unknown } = {}) {
      assertKind(kind);
      return readPage(
        paging,
        LISTS.enquiries.rows,
        (window) => q.listEnquiries(db, kind, window),
        () => q.countEnquiries(db, kind),
      );
    },

    /** Admin: how many submissions of one kind there are (for the pager). */
    async count(kind: string) {
      assertKind(kind);
      return q.countEnquiries(db, kind);
    },

    /** The spec's success text for a sent enquiry of this kind. */
    sentMessage: (kind: EnquiryKind) => (kind === 'career' ? MESSAGES.content.careerSent : MESSAGES.content.contactSent),
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
