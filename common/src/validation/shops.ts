import { z } from 'zod';
import { MESSAGES } from '../messages';
import { RIDE_STATUSES } from '../domain/rides';
import { TEN_DIGITS, TEXT_MAX, optionalText, phoneNumber, placeFields, requiredText } from './fields';
import { optionalSlotStart } from './rides';
import { shopPositionFields } from './dealer-finder';

export const shopSchema = z
  .object({
    shopName: requiredText(MESSAGES.dealers.shopNameRequired, TEXT_MAX.name),
    ...placeFields,
    address1: requiredText(MESSAGES.dealers.address1Required, TEXT_MAX.line),
    address2: optionalText(MESSAGES.labels.address2, TEXT_MAX.line),
    landmark: optionalText(MESSAGES.labels.landmark, TEXT_MAX.line),
    /** the shop's phone for its customers, stored as its 10 digits (docs/decisions/0028, 0029) */
    phone: phoneNumber(MESSAGES.dealers.phoneRequired, TEN_DIGITS, MESSAGES.dealers.phoneInvalid),
    /** the shop's pin on the map (both or neither); without it the shop stands at its city's centre */
    ...shopPositionFields,
  })
  .superRefine((shop, ctx) => {
    if ((shop.lat === undefined) !== (shop.lng === undefined))
      ctx.addIssue({ code: 'custom', path: [shop.lat === undefined ? 'lat' : 'lng'], message: MESSAGES.finder.positionPairRequired });
  });

export const availabilitySchema = z.object({
  productId: requiredText(MESSAGES.dealers.productRequired, TEXT_MAX.id),
  isAvailable: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: MESSAGES.dealers.availabilityRequired })),
});

export const bookTestDriveSchema = z.object({
  productId: requiredText(MESSAGES.testDrives.productRequired, TEXT_MAX.id),
  locationId: requiredText(MESSAGES.testDrives.locationRequired, TEXT_MAX.id),
  shopId: requiredText(MESSAGES.testDrives.shopRequired, TEXT_MAX.id),
  /** a free slot of the shop; without it the booking is a request without a time */
  slotStart: optionalSlotStart,
  /** the colour the customer would like to ride (one of the product's colours); optional */
  colorId: optionalText(MESSAGES.labels.colour, TEXT_MAX.id),
});

export const searchSchema = z.object({
  location: requiredText(MESSAGES.dealers.locationRequired, TEXT_MAX.id),
  dealer: requiredText(MESSAGES.dealers.dealerRequired, TEXT_MAX.id),
});

export const testDriveStatusSchema = z.object({
  status: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(RIDE_STATUSES, { error: MESSAGES.testDrives.statusInvalid })),
  /** why the dealer cancels; the customer sees it */
  reason: optionalText(MESSAGES.labels.reason, TEXT_MAX.line),
});

export type ShopInput = z.infer<typeof shopSchema>;
export type AvailabilityInput = z.infer<typeof availabilitySchema>;
export type BookTestDriveInput = z.infer<typeof bookTestDriveSchema>;
