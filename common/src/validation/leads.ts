import { z } from 'zod';
import { CONTACT_RULES } from '../domain/people';
import { LEAD_FUNNEL_GROUPS, LEAD_LIMITS, LEAD_STATUSES } from '../domain/leads';
import { MESSAGES } from '../messages';
import { TEXT_MAX, contactField, email, isCalendarDate, optionalText, requiredText } from './fields';

const M = MESSAGES.leads;

/** GraphQL's TEST_RIDE_BOOKED, REST's test_ride_booked or test-ride-booked: one spelling for the service. */
const enumWord = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/-/g, '_') : v);
const blankToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);

const leadStatus = z.preprocess(enumWord, z.enum(LEAD_STATUSES, { error: M.statusInvalid }));

/** A YYYY-MM-DD (or an ISO timestamp cut to its date). */
const dateOnly = (invalid: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v), z.string({ error: invalid }).refine(isCalendarDate, invalid));

/**
 * Public: the product page's "Get the best on-road offer" form. Same fields and rules as the other
 * public forms: the shared phone normaliser, then the 10-digit rule and its message.
 */
export const offerRequestSchema = z.object({
  name: requiredText(MESSAGES.people.nameRequired, TEXT_MAX.name),
  email: email(MESSAGES.people.emailRequired, MESSAGES.people.emailInvalid),
  contact: contactField(CONTACT_RULES.enquiry),
  cityName: requiredText(M.cityRequired, TEXT_MAX.name),
  productId: requiredText(MESSAGES.testDrives.productRequired, TEXT_MAX.id),
});

/**
 * An agent (or an admin) works a lead: a new status (`lost` needs a reason), the next follow-up
 * date (null clears it), a note for the timeline. Absent fields stay as they are.
 */
export const updateLeadSchema = z
  .object({
    status: z.preprocess(blankToUndefined, leadStatus.optional()),
    lostReason: optionalText(M.labels.lostReason, LEAD_LIMITS.lostReason),
    nextFollowUpOn: z.preprocess((v) => (v === '' ? null : v), dateOnly(M.followUpInvalid).nullable().optional()),
    note: optionalText(M.labels.note, LEAD_LIMITS.note),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'lost' && !input.lostReason) ctx.addIssue({ code: 'custom', path: ['lostReason'], message: M.lostReasonRequired });
  });

/** The admins' list filter; the agent's list takes only `status`. */
export const leadFilterSchema = z.object({
  status: z.preprocess(blankToUndefined, leadStatus.optional()),
  cityName: optionalText(M.labels.city, TEXT_MAX.name),
  agentId: optionalText(MESSAGES.validation.idInvalid, TEXT_MAX.id),
  unassigned: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: M.unassignedInvalid }).optional(),
  ),
});

/** An admin gives a lead to an agent. */
export const assignLeadSchema = z.object({ agentId: requiredText(M.agentIdRequired, TEXT_MAX.id) });

/** A dealer's offer: a whole-rupee price, a validity date from today to 90 days ahead (checked by the service), a note. */
export const sendOfferSchema = z.object({
  price: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: M.priceRequired }).refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= LEAD_LIMITS.offerPriceMax, M.priceInvalid),
  ),
  validUntil: z
    .preprocess((v) => (v === null || v === undefined || v === '' ? undefined : v), dateOnly(M.validUntilInvalid).optional())
    .refine((v) => v !== undefined, M.validUntilRequired),
  note: optionalText(M.labels.offerNote, LEAD_LIMITS.offerNote),
});

/** The funnel: a date range of at most 366 days, split by city or by agent. */
export const leadFunnelSchema = z
  .object({
    from: z.preprocess(blankToUndefined, dateOnly(M.fromRequired)),
    to: z.preprocess(blankToUndefined, dateOnly(M.toRequired)),
    groupBy: z.preprocess(enumWord, z.enum(LEAD_FUNNEL_GROUPS, { error: M.groupByInvalid })),
  })
  .superRefine((input, ctx) => {
    if (input.from > input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeInvalid });
    else if ((Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 >= LEAD_LIMITS.funnelDaysMax)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeTooLong });
  });

/** An admin sets the cities whose leads go to an agent first. */
export const agentCitiesSchema = z.object({
  cities: z
    .array(requiredText(M.cityRequired, TEXT_MAX.name), { error: M.citiesInvalid })
    .max(LEAD_LIMITS.agentCitiesMax, MESSAGES.validation.tooMany(M.labels.cities, LEAD_LIMITS.agentCitiesMax)),
});

export type OfferRequestInput = z.infer<typeof offerRequestSchema>;
export type UpdateLeadInput = z.infer<typeof updateLeadSchema>;
export type SendOfferInput = z.infer<typeof sendOfferSchema>;
