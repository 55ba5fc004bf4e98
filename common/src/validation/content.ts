import { z } from 'zod';
import { TEN_DIGITS, email, optionalText, patterned, requiredText } from './fields';
import { IMAGE_VALUE } from './catalogue';

export const blogSchema = z.object({
  title: requiredText('Title is required'),
  content: requiredText('Description is required'),
  image: requiredText('Image is required').pipe(z.string().regex(IMAGE_VALUE, 'Only image files are allowed')),
});

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
  name: requiredText('Name is required'),
  email: email('Email is required', 'Invalid email'),
  phone: patterned('Phone is required', TEN_DIGITS, 'Phone must be 10 digits'),
  message: requiredText('Message is required'),
});

export type BlogInput = z.infer<typeof blogSchema>;
export type LocationInput = z.infer<typeof locationSchema>;
export type EnquiryInput = z.infer<typeof enquirySchema>;
