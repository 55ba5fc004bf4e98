import { canCancel, canReschedule, toIndiaIso } from '@evbazaar/common';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands, locations, products, reviews, shops, testDrives, users } from '../../db/schema';
import { toGraphQLEnum } from '../../graphql/enums';

/**
 * What an event's `data` holds: the fields of the GraphQL type it is about, with the enums spelled as
 * GraphQL spells them, related objects as their id and name, and never a customer's phone or address
 * (the API gives a ride's phone only to its dealer while it is open; a payload is written once for
 * every subscriber, so it leaves the phone out for all).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A ride as GraphQL's TestDrive answers it to its dealer, read through the change's transaction. */
export async function ridePayload(tx: Executor, rideId: string) {
  const [row] = await tx
    .select({
      ride: testDrives,
      product: { id: products.id, name: products.name, slug: products.slug },
      shop: { id: shops.id, shopName: shops.shopName, phone: shops.phone },
      location: { id: locations.id, cityName: locations.cityName, stateName: locations.stateName },
      customer: { id: users.id, name: users.name, email: users.email },
    })
    .from(testDrives)
    .innerJoin(products, eq(products.id, testDrives.productId))
    .innerJoin(shops, eq(shops.id, testDrives.shopId))
    .innerJoin(locations, eq(locations.id, testDrives.locationId))
    .innerJoin(users, eq(users.id, testDrives.userId))
    .where(eq(testDrives.id, rideId))
    .limit(1);
  if (!row) return undefined;
  const { ride } = row;
  return {
    data: {
      id: ride.id,
      status: toGraphQLEnum(ride.status),
      product: row.product,
      shop: { id: row.shop.id, shopName: row.shop.shopName },
      location: row.location,
      customer: { ...row.customer, phone: null },
      shopPhone: row.shop.phone,
      color: ride.colorName ? { name: ride.colorName, code: ride.colorCode ?? '#000000' } : null,
      slotStart: ride.slotStart ? toIndiaIso(ride.slotStart) : null,
      slotEnd: ride.slotEnd ? toIndiaIso(ride.slotEnd) : null,
      cancelledBy: ride.cancelledBy ? toGraphQLEnum(ride.cancelledBy) : null,
      cancelReason: ride.cancelReason,
      canCancel: canCancel(ride),
      canReschedule: canReschedule(ride),
      createdAt: iso(ride.createdAt),
      updatedAt: iso(ride.updatedAt),
    },
  };
}

/** A product as GraphQL's Product answers it (its scalar fields, brand and parent by id and name). */
export async function productPayload(tx: Executor, productId: string) {
  const [row] = await tx
    .select({ product: products, brand: { id: brands.id, name: brands.name } })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) return undefined;
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    images: p.images,
    vehicleType: toGraphQLEnum(p.vehicleType),
    brand: row.brand?.id ? row.brand : null,
    parentProduct: p.parentProductId ? { id: p.parentProductId } : null,
    price: p.price,
    topSpeed: p.topSpeed,
    rangeMin: p.rangeMin,
    rangeMax: p.rangeMax,
    range: p.range,
    effectiveRange: p.effectiveRange,
    charging: p.charging,
    battery: p.battery,
    motorPower: p.motorPower,
    weight: p.weight,
    warranty: p.warranty,
    size: p.size,
    accessoriesDesc: p.accessoriesDesc,
    additionalFeatures: p.additionalFeatures,
    acceleration: p.acceleration,
    transmission: p.transmission,
    torque: p.torque,
    chargerType: p.chargerType,
    cruiseControl: p.cruiseControl,
    navigation: p.navigation,
    mobileApp: p.mobileApp,
    offerStartDate: p.offerStartDate,
    offerEndDate: p.offerEndDate,
    offerText: p.offerText,
    createdAt: iso(p.createdAt),
  };
}

/** A review as GraphQL's Review answers it to the public (no moderation reason). */
export async function reviewPayload(tx: Executor, reviewId: string) {
  const [row] = await tx
    .select({
      review: reviews,
      authorName: users.name,
      product: { id: products.id, name: products.name, slug: products.slug },
      shop: { id: shops.id, shopName: shops.shopName },
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(shops, eq(shops.id, reviews.shopId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!row) return undefined;
  const r = row.review;
  return {
    id: r.id,
    productRating: r.productRating,
    shopRating: r.shopRating,
    text: r.text,
    // the rider's first name only, as the API gives it
    authorName: row.authorName?.split(' ')[0] || null,
    verifiedRide: true,
    status: toGraphQLEnum(r.status),
    product: row.product,
    shop: row.shop,
    createdAt: iso(r.createdAt),
  };
}
