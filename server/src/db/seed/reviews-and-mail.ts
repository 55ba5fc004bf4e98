import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { writeRideNotices } from '../../modules/notifications/notifications.service';
import type { Executor } from '../client';
import { mailOutbox, productRatings, reviews, testDrives, type ReviewStatus } from '../schema';
import type { SeededUser } from './accounts';
import type { SeededProduct } from './catalogue';

const TEXTS: [number, number, string][] = [
  [5, 5, 'Smooth pick-up and the staff explained the app and charging clearly. Booked one the same week.'],
  [4, 5, 'Comfortable ride on rough roads. Range looked honest on the dashboard. Very polite shop.'],
  [4, 3, 'Good vehicle, a little wait at the shop before the ride, but worth it.'],
  [5, 4, 'Quiet, quick and easy to park. The test route had a flyover, which helped.'],
  [3, 4, 'Fine for the city, the seat felt short for two adults.'],
  [4, 4, 'Brakes and lights are very good. Would like a longer ride next time.'],
  [2, 3, 'The demo unit had low charge, so the ride was short.'],
  [5, 5, 'Best test ride experience I have had. Clear price breakdown afterwards.'],
  [4, 2, 'Liked the vehicle; the shop was hard to find.'],
  [3, 3, 'Decent, but the ride felt bumpy at low speed.'],
];

/**
 * Reviews on completed rides (most approved, a few waiting for moderation, one hidden) with the
 * products' ratings, and the outbox holding the sent mails of the demo customer's rides. One
 * completed ride of user@example.com is left unreviewed, so "Write a review" can be tried.
 */
export async function seedReviewsAndMail(db: Executor, input: { demoUser: SeededUser; catalogue: Map<string, SeededProduct>; publicUrl: string }) {
  const { demoUser, catalogue, publicUrl } = input;
  const completed = await db.select().from(testDrives).where(eq(testDrives.status, 'completed')).orderBy(asc(testDrives.createdAt), asc(testDrives.id));
  const leaveOpen = catalogue.get('Ather Rizta')!.id;
  const candidates = completed.filter((r) => !(r.userId === demoUser.id && r.productId === leaveOpen));
  const rows = candidates.slice(0, 14).map((ride, i) => {
    const [productRating, shopRating, text] = TEXTS[i % TEXTS.length]!;
    const status: ReviewStatus = i < 9 ? 'approved' : i < 13 ? 'pending' : 'hidden';
    const createdAt = new Date(ride.updatedAt.getTime() + 6 * 60 * 60 * 1000);
    return {
      testDriveId: ride.id,
      userId: ride.userId,
      productId: ride.productId,
      shopId: ride.shopId,
      productRating,
      shopRating,
      text,
      status,
      moderationReason: status === 'hidden' ? 'Mentions a phone number' : null,
      moderatedAt: status === 'pending' ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  if (rows.length) await db.insert(reviews).values(rows);
  await db.insert(productRatings).select(
    db
      .select({
        productId: reviews.productId,
        average: sql<number>`avg(${reviews.productRating})::float8`.as('average'),
        count: sql<number>`count(*)::int`.as('count'),
        updatedAt: sql<Date>`now()`.as('updated_at'),
      })
      .from(reviews)
      .where(eq(reviews.status, 'approved'))
      .groupBy(reviews.productId),
  );

  // the demo customer's rides told by mail, as the outbox would have sent them
  const mine = await db.select().from(testDrives).where(eq(testDrives.userId, demoUser.id)).orderBy(asc(testDrives.createdAt));
  for (const ride of mine) {
    await writeRideNotices(db, { rideId: ride.id, event: 'booked' }, publicUrl);
    if (ride.status !== 'pending') await writeRideNotices(db, { rideId: ride.id, event: ride.status }, publicUrl);
  }
  const ids = mine.map((r) => r.id);
  if (ids.length) {
    await db
      .update(mailOutbox)
      .set({ status: 'sent', attempts: 1, sentAt: sql`${mailOutbox.createdAt}`, nextAttemptAt: sql`${mailOutbox.createdAt}` })
      .where(inArray(mailOutbox.rideId, ids));
    for (const ride of mine) {
      await db
        .update(mailOutbox)
        .set({ createdAt: ride.createdAt, sentAt: ride.createdAt })
        .where(and(eq(mailOutbox.rideId, ride.id), eq(mailOutbox.kind, 'ride.booked')));
    }
  }
  return { reviews: rows.length };
}
