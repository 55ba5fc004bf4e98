import { LISTS, MESSAGES, availabilitySchema, shopPositionSchema, shopSchema, searchSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import { resolvePlace } from '../geo/geo.service';
import { hasRole, requireViewer, type Viewer } from '../../lib/auth';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';

/** A shop's personal fields: its audit says "changed", never their values. */
const SHOP_PERSONAL = ['phone', 'address1', 'address2', 'landmark'];
const SHOP_UNAUDITED = ['id', 'userId', 'createdAt', 'updatedAt', 'isPublic'];
const shopTarget = (shop: { id: string; shopName: string }) => ({ type: 'shop', id: shop.id, label: shop.shopName });
import { BadInput, Conflict, Forbidden, NotFound } from '../../lib/errors';
import { distinct, inOrderOf } from '../../lib/in-order';
import { readPage } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { LocationsService } from '../locations/locations.service';
import type { ProductsService } from '../products/products.service';
import * as q from './shops.queries';
import { positionOnSave } from './shop-position';

export type { ShopProductRow, ShopRow } from './shops.queries';

export function createShopsService({ db, catalogue }: Deps, { products, locations }: { products: ProductsService; locations: LocationsService }) {
  /** The caller's shop; dealer actions that write need one. */
  async function requireShop(viewer: Viewer) {
    const shop = await q.findShopByUser(db, viewer.id);
    if (!shop) throw new Conflict(MESSAGES.dealers.profileRequired);
    return shop;
  }

  /** Unverified shops are hidden, so they answer like missing ones (docs/decisions/0006). */
  async function getPublicShop(id: string) {
    const shop = await q.findShop(db, id);
    if (!shop || !shop.isPublic) throw new NotFound(MESSAGES.dealers.dealerNotFound);
    return shop;
  }

  /** A shop belongs to a location when their cities match. */
  function assertInLocation(shop: { cityId: string }, location: { cityId: string }) {
    if (shop.cityId !== location.cityId) throw new BadInput(MESSAGES.testDrives.dealerNotInLocation);
  }

  return {
    /** Dealer: own shop profile, or null before the first save. */
    myShop: async (viewer: Viewer) => (await q.findShopByUser(db, viewer.id)) ?? null,

    /**
     * The shop's phone, to its own dealer and to admins; a ride's customer reads it through the
     * ride (TestDrive.shopPhone), everyone else sees none.
     */
    phoneFor: (viewer: Viewer | null | undefined, shop: Pick<q.ShopRow, 'userId' | 'phone'>) =>
      viewer && (shop.userId === viewer.id || hasRole(viewer, ['ADMIN'])) ? shop.phone : null,

    /** Dealer: creates or updates the caller's single shop profile. */
    async saveShop(caller: Caller, input: unknown) {
      const viewer = requireViewer(caller.viewer);
      const values = parseInput(shopSchema, input);
      const row = await db.transaction(async (tx) => {
        const before = await q.findShopByUser(tx, viewer.id);
        const place = resolvePlace(values);
        const saved = await q.upsertShop(tx, {
          ...values,
          ...place,
          ...positionOnSave(before, place.cityId, values),
          address2: values.address2 ?? null,
          landmark: values.landmark ?? null,
          userId: viewer.id,
        });
        await recordAudit(tx, caller, {
          action: before ? 'shop.profile_updated' : 'shop.profile_created',
          targets: [shopTarget(saved)],
          changes: changesBetween(before ?? null, saved, { personal: SHOP_PERSONAL, ignore: SHOP_UNAUDITED }),
        });
        return saved;
      });
      catalogue.changed('shops');
      return row;
    },

    /** Admin: pins a shop at a position in India (docs/decisions/0063); NOT_FOUND for an unknown shop. */
    async setPosition(caller: Caller, shopId: string, input: unknown) {
      const { lat, lng } = parseInput(shopPositionSchema, input);
      const row = await db.transaction(async (tx) => {
        const before = await q.findShop(tx, shopId);
        if (!before) throw new NotFound(MESSAGES.dealers.dealerNotFound);
        const saved = await q.setShopPosition(tx, shopId, { lat, lng });
        await recordAudit(tx, caller, {
          action: 'shop.position_pinned',
          targets: [shopTarget(saved)],
          changes: changesBetween({ lat: before.lat, lng: before.lng, positionPinned: before.positionPinned }, { lat, lng, positionPinned: true }),
        });
        return saved;
      });
      catalogue.changed('shops');
      return row;
    },

    /** The shop a customer books a ride at: a verified shop of the location that has the product available; NOT_FOUND or BAD_USER_INPUT otherwise. */
    async shopForBooking({ shopId, locationId, productId }: { shopId: string; locationId: string; productId: string }) {
      await products.get(productId);
      const location = await locations.get(locationId);
      const shop = await getPublicShop(shopId);
      assertInLocation(shop, location);
      const entry = await q.findShopProduct(db, shop.id, productId);
      if (!entry?.isAvailable) throw new BadInput(MESSAGES.testDrives.productNotAvailable);
      return shop;
    },

    /** A verified shop that has the product available (its test-ride slots); NOT_FOUND or BAD_USER_INPUT otherwise. */
    async shopOffering({ shopId, productId }: { shopId: string; productId: string }) {
      await products.get(productId);
      const shop = await getPublicShop(shopId);
      const entry = await q.findShopProduct(db, shop.id, productId);
      if (!entry?.isAvailable) throw new BadInput(MESSAGES.testDrives.productNotAvailable);
      return shop;
    },

    /** Public: verified shops of a location (same city); NOT_FOUND for an unknown location. */
    async byLocation(locationId: string) {
      const location = await locations.get(locationId);
      return q.publicShopsInCities(db, [location.cityId]);
    },

    /** Public, batched: verified shops for each city id, in the order asked. */
    async byCities(cityIds: string[]) {
      const shops = await q.publicShopsInCities(db, [...new Set(cityIds)]);
      return cityIds.map((cityId) => shops.filter((s) => s.cityId === cityId));
    },

    /** Batched: shops by id (null for a missing one), in the order asked. */
    byIds: async (ids: readonly string[]) => inOrderOf(ids, await q.shopsByIds(db, distinct(ids))),

    /** Dealer: a page of the own availability entries with product names, by name (50 by default, at most 100); empty without a shop. */
    async myAvailability(viewer: Viewer, paging: { page?: unknown; limit?: unknown } = {}) {
      const shop = await q.findShopByUser(db, viewer.id);
      if (!shop)
        return readPage(
          paging,
          LISTS.myProductAvailability.rows,
          async () => [],
          async () => 0,
        );
      return readPage(
        paging,
        LISTS.myProductAvailability.rows,
        (window) => q.listShopAvailability(db, shop.id, window),
        () => q.countShopAvailability(db, shop.id),
      );
    },

    /** Dealer: how many availability entries the own shop has (for the pager). */
    async countMyAvailability(viewer: Viewer) {
      const shop = await q.findShopByUser(db, viewer.id);
      return shop ? q.countShopAvailability(db, shop.id) : 0;
    },

    /** Dealer: adds or updates the entry of one product for the own shop; NOT_FOUND for an unknown product. */
    async setAvailability(caller: Caller, input: unknown) {
      const { productId, isAvailable } = parseInput(availabilitySchema, input);
      const shop = await requireShop(requireViewer(caller.viewer));
      const product = await products.get(productId);
      const row = await db.transaction(async (tx) => {
        const before = await q.findShopProduct(tx, shop.id, productId);
        const saved = await q.upsertAvailability(tx, { shopId: shop.id, productId, isAvailable });
        await recordAudit(tx, caller, {
          action: 'shop.stock_changed',
          targets: [shopTarget(shop), { type: 'product', id: product.id, label: product.name }],
          changes: changesBetween(before ? { isAvailable: before.isAvailable } : null, { isAvailable }),
        });
        return saved;
      });
      catalogue.changed('shops');
      return { ...row, product: { id: product.id, name: product.name } };
    },

    /** Dealer: deletes an entry of the own shop; another shop's entry is FORBIDDEN. */
    async deleteAvailability(caller: Caller, id: string) {
      const entry = await q.findAvailability(db, id);
      if (!entry) throw new NotFound(MESSAGES.dealers.availabilityNotFound);
      const shop = await q.findShopByUser(db, requireViewer(caller.viewer).id);
      if (!shop || entry.shopId !== shop.id) throw new Forbidden();
      await db.transaction(async (tx) => {
        if (!(await q.deleteAvailability(tx, id))) throw new NotFound(MESSAGES.dealers.availabilityNotFound);
        await recordAudit(tx, caller, {
          action: 'shop.stock_removed',
          targets: [shopTarget(shop), { type: 'product', id: entry.productId, label: null }],
          changes: { isAvailable: { from: entry.isAvailable, to: null } },
        });
      });
      catalogue.changed('shops');
      return id;
    },

    /** Public: entries of verified shops in the location that have the product available. */
    async availabilityFor(locationId: string, productId: string) {
      const location = await locations.get(locationId);
      await products.get(productId);
      return q.availableInCity(db, location.cityId, productId);
    },

    /** Signed in: the products a verified shop of the location has available. */
    async searchProducts(input: unknown) {
      const { location: locationId, dealer: shopId } = parseInput(searchSchema, input);
      const location = await locations.get(locationId);
      const shop = await getPublicShop(shopId);
      assertInLocation(shop, location);
      return q.availableProductsOfShop(db, shop.id);
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;

// a shop's position (docs/decisions/0063): the one rule the profile, the import and the seeds use
export { placeUnplacedShops, positionOnSave } from './shop-position';
