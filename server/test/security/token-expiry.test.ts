import jwt from 'jsonwebtoken';
import { bearer, useTestApp } from '../helpers';

describe('a session token must say when it ends', () => {
  const { t, customer } = useTestApp({ cast: ['customer'] });

  /** A token signed with the server's own secret and the account's claims, shaped by `options`. */
  const signed = (options: jwt.SignOptions) =>
    jwt.sign({ sub: customer.id, role: customer.role, email: customer.email, name: null, ver: 0 }, t.config.jwtSecret, { algorithm: 'HS256', ...options });

  /** The answer of both doors: GraphQL `me` and a REST profile form (an empty form is 400 for a session, 401 for a guest). */
  const doors = async (token: string) => {
    const me = await t.api.post('/graphql').set(bearer(token)).send({ query: '{ me { id } }' });
    const rest = await t.api.put(`/api/users/${customer.id}/profile`).set(bearer(token)).send({});
    return { me: me.body.data?.me?.id ?? me.body.errors?.[0]?.extensions?.code, rest: rest.status };
  };

  it('accepts a validly signed token with an expiry', async () => {
    expect(await doors(signed({ expiresIn: '1h' }))).toEqual({ me: customer.id, rest: 400 });
  });

  it('refuses a validly signed token without `exp` through GraphQL and REST (no fallback age)', async () => {
    const forever = signed({});
    expect(jwt.decode(forever)).not.toHaveProperty('exp');
    expect(await doors(forever)).toEqual({ me: 'UNAUTHENTICATED', rest: 401 });
  });
});
