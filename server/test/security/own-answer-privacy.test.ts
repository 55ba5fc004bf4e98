import { createTestApp, type TestApp } from '../helpers';

const PRIVATE_FIELDS = 'username contact countryId countryName stateId stateName cityId cityName address1 address2';
const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id name ${PRIVATE_FIELDS} } } }`;

describe("login and registration answer the owner's own private fields, and nobody else's", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GraphQL login: the account signed into shows its username, contact and address to the one who signed in', async () => {
    const owner = await t.seed.user({ username: 'asha_own', contact: '9822233344', cityName: 'Pune', address1: '12 MG Road', address2: null });
    const res = await t.gql(LOGIN, { e: owner.email, p: owner.password });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login.user).toMatchObject({
      id: owner.id,
      username: 'asha_own',
      contact: '9822233344',
      cityName: 'Pune',
      address1: '12 MG Road',
      address2: null,
    });
  });

  it('GraphQL register: the new account shows its own username and contact in the answer', async () => {
    const res = await t.gql(`mutation ($input: RegisterInput!) { register(input: $input) { id email ${PRIVATE_FIELDS} } }`, {
      input: { name: 'Ravi Own', username: 'ravi_own', contact: '9833344455', email: 'ravi.own@example.com', password: 'Secret@123', role: 'USER' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.register).toMatchObject({ email: 'ravi.own@example.com', username: 'ravi_own', contact: '9833344455' });
  });

  it("a signed-in user who logs into another account sees that account's fields (they proved its password), and still nobody else's", async () => {
    const first = await t.seed.user({ contact: '9800000001' });
    const second = await t.seed.user({ contact: '9800000002' });
    const res = await t.gql.as(first)(LOGIN, { e: second.email, p: second.password });
    expect(res.body.data.login.user).toMatchObject({ id: second.id, contact: '9800000002' });
    // a failed login answers no user at all
    const wrong = await t.gql.as(first)(LOGIN, { e: second.email, p: 'Wrong@1234' });
    expect(wrong.body.data).toBeNull();
    expect(wrong.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('the same user read another way in the same request stays private to a non-owner', async () => {
    const owner = await t.seed.user({ contact: '9811100011' });
    const dealer = await t.seed.user({ role: 'DEALER' });
    // the dealer signs into the owner's account and asks `me` in the same request: `me` is the dealer's own, the login answer is the owner's
    const res = await t.gql.as(dealer)(`mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { user { id contact } } }`, {
      e: owner.email,
      p: owner.password,
    });
    expect(res.body.data.login.user).toEqual({ id: owner.id, contact: '9811100011' });
    const me = await t.gql.as(dealer)('{ me { id contact } }', undefined);
    expect(me.body.data.me).toEqual({ id: dealer.id, contact: dealer.contact });
  });

  it("REST login keeps the spec's shape: token and the user with role and own fields", async () => {
    const owner = await t.seed.user({ username: 'rest_own', contact: '9844455566' });
    const res = await t.api.post('/api/auth/login').send({ email: owner.email, password: owner.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(res.body.user).toMatchObject({ _id: owner.id, email: owner.email, role: 'User', username: 'rest_own', contact: '9844455566' });
  });
});
