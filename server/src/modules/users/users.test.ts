import bcrypt from 'bcrypt';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { expectFieldErrors, useTestApp } from '../../../test/helpers';

const profile = {
  contact: '+919812345678',
  countryId: 'IN',
  countryName: 'India',
  stateId: 'IN-KA',
  stateName: 'Karnataka',
  cityId: 'IN-KA-Bengaluru',
  cityName: 'Bengaluru',
  address1: '12 Residency Road',
  address2: 'Near the park',
};

const uniq = () => Math.random().toString(36).slice(2, 8);
const newUserForm = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Shah',
  email: `meera.${uniq()}@example.com`,
  contact: '9876501234',
  role: 'Dealer',
  password: 'Secret@123',
  ...over,
});

describe('users', () => {
  const { t, admin, superadmin, customer } = useTestApp({ cast: ['admin', 'superadmin', 'customer'] });

  const hashOf = async (id: string) => (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.h;

  describe('REST GET /api/users', () => {
    const tag = `Pagetest${uniq()}`;
    beforeAll(async () => {
      const base = Date.now() - 100_000;
      for (let i = 0; i < 12; i++) await t.seed.user({ name: `${tag} Person ${i}`, createdAt: new Date(base + i * 1000) });
    });

    it('gives an admin pages of 10, newest first, with totalPages and currentPage', async () => {
      const first = await t.api.as(admin).get('/api/users').query({ search: tag });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ totalPages: 2, currentPage: 1 });
      expect(first.body.users).toHaveLength(10);
      expect(first.body.users[0]).toMatchObject({ name: `${tag} Person 11`, role: 'User', _id: expect.any(String) });
      expect(first.body.users[0]).not.toHaveProperty('passwordHash');
      const second = await t.api.as(admin).get('/api/users').query({ search: tag, page: 2 });
      expect(second.body.users.map((u: { name: string }) => u.name)).toEqual([`${tag} Person 1`, `${tag} Person 0`]);
      expect(second.body.currentPage).toBe(2);
    });

    it('searches name, email, username and contact in any case', async () => {
      const target = await t.seed.user({ name: 'Kavya Iyer', username: 'kavya_unique_handle', email: 'kavya.findme@example.com', contact: '9000011111' });
      for (const search of ['KAVYA IYER', 'Unique_Handle', 'FINDME@', '0001111']) {
        const res = await t.api.as(admin).get('/api/users').query({ search });
        expect(res.body.users.map((u: { _id: string }) => u._id)).toEqual([target.id]);
      }
      // LIKE wildcards are taken literally
      expect((await t.api.as(admin).get('/api/users').query({ search: '%' })).body.users).toEqual([]);
    });

    it('honours limit, caps it at 100, and lets a superadmin in', async () => {
      const three = await t.api.as(admin).get('/api/users').query({ limit: 3 });
      expect(three.body.users).toHaveLength(3);
      const huge = await t.api.as(superadmin).get('/api/users').query({ limit: 5000 });
      expect(huge.status).toBe(200);
      expect(huge.body.totalPages).toBe(1);
    });

    it('refuses a guest with 401 and a customer or dealer with 403', async () => {
      expect((await t.api.get('/api/users')).status).toBe(401);
      const res = await t.api.as(customer).get('/api/users');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You do not have permission to do this' });
      const { user: dealer } = await t.seed.dealer();
      expect((await t.api.as(dealer).get('/api/users')).status).toBe(403);
    });

    it('refuses a bad page or limit with 400', async () => {
      const page = await t.api.as(admin).get('/api/users').query({ page: 'abc' });
      expect(page.status).toBe(400);
      expect(page.body).toEqual({ message: 'Page must be a whole number from 1', errors: { page: 'Page must be a whole number from 1' } });
      const limit = await t.api.as(admin).get('/api/users').query({ limit: 0 });
      expect(limit.body.message).toBe('Limit must be a whole number from 1');
    });
  });

  describe('REST POST /api/users', () => {
    it('lets an admin create a verified account with a bcrypt hash that can log in', async () => {
      const form = newUserForm({ email: `Mixed.${uniq()}@Example.com` });
      const res = await t.api.as(admin).post('/api/users').send(form);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('User created successfully!');
      expect(res.body.user).toMatchObject({
        _id: expect.any(String),
        name: 'Meera Shah',
        email: form.email.toLowerCase(),
        role: 'Dealer',
        isVerified: true,
        contact: '9876501234',
      });
      const hash = await hashOf(res.body.user._id);
      expect(hash).toMatch(/^\$2[aby]\$/);
      expect(await bcrypt.compare(form.password, hash!)).toBe(true);
      const login = await t.api.post('/api/auth/login').send({ email: form.email, password: form.password });
      expect(login.status).toBe(200);
    });

    it('accepts Agent and Ajent and refuses Admin and Superadmin', async () => {
      expect(
        (
          await t.api
            .as(admin)
            .post('/api/users')
            .send(newUserForm({ role: 'Agent' }))
        ).body.user.role,
      ).toBe('Ajent');
      expect(
        (
          await t.api
            .as(admin)
            .post('/api/users')
            .send(newUserForm({ role: 'ajent' }))
        ).body.user.role,
      ).toBe('Ajent');
      for (const role of ['Admin', 'Superadmin']) {
        const res = await t.api.as(superadmin).post('/api/users').send(newUserForm({ role }));
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Role must be User, Dealer or Agent', errors: { role: 'Role must be User, Dealer or Agent' } });
      }
    });

    it('answers invalid fields with the back-office messages and writes nothing', async () => {
      const before = (await t.db.select().from(users)).length;
      const res = await t.api.as(admin).post('/api/users').send({ name: 'R2 D2', email: 'x@', contact: '98765', role: '' });
      expectFieldErrors(res, {
        name: 'Name must contain only letters and spaces',
        email: 'Invalid email',
        contact: 'Contact must be exactly 10 digits',
        role: 'Role is required',
        password: 'Password is required',
      });
      expect((await t.db.select().from(users)).length).toBe(before);
    });

    it('refuses a taken email with 409', async () => {
      const res = await t.api
        .as(admin)
        .post('/api/users')
        .send(newUserForm({ email: customer.email.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Email already exists');
    });

    it('refuses a guest and a customer', async () => {
      expect((await t.api.post('/api/users').send(newUserForm())).status).toBe(401);
      expect((await t.api.as(customer).post('/api/users').send(newUserForm())).status).toBe(403);
    });
  });

  describe('REST PUT /api/users/:id', () => {
    it('lets an admin edit name, email, contact and role, never the password', async () => {
      const target = await t.seed.user({ role: 'USER' });
      const hashBefore = await hashOf(target.id);
      const email = `edited.${uniq()}@example.com`;
      const res = await t.api
        .as(admin)
        .put(`/api/users/${target.id}`)
        .send({ name: 'Edited Name', email, contact: '9123456780', role: 'Agent', password: 'Changed@123' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'User updated successfully!',
        user: { _id: target.id, name: 'Edited Name', email, contact: '9123456780', role: 'Ajent' },
      });
      expect(await hashOf(target.id)).toBe(hashBefore);
    });

    it("keeps one's own email without a conflict, refuses another account's", async () => {
      const target = await t.seed.user();
      const same = await t.api.as(admin).put(`/api/users/${target.id}`).send({ name: 'Same Mail', email: target.email, contact: '9123456780', role: 'User' });
      expect(same.status).toBe(200);
      const taken = await t.api
        .as(admin)
        .put(`/api/users/${target.id}`)
        .send({ name: 'Same Mail', email: customer.email, contact: '9123456780', role: 'User' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('Email already exists');
    });

    it('forbids an admin to edit an Admin account; a superadmin may, keeping its role', async () => {
      const other = await t.seed.user({ role: 'ADMIN' });
      const form = { name: 'Other Admin', email: other.email, contact: '9123456780', role: 'Admin' };
      const res = await t.api.as(admin).put(`/api/users/${other.id}`).send(form);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only a Superadmin can change an Admin or Superadmin account');
      const bySuper = await t.api.as(superadmin).put(`/api/users/${other.id}`).send(form);
      expect(bySuper.status).toBe(200);
      expect(bySuper.body.user).toMatchObject({ name: 'Other Admin', role: 'Admin' });
      // but no one is promoted through this form
      const promote = await t.api
        .as(superadmin)
        .put(`/api/users/${customer.id}`)
        .send({ name: 'Customer One', email: customer.email, contact: '9123456780', role: 'Admin' });
      expect(promote.status).toBe(400);
    });

    it('answers 404 for an unknown id, 400 for bad fields, 403 for a customer', async () => {
      const form = { name: 'Nobody', email: 'nobody@example.com', contact: '9123456780', role: 'User' };
      expect((await t.api.as(admin).put('/api/users/not-an-id').send(form)).status).toBe(404);
      const bad = await t.api
        .as(admin)
        .put(`/api/users/${customer.id}`)
        .send({ ...form, contact: 'abc' });
      expectFieldErrors(bad, { contact: 'Contact must be exactly 10 digits' });
      expect((await t.api.as(customer).put(`/api/users/${customer.id}`).send(form)).status).toBe(403);
    });
  });

  describe('REST DELETE /api/users/:id', () => {
    it('lets an admin delete an account, then answers 404', async () => {
      const target = await t.seed.user();
      const res = await t.api.as(admin).delete(`/api/users/${target.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'User deleted successfully' });
      expect(await hashOf(target.id)).toBeUndefined();
      expect((await t.api.as(admin).delete(`/api/users/${target.id}`)).status).toBe(404);
    });

    it("refuses to delete one's own account", async () => {
      const res = await t.api.as(admin).delete(`/api/users/${admin.id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You cannot delete your own account');
    });

    it('lets only a superadmin delete an Admin account', async () => {
      const other = await t.seed.user({ role: 'ADMIN' });
      expect((await t.api.as(admin).delete(`/api/users/${other.id}`)).status).toBe(403);
      expect((await t.api.as(superadmin).delete(`/api/users/${other.id}`)).status).toBe(200);
    });

    it('refuses to delete a customer or a dealer with test rides', async () => {
      const rider = await t.seed.user();
      const { user: dealer, shop } = await t.seed.dealer();
      await t.seed.testDrive({ userId: rider.id, shopId: shop.id });
      for (const id of [rider.id, dealer.id]) {
        const res = await t.api.as(admin).delete(`/api/users/${id}`);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('This user has test rides and cannot be deleted');
        expect(await hashOf(id)).toBeDefined();
      }
    });

    it('refuses a guest and a customer', async () => {
      const target = await t.seed.user();
      expect((await t.api.delete(`/api/users/${target.id}`)).status).toBe(401);
      expect((await t.api.as(customer).delete(`/api/users/${target.id}`)).status).toBe(403);
      expect(await hashOf(target.id)).toBeDefined();
    });
  });

  describe('REST POST /api/users/verify/:id', () => {
    it('switches verification off and on', async () => {
      const target = await t.seed.user({ role: 'DEALER', isVerified: false });
      const on = await t.api.as(admin).post(`/api/users/verify/${target.id}`).send({ isVerified: true });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ message: 'User verification updated successfully', user: { _id: target.id, isVerified: true } });
      const off = await t.api.as(admin).post(`/api/users/verify/${target.id}`).send({ isVerified: false });
      expect(off.body.user.isVerified).toBe(false);
    });

    it('refuses a missing or odd isVerified, an unknown id, an Admin target and a customer', async () => {
      const target = await t.seed.user();
      for (const body of [{}, { isVerified: 'maybe' }]) {
        const res = await t.api.as(admin).post(`/api/users/verify/${target.id}`).send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('isVerified must be true or false');
      }
      expect((await t.api.as(admin).post('/api/users/verify/missing-id').send({ isVerified: true })).status).toBe(404);
      const other = await t.seed.user({ role: 'SUPERADMIN' });
      expect((await t.api.as(admin).post(`/api/users/verify/${other.id}`).send({ isVerified: false })).status).toBe(403);
      expect((await t.api.as(customer).post(`/api/users/verify/${target.id}`).send({ isVerified: false })).status).toBe(403);
    });
  });

  describe('REST PUT /api/users/:id/profile', () => {
    it("updates one's own contact and address, never name or email", async () => {
      const me = await t.seed.user({ name: 'Profile Owner' });
      const res = await t.api
        .as(me)
        .put(`/api/users/${me.id}/profile`)
        .send({ ...profile, name: 'Hacker', email: 'hacker@example.com', role: 'Admin' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Profile updated successfully');
      expect(res.body.user).toMatchObject({
        ...profile,
        // stored as its 10 digits (docs/decisions/0028)
        contact: '9812345678',
        _id: me.id,
        name: 'Profile Owner',
        email: me.email,
        role: 'User',
      });
    });

    it('clears the optional address line when left blank; works for a dealer too', async () => {
      const { user: dealer } = await t.seed.dealer();
      const res = await t.api
        .as(dealer)
        .put(`/api/users/${dealer.id}/profile`)
        .send({ ...profile, address2: '' });
      expect(res.status).toBe(200);
      expect(res.body.user.address2).toBeNull();
    });

    it("refuses someone else's profile, even for an admin", async () => {
      const other = await t.seed.user();
      for (const who of [customer, admin]) {
        const res = await t.api.as(who).put(`/api/users/${other.id}/profile`).send(profile);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You can only update your own profile');
      }
    });

    it('takes place names from the dataset and refuses places it does not know', async () => {
      const saved = await t.api
        .as(customer)
        .put(`/api/users/${customer.id}/profile`)
        .send({ ...profile, cityName: 'Atlantis', stateName: 'Nowhere' });
      expect(saved.status).toBe(200);
      expect(saved.body.user).toMatchObject({ cityName: 'Bengaluru', stateName: 'Karnataka', countryName: 'India' });
      const wrongCity = await t.api
        .as(customer)
        .put(`/api/users/${customer.id}/profile`)
        .send({ ...profile, cityId: 'IN-MH-Mumbai' });
      expectFieldErrors(wrongCity, { cityId: 'Please choose a city of the chosen state' });
      const wrongState = await t.api
        .as(customer)
        .put(`/api/users/${customer.id}/profile`)
        .send({ ...profile, stateId: 'US-CA' });
      expect(wrongState.body.errors).toEqual({ stateId: 'Please choose a state of the chosen country' });
    });

    it('refuses a guest and answers the spec messages for bad fields', async () => {
      expect((await t.api.put(`/api/users/${customer.id}/profile`).send(profile)).status).toBe(401);
      const res = await t.api.as(customer).put(`/api/users/${customer.id}/profile`).send({ contact: '0000' });
      expectFieldErrors(res, {
        contact: 'Invalid contact number',
        countryId: 'Country is required',
        stateId: 'State is required',
        cityId: 'City is required',
        address1: 'Address Line 1 is required',
      });
    });
  });

  describe('GraphQL', () => {
    const USER_FIELDS = 'id name username email contact role isVerified cityName address1 address2 createdAt';
    const USERS = `query($search: String, $page: Int, $limit: Int) { users(search: $search, page: $page, limit: $limit) { items { ${USER_FIELDS} } total page totalPages } }`;
    const USER = `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
    const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;
    const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
    const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`;
    const DELETE = `mutation($id: ID!) { deleteUser(id: $id) }`;
    const VERIFY = `mutation($id: ID!, $isVerified: Boolean!) { setUserVerified(id: $id, isVerified: $isVerified) { id isVerified } }`;

    it('answers me with the signed-in user', async () => {
      const res = await t.gql.as(customer)(`{ me { ${USER_FIELDS} } }`);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.me).toMatchObject({ id: customer.id, email: customer.email, role: 'USER', createdAt: expect.any(String) });
    });

    it('pages users for an admin', async () => {
      const tag = `Gqlpage${uniq()}`;
      for (let i = 0; i < 3; i++) await t.seed.user({ name: `${tag} ${i}` });
      const res = await t.gql.as(admin)(USERS, { search: tag.toUpperCase(), page: 1, limit: 2 });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.users).toMatchObject({ total: 3, page: 1, totalPages: 2 });
      expect(res.body.data.users.items).toHaveLength(2);
    });

    it('answers users with FORBIDDEN to a User token, UNAUTHENTICATED to a guest, BAD_USER_INPUT to a bad page', async () => {
      expect((await t.gql.as(customer)(USERS)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(USERS)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const bad = await t.gql.as(admin)(USERS, { page: 0 });
      expect(bad.body.errors[0]).toMatchObject({ message: 'Page must be a whole number from 1', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('reads one user for an admin; NOT_FOUND when missing; FORBIDDEN to a customer', async () => {
      expect((await t.gql.as(superadmin)(USER, { id: customer.id })).body.data.user.id).toBe(customer.id);
      expect((await t.gql.as(admin)(USER, { id: 'nope' })).body.errors[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
      expect((await t.gql.as(customer)(USER, { id: customer.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it("updates the viewer's own profile only", async () => {
      const me = await t.seed.user();
      const res = await t.gql.as(me)(UPDATE_PROFILE, { input: profile });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateProfile).toMatchObject({ id: me.id, cityName: 'Bengaluru', address1: '12 Residency Road' });
      const bad = await t.gql.as(me)(UPDATE_PROFILE, { input: { ...profile, address1: ' ' } });
      expect(bad.body.errors[0]).toMatchObject({
        message: 'Address Line 1 is required',
        extensions: { code: 'BAD_USER_INPUT', fields: { address1: 'Address Line 1 is required' } },
      });
      expect((await t.gql(UPDATE_PROFILE, { input: profile })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('creates, edits, verifies and deletes a user as an admin', async () => {
      const input = { name: 'Graph User', email: `graph.${uniq()}@example.com`, contact: '9876501234', role: 'AGENT', password: 'Secret@123' };
      const created = await t.gql.as(admin)(CREATE, { input });
      expect(created.body.errors).toBeUndefined();
      const id = created.body.data.createUser.id;
      expect(created.body.data.createUser).toMatchObject({ role: 'AGENT', isVerified: true, username: null });

      const updated = await t.gql.as(admin)(UPDATE, { id, input: { name: 'Graph Dealer', email: input.email, contact: '9876501235', role: 'DEALER' } });
      expect(updated.body.data.updateUser).toMatchObject({ id, name: 'Graph Dealer', role: 'DEALER', contact: '9876501235' });

      const verified = await t.gql.as(admin)(VERIFY, { id, isVerified: false });
      expect(verified.body.data.setUserVerified).toEqual({ id, isVerified: false });

      expect((await t.gql.as(admin)(DELETE, { id })).body.data.deleteUser).toBe(id);
      expect((await t.gql.as(admin)(DELETE, { id })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it('refuses admin mutations to a customer and a guest', async () => {
      const input = { name: 'Graph User', email: 'graph.refused@example.com', contact: '9876501234', role: 'USER', password: 'Secret@123' };
      expect((await t.gql.as(customer)(CREATE, { input })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(CREATE, { input })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.gql.as(customer)(UPDATE, { id: customer.id, input: { ...input, password: undefined } })).body.errors[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      expect((await t.gql.as(customer)(DELETE, { id: admin.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql(VERIFY, { id: customer.id, isVerified: false })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('validates admin mutations and guards Admin accounts', async () => {
      const bad = await t.gql.as(admin)(CREATE, { input: { name: 'Bad 1', email: 'bad@example.com', contact: '12', role: 'USER', password: '123' } });
      expect(bad.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: {
          name: 'Name must contain only letters and spaces',
          contact: 'Contact must be exactly 10 digits',
          password: 'Password must be at least 6 characters',
        },
      });
      const adminRole = await t.gql.as(superadmin)(CREATE, {
        input: { name: 'New Admin', email: 'new.admin@example.com', contact: '9876501234', role: 'ADMIN', password: 'Secret@123' },
      });
      expect(adminRole.body.errors[0].message).toBe('Role must be User, Dealer or Agent');

      const other = await t.seed.user({ role: 'ADMIN' });
      const edit = await t.gql.as(admin)(UPDATE, { id: other.id, input: { name: 'Renamed', email: other.email, contact: '9876501234', role: 'ADMIN' } });
      expect(edit.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql.as(admin)(VERIFY, { id: other.id, isVerified: false })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql.as(admin)(DELETE, { id: other.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.gql.as(admin)(DELETE, { id: admin.id })).body.errors[0].message).toBe('You cannot delete your own account');
      expect((await t.gql.as(superadmin)(VERIFY, { id: other.id, isVerified: false })).body.data.setUserVerified.isVerified).toBe(false);
    });
  });
});
