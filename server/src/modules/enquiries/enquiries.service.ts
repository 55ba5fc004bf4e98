import { MESSAGES, enquirySchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../db/schema';
import { BadInput } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import * as q from './enquiries.queries';

function assertKind(kind: string): asserts kind is EnquiryKind {
  if (!(ENQUIRY_KINDS as readonly string[]).includes(kind)) throw new BadInput(MESSAGES.content.enquiryKindInvalid, { kind: MESSAGES.content.enquiryKindInvalid });
}

export type { EnquiryRow } from './enquiries.queries';

export function createEnquiriesService({ db }: Deps) {
  return {
    /** Public: stores a contact message or a career application; name, e-mail, 10-digit phone and message are required. */
    async send(kind: string, input: unknown) {
      assertKind(kind);
      return q.insertEnquiry(db, { kind, ...parseInput(enquirySchema, input) });
    },

    /** Admin: the submissions of one kind, newest first. */
    async list(kind: string) {
      assertKind(kind);
      return q.listEnquiries(db, kind);
    },

    /** The spec's success text for a sent enquiry of this kind. */
    sentMessage: (kind: EnquiryKind) => (kind === 'career' ? MESSAGES.content.careerSent : MESSAGES.content.contactSent),
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
