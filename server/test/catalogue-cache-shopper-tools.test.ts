import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema';
import { useTestApp } from './helpers';

/**
 * The shopper tools' public reads are cached too (docs/decisions/0017): each test first shows
 * an answer served from memory (a write straight into the database, behind the services, does
 * not show), then that the write through the service which changes it makes it fresh at once.
 */
describe('cached shopper-tool reads follow their writes', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });
  const renameBehindTheBack = (id: string, name: string) => t.db.update(products).set({ name }).where(eq(products.id, id));

  it("a product's rating on its page follows an admin's approval of a review", async () => {
    const dealer = await t.seed.dealer();
    const product = await t.seed.product({ name: 'Rated Scooter' });
    const rider = await t.seed.user({ role: 'USER', name: 'Asha Verma' });
    const ride = await t.seed.testDrive({ userId: rider.id, productId: product.id, dealer, status: 'completed' });
    const review = await t.api.as(rider).post('/api/reviews').send({ testDriveId: ride.id, productRating: 4, shopRating: 5, text: 'Smooth ride.' });
    expect(review.status).toBe(201);

    const PAGE = 'query($id: ID!) { product(id: $id) { name rating { average count } } }';
    expect((await t.gql(PAGE, { id: product.id })).body.data.product).toEqual({ name: 'Rated Scooter', rating: null });
    await renameBehindTheBack(product.id, 'Renamed Behind');
    expect((await t.gql(PAGE, { id: product.id })).body.data.product.name).toBe('Rated Scooter');

    const reviewId = (await t.api.as(admin).get('/api/reviews?status=pending')).body.data[0]._id;
    expect((await t.api.as(admin).put(`/api/reviews/${reviewId}/status`).send({ status: 'approved' })).status).toBe(200);
    expect((await t.gql(PAGE, { id: product.id })).body.data.product).toEqual({ name: 'Renamed Behind', rating: { average: 4, count: 1 } });
  });

  it('the on-road price follows an admin saving the state rates', async () => {
    const scooter = await t.seed.product({ name: 'Priced Scooter', vehicleType: 'scooter', colors: [{ price: 100_000 }] });
    const rule = { kind: 'fixed', value: 1000, source: 'Test notification', verifiedOn: '2026-11-20' };
    const state = {
      policy: 'Goa Electric Mobility Promotion Policy 2021',
      electricityTariff: 4.5,
      tariffSource: 'JERC tariff order',
      tariffVerifiedOn: '2026-11-20',
      petrolPrice: 96.5,
      petrolSource: 'IOCL retail price',
      petrolVerifiedOn: '2026-11-20',
    };
    const rates = {
      roadTax: rule,
      registration: rule,
      insurance: rule,
      stateSubsidy: null,
      centralIncentive: null,
      petrolMileage: 48,
      petrolMileageSource: 'Test mileage',
    };
    expect((await t.api.as(admin).put('/api/pricing/rates/IN-GA').send(state)).status).toBe(200);
    expect((await t.api.as(admin).put('/api/pricing/rates/IN-GA/scooter').send(rates)).status).toBe(200);

    const url = `/api/pricing/on-road?productId=${scooter.id}&stateId=IN-GA`;
    expect((await t.api.get(url)).body.onRoad).toBe(103_000);
    // a price written behind the services does not show: the answer comes from memory
    await t.db.update(products).set({ price: 200_000 }).where(eq(products.id, scooter.id));
    expect((await t.api.get(url)).body.onRoad).toBe(103_000);

    const raised = { ...rates, registration: { ...rule, value: 5000 } };
    expect((await t.api.as(admin).put('/api/pricing/rates/IN-GA/scooter').send(raised)).status).toBe(200);
    expect((await t.api.get(url)).body.lines.find((l: { label: string }) => /registration/i.test(l.label)).amount).toBe(5000);
  });

  it('the most-wishlisted order follows a shopper adding a vehicle to the wishlist', async () => {
    const first = await t.seed.product({ name: 'Popular A', vehicleType: 'commercial' });
    const second = await t.seed.product({ name: 'Popular B', vehicleType: 'commercial' });
    const fan = await t.seed.user({ role: 'USER' });
    const url = '/api/product?vehicleType=commercial&sort=popular&limit=12&page=1';
    const order = async () => (await t.api.get(url)).body.data.map((p: { _id: string }) => p._id);
    // equal counts: newest first
    expect(await order()).toEqual([second.id, first.id]);

    expect((await t.api.as(fan).post(`/api/users/${fan.id}/wishlist/${first.id}?action=add`)).status).toBe(200);
    expect(await order()).toEqual([first.id, second.id]);
  });
});
