import { LISTS, MESSAGES, contentLocales, faqOrderSchema, faqSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { BadInput, Conflict, NotFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import * as q from './faqs.queries';

export type { FaqRow } from './faqs.queries';

/** The languages a question reads wholly in: Hindi once the question and its answer have their Hindi twins (issue 26). */
export const faqLocales = (f: Pick<q.FaqRow, 'title' | 'titleHi' | 'desc' | 'descHi'>) =>
  contentLocales([
    [f.title, f.titleHi],
    [f.desc, f.descHi],
  ]);

const MAX_FAQS = LISTS.faqs.rows;

export function createFaqsService({ db, catalogue }: Deps) {
  return {
    /** Public: every question of the FAQ page in its order (at most 100: no more can be added). */
    list: () => q.listFaqs(db, MAX_FAQS),

    /** Admin: adds a question at the end; refused past 100 questions. */
    async add(input: unknown) {
      const values = parseInput(faqSchema, input);
      const row = await db.transaction(async (tx) => {
        await q.lockFaqs(tx);
        const { n, last } = await q.faqTally(tx);
        if (n >= MAX_FAQS) throw new Conflict(MESSAGES.content.faqsFull(MAX_FAQS));
        return q.insertFaq(tx, { ...values, position: last + 1 });
      });
      catalogue.changed('faqs');
      return row;
    },

    /** Admin: replaces the question and answer; the position stays; NOT_FOUND when missing. */
    async update(id: string, input: unknown) {
      const row = await q.updateFaq(db, id, parseInput(faqSchema, input));
      if (!row) throw new NotFound(MESSAGES.content.faqNotFound);
      catalogue.changed('faqs');
      return row;
    },

    /** Admin: deletes a question; NOT_FOUND when missing. */
    async remove(id: string) {
      const row = await q.deleteFaq(db, id);
      if (!row) throw new NotFound(MESSAGES.content.faqNotFound);
      catalogue.changed('faqs');
      return row;
    },

    /** Admin: puts the questions in the order given, which must name every question once (else nothing moves). */
    async reorder(input: unknown) {
      const { ids } = parseInput(faqOrderSchema, input);
      const rows = await db.transaction(async (tx) => {
        await q.lockFaqs(tx);
        const current = new Set(await q.faqIds(tx));
        // a question added or deleted since the admin's list was read: the order would drop or miss it
        if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
          throw new BadInput(MESSAGES.content.faqOrderInvalid, { ids: MESSAGES.content.faqOrderInvalid });
        }
        await q.setPositions(tx, ids);
        return q.listFaqs(tx, MAX_FAQS);
      });
      catalogue.changed('faqs');
      return rows;
    },
  };
}

export type FaqsService = ReturnType<typeof createFaqsService>;
