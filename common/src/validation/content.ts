import { z } from 'zod';
import { LISTS } from '../domain/lists';
import { MESSAGES } from '../messages';
import { CONTACT_RULES } from '../domain/people';
import { TEXT_MAX, contactField, email, hindiText, optionalText, requiredText } from './fields';
import { IMAGE_VALUE } from './catalogue';

/** Where a blog image may come from: our uploads, a web address or an inline data:image value (never javascript: and the like). */
export const BLOG_IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/)|data:image\/)/i;

/** The longest blog headline and text; their Hindi twins take the same bounds. */
export const BLOG_TITLE_MAX = 200;
export const BLOG_CONTENT_MAX = 100_000;

export const blogSchema = z.object({
  title: requiredText(MESSAGES.content.titleRequired, BLOG_TITLE_MAX),
  content: requiredText(MESSAGES.content.descriptionRequired, BLOG_CONTENT_MAX),
  /** the headline and text in Hindi (issue 26): left out they stay, null or blank clears them */
  titleHi: hindiText(MESSAGES.labels.titleHi, BLOG_TITLE_MAX),
  contentHi: hindiText(MESSAGES.labels.contentHi, BLOG_CONTENT_MAX),
  image: requiredText(MESSAGES.content.imageRequired, TEXT_MAX.url).pipe(
    z.string().regex(IMAGE_VALUE, MESSAGES.uploads.notAnImage).regex(BLOG_IMAGE_SOURCE, MESSAGES.uploads.notAnImage),
  ),
});

/** `?limit=` of the blog list: optional (100 when absent), a whole number from 1 to 100. */
export const blogListSchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: MESSAGES.content.blogLimitInvalid })
      .int(MESSAGES.content.blogLimitInvalid)
      .min(1, MESSAGES.content.blogLimitInvalid)
      .max(LISTS.blogs.rows, MESSAGES.content.blogLimitInvalid)
      // no limit asked: the newest 100, so the list stays bounded
      .default(LISTS.blogs.rows),
  ),
});

/** Removing an uploaded blog image by its URL. */
export const blogImageUrlSchema = z.object({ imageUrl: requiredText(MESSAGES.content.imageUrlRequired, TEXT_MAX.url) });

/** The longest FAQ question and answer; the faqs table checks the same bounds. */
export const FAQ_TITLE_MAX = 200;
export const FAQ_DESC_MAX = TEXT_MAX.description;

/** An FAQ item as the spec shapes it: title (the question) and desc (the answer). */
export const faqSchema = z.object({
  title: requiredText(MESSAGES.content.questionRequired, FAQ_TITLE_MAX),
  desc: requiredText(MESSAGES.content.answerRequired, FAQ_DESC_MAX),
  /** the question and answer in Hindi (issue 26), the table's bounds: left out they stay, null or blank clears them */
  titleHi: hindiText(MESSAGES.labels.questionHi, FAQ_TITLE_MAX),
  descHi: hindiText(MESSAGES.labels.answerHi, FAQ_DESC_MAX),
});

/** A new order of the FAQ: every question's id once, first shown first. */
export const faqOrderSchema = z.object({
  ids: z
    .array(requiredText(MESSAGES.validation.idInvalid, TEXT_MAX.id), { error: MESSAGES.content.faqOrderInvalid })
    .max(LISTS.faqs.rows, MESSAGES.content.faqOrderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, MESSAGES.content.faqOrderInvalid),
});

export const locationSchema = z.object({
  countryId: requiredText(MESSAGES.places.countryRequired, TEXT_MAX.id),
  countryName: requiredText(MESSAGES.places.countryRequired, TEXT_MAX.name),
  stateId: requiredText(MESSAGES.places.stateRequired, TEXT_MAX.id),
  stateName: requiredText(MESSAGES.places.stateRequired, TEXT_MAX.name),
  cityId: requiredText(MESSAGES.places.cityRequired, TEXT_MAX.id),
  cityName: requiredText(MESSAGES.places.cityRequired, TEXT_MAX.name),
  address1: requiredText(MESSAGES.content.address1Required, TEXT_MAX.line),
  address2: optionalText(MESSAGES.labels.address2, TEXT_MAX.line),
});

/** Contact and career forms share one table of rules. */
export const enquirySchema = z.object({
  name: requiredText(MESSAGES.people.nameRequired, TEXT_MAX.name),
  email: email(MESSAGES.people.emailRequired, MESSAGES.people.emailInvalid),
  phone: contactField(CONTACT_RULES.enquiry),
  message: requiredText(MESSAGES.content.messageRequired, TEXT_MAX.description),
});

/** The admin lists' filter: only handled (true) or unhandled (false) submissions; absent or blank, all of them. */
export const enquiryHandledFilterSchema = z.object({
  handled: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: MESSAGES.enquiries.handledFilterInvalid }).optional(),
  ),
});

/** An admin marks a submission handled or unhandled again. */
export const enquiryHandledSchema = z.object({ handled: z.boolean({ error: MESSAGES.enquiries.handledFilterInvalid }) });

export type BlogInput = z.infer<typeof blogSchema>;
export type LocationInput = z.infer<typeof locationSchema>;
export type EnquiryInput = z.infer<typeof enquirySchema>;
export type BlogListInput = z.infer<typeof blogListSchema>;
export type FaqInput = z.infer<typeof faqSchema>;
