import { useTestApp } from '../../../test/helpers';
import { isKnownPlace } from './geo.service';

describe('geo', () => {
  const { t } = useTestApp();

  describe('REST', () => {
    it('lists countries by name with ISO codes as ids, cacheable for a day', async () => {
      const res = await t.api.get('/api/geo/countries');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body.data).toContainEqual({ id: 'IN', name: 'India' });
      const names = res.body.data.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
      expect(res.body.data.length).toBeGreaterThan(200);
    });

    it('lists the states of a country with ids like IN-MH', async () => {
      const res = await t.api.get('/api/geo/countries/IN/states');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body.data).toContainEqual({ id: 'IN-MH', name: 'Maharashtra', countryId: 'IN' });
      expect(res.body.data.every((s: { countryId: string }) => s.countryId === 'IN')).toBe(true);
      const names = res.body.data.map((s: { name: string }) => s.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    });

    it('lists the cities of a state with ids like IN-MH-Mumbai', async () => {
      const res = await t.api.get('/api/geo/states/IN-MH/cities');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body.data).toContainEqual({ id: 'IN-MH-Mumbai', name: 'Mumbai', stateId: 'IN-MH' });
      expect(res.body.data).toContainEqual({ id: 'IN-MH-Pune', name: 'Pune', stateId: 'IN-MH' });
      expect(res.body.data.some((c: { name: string }) => c.name === 'Bengaluru')).toBe(false);
    });

    it('answers 404 with a message for an unknown country or state', async () => {
      const country = await t.api.get('/api/geo/countries/XX/states');
      expect(country.status).toBe(404);
      expect(country.body).toEqual({ message: 'Country not found' });
      const state = await t.api.get('/api/geo/states/IN-ZZ/cities');
      expect(state.status).toBe(404);
      expect(state.body).toEqual({ message: 'State not found' });
    });
  });

  describe('GraphQL', () => {
    it('serves countries, states and cities publicly', async () => {
      const res = await t.gql(`{ countries { id name } states(countryId: "IN") { id name countryId } cities(stateId: "IN-KA") { id name stateId } }`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.countries).toContainEqual({ id: 'IN', name: 'India' });
      expect(res.body.data.states).toContainEqual({ id: 'IN-KA', name: 'Karnataka', countryId: 'IN' });
      expect(res.body.data.cities).toContainEqual({ id: 'IN-KA-Bengaluru', name: 'Bengaluru', stateId: 'IN-KA' });
    });

    it('answers an empty list for an unknown country or state', async () => {
      const res = await t.gql(`{ states(countryId: "XX") { id } cities(stateId: "XX-YY") { id } }`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data).toEqual({ states: [], cities: [] });
    });
  });

  describe('isKnownPlace', () => {
    it('accepts a consistent country, state and city', () => {
      expect(isKnownPlace({ countryId: 'IN', stateId: 'IN-MH', cityId: 'IN-MH-Mumbai' })).toBe(true);
      expect(isKnownPlace({ countryId: 'IN', stateId: 'IN-MH' })).toBe(true);
      expect(isKnownPlace({ countryId: 'IN' })).toBe(true);
    });

    it('refuses unknown ids and places that do not belong together', () => {
      expect(isKnownPlace({ countryId: 'XX' })).toBe(false);
      expect(isKnownPlace({ countryId: 'US', stateId: 'IN-MH' })).toBe(false);
      expect(isKnownPlace({ countryId: 'IN', stateId: 'IN-KA', cityId: 'IN-MH-Mumbai' })).toBe(false);
      expect(isKnownPlace({ countryId: 'IN', stateId: 'IN-MH', cityId: 'IN-MH-Atlantis' })).toBe(false);
      expect(isKnownPlace({ countryId: 'IN', cityId: 'IN-MH-Mumbai' })).toBe(false);
    });
  });
});
