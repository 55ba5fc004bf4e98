import { useTestApp } from '../../../test/helpers';
import { listUsers } from './users.queries';

// The back-office user search at any size: 1-2 letters match the start of a field through an index
// (no trigram exists for them), 3 or more anywhere; a search's total stops counting past the page.
describe('admin user search', () => {
  const { t, admin } = useTestApp({ cast: ['admin'] });

  beforeAll(async () => {
    await t.seed.user({ name: 'Zara Khan', email: 'zara.k@example.com', username: 'zarak', contact: '9876501234' });
    await t.seed.user({ name: 'Aziz Zaman', email: 'aziz@example.com', username: 'azizz', contact: '9123409876' });
    await t.seed.user({ name: 'Meera Iyer', email: 'meera@example.com', username: 'meera_i', contact: '9988776655' });
  });

  const names = async (search: string) => {
    const res = await t.api
      .as(admin)
      .get(`/api/users?search=${encodeURIComponent(search)}&page=1&limit=10`)
      .expect(200);
    return (res.body.users as { name: string }[]).map((u) => u.name).sort();
  };

  it('matches 1-2 letters at the start of a name, e-mail, username or number, in any case', async () => {
    expect(await names('ZA')).toEqual(['Zara Khan']);
    expect(await names('az')).toEqual(['Aziz Zaman']);
    expect(await names('99')).toEqual(['Meera Iyer']);
  });

  it('matches 3 letters or more anywhere, as before', async () => {
    expect(await names('zam')).toEqual(['Aziz Zaman']);
    expect(await names('ara')).toEqual(['Zara Khan']);
    expect(await names('a_i')).toEqual(['Meera Iyer']);
  });

  it('says when a total is a lower bound, over REST and GraphQL alike', async () => {
    const db = t.app.deps.db;
    for (let i = 0; i < 6; i++) await t.seed.user({ name: `Counted Person ${i}` });
    const exact = await listUsers(db, { search: 'counted', offset: 0, limit: 2, countedAhead: 10 });
    expect(exact).toMatchObject({ total: 6, atLeast: false });
    const capped = await listUsers(db, { search: 'counted', offset: 0, limit: 2, countedAhead: 1 });
    expect(capped).toMatchObject({ total: 3, atLeast: true });
    expect(capped.items).toHaveLength(2);

    const rest = await t.api.as(admin).get('/api/users?search=counted&page=1&limit=2').expect(200);
    expect(rest.body).toMatchObject({ totalUsers: 6, totalPages: 3, totalAtLeast: false });
    const gql = await t.gql.as(admin)('{ users(search: "co", limit: 2) { total totalPages totalAtLeast items { name } } }');
    expect(gql.body.data.users).toMatchObject({ total: 6, totalPages: 3, totalAtLeast: false });
  });

  it('counts every account without a search from the kept count', async () => {
    const res = await t.api.as(admin).get('/api/users?page=1&limit=2').expect(200);
    const gql = await t.gql.as(admin)('{ users(limit: 2) { total totalAtLeast } }');
    expect(res.body.totalUsers).toBe(gql.body.data.users.total);
    expect(res.body.totalUsers).toBeGreaterThanOrEqual(10);
    expect(gql.body.data.users.totalAtLeast).toBe(false);
  });
});
