import { z } from 'zod';
import { optionalText, requiredText } from './fields';

export const dealerProfileSchema = z.object({
  shopName: requiredText('Shop name is required'),
  countryId: requiredText('Country is required'),
  countryName: optionalText(),
  stateId: requiredText('State is required'),
  stateName: optionalText(),
  cityId: requiredText('City is required'),
  cityName: optionalText(),
  address1: requiredText('Address1 is required'),
  address2: optionalText(),
  landmark: optionalText(),
});

export const availabilitySchema = z.object({
  productId: requiredText('Product is required'),
  isAvailable: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'Availability is required' }),
  ),
});

export const bookTestDriveSchema = z.object({
  productId: requiredText('Product is required'),
  locationId: requiredText('Location is required'),
  shopId: requiredText('Shop is required'),
});

export const searchSchema = z.object({
  location: requiredText('Location is required'),
  dealer: requiredText('Dealer is required'),
});

export const TEST_DRIVE_STATUS_VALUES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

export const testDriveStatusSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(TEST_DRIVE_STATUS_VALUES, { error: 'Status must be pending, confirmed, completed or cancelled' }),
  ),
});

export type DealerProfileInput = z.infer<typeof dealerProfileSchema>;
export type AvailabilityInput = z.infer<typeof availabilitySchema>;
export type BookTestDriveInput = z.infer<typeof bookTestDriveSchema>;
