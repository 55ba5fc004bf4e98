import { expectFieldErrors, useTestApp } from '../../../test/helpers';
import { PUNE } from '../../../test/factories';

const profileBody = {
  shopName: 'Green Wheels',
  ...PUNE,
  address1: '5 FC Road',
  address2: 'Shivajinagar',
  landmark: 'Near the station',
  // required for a shop since decision 0029, typed as people type it
  phone: '+91 98230 45678',
};

describe('shops', () => {
  const { t, customer, agent, admin } = useTestApp({ cast: ['customer', 'agent', 'admin'] });

  describe('shop profile', () => {
    it('answers null before the first save, then creates and updates the single profile', async () => {
      const dealer = await t.seed.user({ role: 'DEALER' });
      const empty = await t.api.as(dealer).get('/api/dealer/profile');
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ data: null });

      const created = await t.api.as(dealer).post('/api/dealer/profile').send(profileBody);
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        message: 'Profile updated successfully',
        data: { _id: expect.any(String), shopName: 'Green Wheels', landmark: 'Near the station' },
      });

      const updated = await t.api
        .as(dealer)
        .post('/api/dealer/profile')
        .send({ ...profileBody, shopName: 'Green Wheels Pune', landmark: '' });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ _id: created.body.data._id, shopName: 'Green Wheels Pune', landmark: null });

      const read = await t.api.as(dealer).get('/api/dealer/profile');
      expect(read.body.data).toMatchObject({ _id: created.body.data._id, shopName: 'Green Wheels Pune', cityId: 'IN-MH-Pune' });
    });

    it('refuses a shop in a city the dataset does not know, since dealers match locations by city', async () => {
      const dealer = await t.seed.user({ role: 'DEALER' });
      const res = await t.api
        .as(dealer)
        .post('/api/dealer/profile')
        .send({ ...profileBody, cityId: 'IN-MH-Atlantis' });
      expectFieldErrors(res, { cityId: 'Please choose a city of the chosen state' });
      expect((await t.api.as(dealer).get('/api/dealer/profile')).body.data).toBeNull();
    });

    it('answers missing fields with the spec messages and writes nothing', async () => {
      const dealer = await t.seed.user({ role: 'DEALER' });
      const res = await t.api.as(dealer).post('/api/dealer/profile').send({ landmark: 'x' });
      expectFieldErrors(res, {
        shopName: 'Shop name is required',
        countryId: 'Country is required',
        stateId: 'State is required',
        cityId: 'City is required',
        address1: 'Address1 is required',
        phone: 'Phone is required',
      });
      expect((await t.api.as(dealer).get('/api/dealer/profile')).body.data).toBeNull();
    });

    it("stores the shop's phone as its 10 digits and refuses one that is not 10 digits (decision 0029)", async () => {
      const dealer = await t.seed.user({ role: 'DEALER' });
      const saved = await t.api.as(dealer).post('/api/dealer/profile').send(profileBody);
      expect(saved.status).toBe(200);
      expect(saved.body.data.phone).toBe('9823045678');
      expect((await t.api.as(dealer).get('/api/dealer/profile')).body.data.phone).toBe('9823045678');

      const short = await t.api
        .as(dealer)
        .post('/api/dealer/profile')
        .send({ ...profileBody, phone: '98230' });
      expectFieldErrors(short, { phone: 'Phone must be 10 digits' });

      const SAVE = `mutation($input: ShopInput!) { saveShop(input: $input) { id phone } }`;
      const gql = await t.gql.as(dealer)(SAVE, { input: { ...profileBody, phone: '098230 45679' } });
      expect(gql.body.data.saveShop.phone).toBe('9823045679');
      const missing = await t.gql.as(dealer)(SAVE, { input: { ...profileBody, phone: null } });
      expect(missing.body.errors[0]).toMatchObject({
        message: 'Phone is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'Phone is required' } },
      });
    });

    it("shows a shop's phone to its own dealer and admins only", async () => {
      const { user, shop, location } = await t.seed.dealer({ shop: { phone: '9823045670' } });
      const product = await t.seed.product();
      await t.seed.availability(shop.id, product.id, true);
      const QUERY = `query($l: ID!, $p: ID!) { productAvailability(locationId: $l, productId: $p) { shop { id phone } } }`;
      const vars = { l: location.id, p: product.id };
      expect((await t.gql(QUERY, vars)).body.data.productAvailability).toEqual([{ shop: { id: shop.id, phone: null } }]);
      expect((await t.gql.as(customer)(QUERY, vars)).body.data.productAvailability[0].shop.phone).toBeNull();
      expect((await t.gql.as(admin)(QUERY, vars)).body.data.productAvailability[0].shop.phone).toBe('9823045670');
      expect((await t.gql.as(user)('{ myShop { phone } }')).body.data.myShop.phone).toBe('9823045670');
    });

    it('refuses guests and every other role', async () => {
      expect((await t.api.get('/api/dealer/profile')).status).toBe(401);
      expect((await t.api.post('/api/dealer/profile').send(profileBody)).status).toBe(401);
      for (const user of [customer, agent, admin]) {
        expect((await t.api.as(user).get('/api/dealer/profile')).status).toBe(403);
        expect((await t.api.as(user).post('/api/dealer/profile').send(profileBody)).status).toBe(403);
      }
    });

    it('reads and saves the profile over GraphQL', async () => {
      const dealer = await t.seed.user({ role: 'DEALER' });
      const SAVE = `mutation($input: ShopInput!) { saveShop(input: $input) { id shopName cityId landmark } }`;
      const saved = await t.gql.as(dealer)(SAVE, { input: profileBody });
      expect(saved.body.errors).toBeUndefined();
      expect(saved.body.data.saveShop).toMatchObject({ shopName: 'Green Wheels', cityId: 'IN-MH-Pune' });

      const mine = await t.gql.as(dealer)('{ myShop { id shopName } }');
      expect(mine.body.data.myShop).toEqual({ id: saved.body.data.saveShop.id, shopName: 'Green Wheels' });

      const bad = await t.gql.as(dealer)(SAVE, { input: { ...profileBody, shopName: ' ' } });
      expect(bad.body.errors[0]).toMatchObject({
        message: 'Shop name is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { shopName: 'Shop name is required' } },
      });

      expect((await t.gql.as(customer)('{ myShop { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(SAVE, { input: profileBody })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('shops by location', () => {
    it('lists only verified shops of the location city, publicly', async () => {
      const location = await t.seed.location();
      const { shop } = await t.seed.dealer({ location, shop: { shopName: 'A Verified Shop' } });
      const { shop: hidden } = await t.seed.dealer({ location, user: { isVerified: false } });
      await t.seed.dealer(); // another city

      const res = await t.api.get(`/api/dealer/location/${location.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [{ _id: shop.id, shopName: 'A Verified Shop' }] });
      expect(res.body.data.map((d: { _id: string }) => d._id)).not.toContain(hidden.id);
    });

    it('answers 404 for an unknown location', async () => {
      const res = await t.api.get('/api/dealer/location/not-a-location');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Location not found' });
    });

    it('serves shopsByLocation and Location.shops over GraphQL', async () => {
      const location = await t.seed.location();
      const other = await t.seed.location();
      const { shop } = await t.seed.dealer({ location });
      const { shop: otherShop } = await t.seed.dealer({ location: other });
      await t.seed.dealer({ location, user: { isVerified: false } });

      const byLocation = await t.gql('query($id: ID!) { shopsByLocation(locationId: $id) { id shopName cityId } }', { id: location.id });
      expect(byLocation.body.data.shopsByLocation).toEqual([{ id: shop.id, shopName: shop.shopName, cityId: location.cityId }]);

      const missing = await t.gql('query($id: ID!) { shopsByLocation(locationId: $id) { id } }', { id: 'nope' });
      expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');

      const all = await t.gql('{ locations { id shops { id } } }');
      expect(all.body.errors).toBeUndefined();
      const shopsOf = (id: string) => all.body.data.locations.find((l: { id: string }) => l.id === id).shops;
      expect(shopsOf(location.id)).toEqual([{ id: shop.id }]);
      expect(shopsOf(other.id)).toEqual([{ id: otherShop.id }]);
    });
  });

  describe('product availability', () => {
    it('lets a dealer add, update, list and delete own entries', async () => {
      const { user: dealer } = await t.seed.dealer();
      const product = await t.seed.product({ name: 'Ather 450X' });

      const added = await t.api.as(dealer).post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: true });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({
        message: 'Product availability updated successfully',
        data: { _id: expect.any(String), productId: { _id: product.id, name: 'Ather 450X' }, isAvailable: true },
      });

      // a second save of the same product updates the one entry
      const updated = await t.api.as(dealer).post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: 'false' });
      expect(updated.body.data).toMatchObject({ _id: added.body.data._id, isAvailable: false });

      const list = await t.api.as(dealer).get('/api/dealer/product-availability');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([
        expect.objectContaining({ _id: added.body.data._id, productId: { _id: product.id, name: 'Ather 450X' }, isAvailable: false }),
      ]);

      const removed = await t.api.as(dealer).delete(`/api/dealer/product-availability/${added.body.data._id}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Product availability deleted successfully' });
      expect((await t.api.as(dealer).get('/api/dealer/product-availability')).body.data).toEqual([]);
      expect((await t.api.as(dealer).delete(`/api/dealer/product-availability/${added.body.data._id}`)).status).toBe(404);
    });

    it('answers validation failures, unknown products and a missing shop profile', async () => {
      const { user: dealer } = await t.seed.dealer();
      const empty = await t.api.as(dealer).post('/api/dealer/product-availability').send({});
      expectFieldErrors(empty, { productId: 'Product is required', isAvailable: 'Availability is required' });

      const unknown = await t.api.as(dealer).post('/api/dealer/product-availability').send({ productId: 'missing', isAvailable: true });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Product not found');

      const product = await t.seed.product();
      const noShop = await t.seed.user({ role: 'DEALER' });
      const refused = await t.api.as(noShop).post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: true });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Please complete your shop profile first');
      expect((await t.api.as(noShop).get('/api/dealer/product-availability')).body).toEqual({ data: [], currentPage: 1, totalPages: 0, total: 0 });
    });

    it("keeps dealer A away from dealer B's entries", async () => {
      const a = await t.seed.dealer();
      const b = await t.seed.dealer();
      const product = await t.seed.product();
      const entryOfB = await t.seed.availability(b.shop.id, product.id);

      const del = await t.api.as(a.user).delete(`/api/dealer/product-availability/${entryOfB.id}`);
      expect(del.status).toBe(403);
      expect((await t.api.as(a.user).get('/api/dealer/product-availability')).body.data).toEqual([]);
      const listOfB = await t.api.as(b.user).get('/api/dealer/product-availability');
      expect(listOfB.body.data.map((e: { _id: string }) => e._id)).toEqual([entryOfB.id]);

      const gqlDel = await t.gql.as(a.user)('mutation($id: ID!) { deleteProductAvailability(id: $id) }', { id: entryOfB.id });
      expect(gqlDel.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('refuses guests and non-dealers on the dealer paths', async () => {
      const product = await t.seed.product();
      expect((await t.api.get('/api/dealer/product-availability')).status).toBe(401);
      expect((await t.api.post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: true })).status).toBe(401);
      expect((await t.api.delete('/api/dealer/product-availability/x')).status).toBe(401);
      for (const user of [customer, agent, admin]) {
        expect((await t.api.as(user).get('/api/dealer/product-availability')).status).toBe(403);
        expect((await t.api.as(user).post('/api/dealer/product-availability').send({ productId: product.id, isAvailable: true })).status).toBe(403);
        expect((await t.api.as(user).delete('/api/dealer/product-availability/x')).status).toBe(403);
      }
    });

    it('lists verified shops of a location that have the product available, publicly', async () => {
      const location = await t.seed.location();
      const product = await t.seed.product();
      const yes = await t.seed.dealer({ location, shop: { shopName: 'Has It' } });
      const no = await t.seed.dealer({ location });
      const hidden = await t.seed.dealer({ location, user: { isVerified: false } });
      const elsewhere = await t.seed.dealer();
      const entry = await t.seed.availability(yes.shop.id, product.id, true);
      await t.seed.availability(no.shop.id, product.id, false);
      await t.seed.availability(hidden.shop.id, product.id, true);
      await t.seed.availability(elsewhere.shop.id, product.id, true);

      const res = await t.api.get(`/api/dealer/product-availability/${location.id}/${product.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [{ _id: entry.id, isAvailable: true, dealerProfile: { _id: yes.shop.id, shopName: 'Has It', rideResponse: null } }] });

      expect((await t.api.get(`/api/dealer/product-availability/nope/${product.id}`)).status).toBe(404);
      expect((await t.api.get(`/api/dealer/product-availability/${location.id}/nope`)).status).toBe(404);

      const gql = await t.gql(
        'query($l: ID!, $p: ID!) { productAvailability(locationId: $l, productId: $p) { id isAvailable shop { id shopName } product { id name vehicleType } } }',
        { l: location.id, p: product.id },
      );
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.productAvailability).toEqual([
        {
          id: entry.id,
          isAvailable: true,
          shop: { id: yes.shop.id, shopName: 'Has It' },
          product: { id: product.id, name: product.name, vehicleType: 'SCOOTER' },
        },
      ]);
    });

    it('serves the dealer availability operations over GraphQL', async () => {
      const { user: dealer, shop } = await t.seed.dealer();
      const product = await t.seed.product({ vehicleType: 'four-wheeler' });
      const SET =
        'mutation($input: ProductAvailabilityInput!) { setProductAvailability(input: $input) { id isAvailable product { id vehicleType } shop { id } } }';

      const set = await t.gql.as(dealer)(SET, { input: { productId: product.id, isAvailable: true } });
      expect(set.body.errors).toBeUndefined();
      expect(set.body.data.setProductAvailability).toMatchObject({
        isAvailable: true,
        product: { id: product.id, vehicleType: 'FOUR_WHEELER' },
        shop: { id: shop.id },
      });

      const mine = await t.gql.as(dealer)('{ myProductAvailability { id isAvailable product { name } } }');
      expect(mine.body.data.myProductAvailability).toEqual([
        { id: set.body.data.setProductAvailability.id, isAvailable: true, product: { name: product.name } },
      ]);

      const blank = await t.gql.as(dealer)(SET, { input: { productId: ' ', isAvailable: true } });
      expect(blank.body.errors[0]).toMatchObject({ message: 'Product is required', extensions: { code: 'BAD_USER_INPUT' } });

      const del = await t.gql.as(dealer)('mutation($id: ID!) { deleteProductAvailability(id: $id) }', { id: set.body.data.setProductAvailability.id });
      expect(del.body.data.deleteProductAvailability).toBe(set.body.data.setProductAvailability.id);

      expect((await t.gql.as(customer)('{ myProductAvailability { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql.as(admin)(SET, { input: { productId: product.id, isAvailable: true } })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql('{ myProductAvailability { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('product search', () => {
    it('finds the products a verified shop of the location has available', async () => {
      const { shop, location } = await t.seed.dealer();
      const yes = await t.seed.product({ name: 'B Scooter' });
      const alsoYes = await t.seed.product({ name: 'A Bike', vehicleType: 'bike' });
      const no = await t.seed.product();
      await t.seed.availability(shop.id, yes.id, true);
      await t.seed.availability(shop.id, alsoYes.id, true);
      await t.seed.availability(shop.id, no.id, false);

      const res = await t.api.as(customer).post('/api/product/search').send({ location: location.id, dealer: shop.id });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Search completed successfully');
      expect(res.body.data.map((p: { _id: string; name: string }) => [p._id, p.name])).toEqual([
        [alsoYes.id, 'A Bike'],
        [yes.id, 'B Scooter'],
      ]);
      expect(res.body.data[0]).toMatchObject({
        vehicleType: 'bike',
        colors: [expect.objectContaining({ _id: expect.any(String), price: 100000 })],
        brand: { _id: alsoYes.brandId },
      });

      const gql = await t.gql.as(agent)('query($l: ID!, $d: ID!) { searchProducts(locationId: $l, shopId: $d) { id vehicleType } }', {
        l: location.id,
        d: shop.id,
      });
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.searchProducts).toEqual([
        { id: alsoYes.id, vehicleType: 'BIKE' },
        { id: yes.id, vehicleType: 'SCOOTER' },
      ]);
    });

    it('requires sign-in, both fields, and a shop of that location', async () => {
      const { shop, location } = await t.seed.dealer();
      const elsewhere = await t.seed.location();
      const hidden = await t.seed.dealer({ location, user: { isVerified: false } });

      expect((await t.api.post('/api/product/search').send({ location: location.id, dealer: shop.id })).status).toBe(401);
      const gqlGuest = await t.gql('query($l: ID!, $d: ID!) { searchProducts(locationId: $l, shopId: $d) { id } }', { l: location.id, d: shop.id });
      expect(gqlGuest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

      const empty = await t.api.as(customer).post('/api/product/search').send({});
      expectFieldErrors(empty, { location: 'Location is required', dealer: 'Dealer is required' });

      const wrongCity = await t.api.as(customer).post('/api/product/search').send({ location: elsewhere.id, dealer: shop.id });
      expect(wrongCity.status).toBe(400);
      expect(wrongCity.body.message).toBe('This shop is not in the chosen location');

      expect((await t.api.as(customer).post('/api/product/search').send({ location: location.id, dealer: hidden.shop.id })).status).toBe(404);
      expect((await t.api.as(customer).post('/api/product/search').send({ location: 'nope', dealer: shop.id })).status).toBe(404);
    });
  });
});
