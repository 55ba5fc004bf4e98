import { useTestApp } from '../../../test/helpers';

const pune = { countryId: 'IN', countryName: 'India', stateId: 'IN-MH', stateName: 'Maharashtra', cityId: 'IN-MH-Pune', cityName: 'Pune', address1: 'FC Road' };

describe('locations', () => {
  const { t, admin, customer } = useTestApp({ cast: ['admin', 'customer'] });

  describe('REST', () => {
    it('lets an admin add a location that everyone can list', async () => {
      const res = await t.api.as(admin).post('/api/location/addLocation').send(pune);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ _id: expect.any(String), cityName: 'Pune', stateName: 'Maharashtra' });

      const list = await t.api.get('/api/location/getLocation');
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: res.body.data._id, cityName: 'Pune' })]));
    });

    it('refuses a guest with 401 and a customer with 403', async () => {
      expect((await t.api.post('/api/location/addLocation').send(pune)).status).toBe(401);
      const res = await t.api.as(customer).post('/api/location/addLocation').send(pune);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You do not have permission to do this' });
    });

    it('answers missing fields with the spec messages and writes nothing', async () => {
      const before = (await t.api.get('/api/location/getLocation')).body.data.length;
      const res = await t.api.as(admin).post('/api/location/addLocation').send({ countryId: 'IN' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ stateId: 'State is required', cityId: 'City is required', address1: 'Address1 is required' });
      expect((await t.api.get('/api/location/getLocation')).body.data.length).toBe(before);
    });

    it('refuses a country the dataset does not know and keeps the dataset names', async () => {
      const unknown = await t.api
        .as(admin)
        .post('/api/location/addLocation')
        .send({ ...pune, countryId: 'XX' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ countryId: 'Please choose a country from the list' });
      const renamed = await t.api
        .as(admin)
        .post('/api/location/addLocation')
        .send({ ...pune, cityName: 'Poona', address1: 'JM Road' });
      expect(renamed.body.data.cityName).toBe('Pune');
    });

    it('refuses the same city and address twice, whatever the case and spacing, through both doors', async () => {
      const first = { ...pune, address1: '12 Karve Road', address2: 'Near  Garden' };
      expect((await t.api.as(admin).post('/api/location/addLocation').send(first)).status).toBe(201);
      const before = (await t.api.get('/api/location/getLocation')).body.data.length;
      const again = await t.api
        .as(admin)
        .post('/api/location/addLocation')
        .send({ ...first, address1: ' 12  KARVE road ', address2: 'near garden' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This location already exists (same city and address)');
      const gql = await t.gql.as(admin)('mutation ($input: LocationInput!) { createLocation(input: $input) { id } }', {
        input: { ...first, address1: '12 karve road', address2: 'Near Garden' },
      });
      expect(gql.body.errors[0].extensions.code).toBe('CONFLICT');
      expect((await t.api.get('/api/location/getLocation')).body.data.length).toBe(before);
      // another address in the same city is a new location
      expect(
        (
          await t.api
            .as(admin)
            .post('/api/location/addLocation')
            .send({ ...first, address1: '14 Karve Road' })
        ).status,
      ).toBe(201);
    });

    it('deletes a location, and answers 404 for a missing one', async () => {
      const location = await t.seed.location();
      expect((await t.api.as(admin).delete(`/api/location/${location.id}`)).status).toBe(200);
      expect((await t.api.as(admin).delete(`/api/location/${location.id}`)).status).toBe(404);
    });

    it('refuses to delete a location that a test ride refers to', async () => {
      const location = await t.seed.location();
      await t.seed.testDrive({ locationId: location.id });
      const res = await t.api.as(admin).delete(`/api/location/${location.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This location has test rides and cannot be deleted');
    });
  });

  describe('GraphQL', () => {
    const CREATE = `mutation($input: LocationInput!) { createLocation(input: $input) { id cityName } }`;

    it('lets an admin create a location', async () => {
      const res = await t.gql.as(admin)(CREATE, { input: { ...pune, cityId: 'IN-MH-Nashik', cityName: 'Nashik' } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.createLocation.cityName).toBe('Nashik');
    });

    it('answers FORBIDDEN to a customer and UNAUTHENTICATED to a guest', async () => {
      const asUser = await t.gql.as(customer)(CREATE, { input: pune });
      expect(asUser.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const asGuest = await t.gql(CREATE, { input: pune });
      expect(asGuest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('returns field messages under BAD_USER_INPUT', async () => {
      const res = await t.gql.as(admin)(CREATE, { input: { ...pune, address1: '  ' } });
      expect(res.body.errors[0]).toMatchObject({
        message: 'Address1 is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { address1: 'Address1 is required' } },
      });
    });

    it('lists locations publicly', async () => {
      const res = await t.gql('{ locations { id cityName stateName } }');
      expect(res.body.data.locations.length).toBeGreaterThan(0);
    });
  });
});
