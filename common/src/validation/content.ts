import { z } from 'zod';
import { TEN_DIGITS, email, optionalText, patterned, requiredText } from './fields';
import { IMAGE_VALUE } from './catalogue';

/** Where a blog image may come from: our uploads, a web address or an inline data:image value (never javascript: and the like). */
export const BLOG_IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/)|data:image\/)/i;

export const blogSchema = z.object({
  title: requiredText('Title is required').pipe(z.string().max(200, 'Title must be at most 200 characters')),
  content: requiredText('Description is required').pipe(z.string().max(100_000, 'Description must be at most 100000 characters')),
  image: requiredText('Image is required').pipe(
    z.string().regex(IMAGE_VALUE, 'Only image files are allowed').regex(BLOG_IMAGE_SOURCE, 'Only image files are allowed'),
  ),
});

/** `?limit=` of the blog list: optional, a whole number from 1 to 100. */
export const blogListSchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'Limit must be a whole number from 1 to 100' })
      .int('Limit must be a whole number from 1 to 100')
      .min(1, 'Limit must be a whole number from 1 to 100')
      .max(100, 'Limit must be a whole number from 1 to 100')
      .optional(),
  ),
});

/** Removing an uploaded blog image by its URL. */
export const blogImageUrlSchema = z.object({ imageUrl: requiredText('Image URL is required') });

export const locationSchema = z.object({
  countryId: requiredText('Country is required'),
  countryName: requiredText('Country is required'),
  stateId: requiredText('State is required'),
  stateName: requiredText('State is required'),
  cityId: requiredText('City is required'),
  cityName: requiredText('City is required'),
  address1: requiredText('Address1 is required'),
  address2: optionalText(),
});

/** Contact and career forms share one table of rules. */
export const enquirySchema = z.object({
  name: requiredText('Name is required').pipe(z.string().max(100, 'Name must be at most 100 characters')),
  email: email('Email is required', 'Invalid email').pipe(z.string().max(254, 'Email must be at most 254 characters')),
  phone: patterned('Phone is required', TEN_DIGITS, 'Phone must be 10 digits'),
  message: requiredText('Message is required').pipe(z.string().max(5000, 'Message must be at most 5000 characters')),
});

export type BlogInput = z.infer<typeof blogSchema>;
export type LocationInput = z.infer<typeof locationSchema>;
export type EnquiryInput = z.infer<typeof enquirySchema>;
export type BlogListInput = z.infer<typeof blogListSchema>;
