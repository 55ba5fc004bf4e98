import { useTestApp } from './helpers';

/** Lists sorted by a name ignore case ("Bajaj" before "BYD"), through both doors. */
describe('case-insensitive name order', () => {
  const { t } = useTestApp();
  const names = (rows: { name?: string; shopName?: string }[]) => rows.map((r) => r.name ?? r.shopName);

  it('sorts brands and products by name whatever the case', async () => {
    const byd = await t.seed.brand({ name: 'BYD' });
    await t.seed.brand({ name: 'Bajaj' });
    await t.seed.product({ name: 'TVS iQube', brandId: byd.id, vehicleType: 'bike' });
    await t.seed.product({ name: 'Tata Nexon', brandId: byd.id, vehicleType: 'bike' });

    expect(names((await t.api.get('/api/brand')).body.data)).toEqual(['Bajaj', 'BYD']);
    expect(names((await t.gql('{ brands { name } }')).body.data.brands)).toEqual(['Bajaj', 'BYD']);

    expect(names((await t.api.get('/api/product?vehicleType=bike&sort=name')).body.data)).toEqual(['Tata Nexon', 'TVS iQube']);
    const gql = await t.gql('{ products(filter: { vehicleType: BIKE, sort: NAME }) { items { name } } }');
    expect(names(gql.body.data.products.items)).toEqual(['Tata Nexon', 'TVS iQube']);
  });

  it('sorts shops of a location by name whatever the case', async () => {
    const location = await t.seed.location();
    await t.seed.dealer({ location, shop: { shopName: 'TVS Motors Pune' } });
    await t.seed.dealer({ location, shop: { shopName: 'Tata EV Hub' } });

    expect(names((await t.api.get(`/api/dealer/location/${location.id}`)).body.data)).toEqual(['Tata EV Hub', 'TVS Motors Pune']);
    const gql = await t.gql('query($id: ID!) { shopsByLocation(locationId: $id) { shopName } }', { id: location.id });
    expect(names(gql.body.data.shopsByLocation)).toEqual(['Tata EV Hub', 'TVS Motors Pune']);
  });

  it('sorts locations by state then city name whatever the case', async () => {
    await t.seed.location({ stateName: 'TELANGANA', cityName: 'Hyderabad' });
    await t.seed.location({ stateName: 'Tamil Nadu', cityName: 'chennai' });
    await t.seed.location({ stateName: 'Tamil Nadu', cityName: 'Coimbatore' });

    const ours = new Set(['chennai', 'Coimbatore', 'Hyderabad']);
    const cities = (rows: { cityName: string }[]) => rows.map((r) => r.cityName).filter((name) => ours.has(name));
    expect(cities((await t.api.get('/api/location/getLocation')).body.data)).toEqual(['chennai', 'Coimbatore', 'Hyderabad']);
    expect(cities((await t.gql('{ locations { cityName } }')).body.data.locations)).toEqual(['chennai', 'Coimbatore', 'Hyderabad']);
  });
});
