import { z } from 'zod';
import { TEN_DIGITS, TEXT_MAX, email, optionalText, phoneNumber, requiredText } from './fields';
import { IMAGE_VALUE } from './catalogue';

/** Where a blog image may come from: our uploads, a web address or an inline data:image value (never javascript: and the like). */
export const BLOG_IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/)|data:image\/)/i;

export const blogSchema = z.object({
  title: requiredText('Title is required', 200),
  content: requiredText('Description is required', 100_000),
  image: requiredText('Image is required', TEXT_MAX.url).pipe(
    z
      .string()
      .regex(IMAGE_VALUE, 'Only image files are allowed')
      .regex(BLOG_IMAGE_SOURCE, 'Only image files are allowed'),
  ),
});

/** `?limit=` of the blog list: optional (100 when absent), a whole number from 1 to 100. */
export const blogListSchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Limit must be a whole number from 1 to 100' })
      .int('Limit must be a whole number from 1 to 100')
      .min(1, 'Limit must be a whole number from 1 to 100')
      .max(100, 'Limit must be a whole number from 1 to 100')
      // no limit asked: the newest 100, so the list stays bounded
      .default(100),
  ),
});

/** Removing an uploaded blog image by its URL. */
export const blogImageUrlSchema = z.object({ imageUrl: requiredText('Image URL is required', TEXT_MAX.url) });

export const locationSchema = z.object({
  countryId: requiredText('Country is required', TEXT_MAX.id),
  countryName: requiredText('Country is required', TEXT_MAX.name),
  stateId: requiredText('State is required', TEXT_MAX.id),
  stateName: requiredText('State is required', TEXT_MAX.name),
  cityId: requiredText('City is required', TEXT_MAX.id),
  cityName: requiredText('City is required', TEXT_MAX.name),
  address1: requiredText('Address1 is required', TEXT_MAX.line),
  address2: optionalText('Address2', TEXT_MAX.line),
});

/** Contact and career forms share one table of rules. */
export const enquirySchema = z.object({
  name: requiredText('Name is required', TEXT_MAX.name),
  email: email('Email is required', 'Invalid email'),
  phone: phoneNumber('Phone is required', TEN_DIGITS, 'Phone must be 10 digits'),
  message: requiredText('Message is required', TEXT_MAX.description),
});

export type BlogInput = z.infer<typeof blogSchema>;
export type LocationInput = z.infer<typeof locationSchema>;
export type EnquiryInput = z.infer<typeof enquirySchema>;
export type BlogListInput = z.infer<typeof blogListSchema>;
