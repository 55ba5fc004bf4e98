import { allows, MESSAGES, REST_RULES, ROLES, type RestRoute, type Role } from '@evbazaar/common';
import Fastify from 'fastify';
import { registerRouteGuard } from '../src/http/route-guard';
import { createTestApp, type TestApp } from './helpers';

const SOME_ID = '0123456789abcdef01234567';
const routes = (Object.keys(REST_RULES) as RestRoute[]).map((key) => {
  const [method, url] = key.split(' ') as [string, string];
  return { key, method, url, rule: REST_RULES[key] };
});

/** The path to call: a user's own id where the path names a user (ownership is the service's check, not the role's). */
function pathFor(url: string, callerId: string | undefined) {
  return url.replace(/^\/api\/users\/:(id|userId)(?=\/)/, `/api/users/${callerId ?? SOME_ID}`).replace(/:[A-Za-z]+/g, SOME_ID);
}

describe('the REST permission table', () => {
  let t: TestApp;
  const users = {} as Record<Role, { id: string; role: Role; email: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) users[role] = await t.seed.user({ role });
  });
  afterAll(() => t.close());

  it('names every route the app registers under /api, and only those', () => {
    const missing = routes.filter(({ method, url }) => !t.app.hasRoute({ method: method as 'GET', url })).map((r) => r.key);
    expect(missing).toEqual([]);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s answers each caller as its rule says', async (_key, { method, url, rule }) => {
    const call = (as?: (typeof users)[Role]) => {
      const req = t.api[method.toLowerCase() as 'get'](pathFor(url, as?.id)).send({});
      return as ? req.set('authorization', `Bearer ${t.tokenFor(as)}`) : req;
    };
    const seen: { caller: string; answer: number | 'let through' }[] = [];
    const expected: typeof seen = [];
    for (const caller of ['guest', ...ROLES] as const) {
      const as = caller === 'guest' ? undefined : users[caller];
      const { status, body } = await call(as);
      // an allowed caller may still be refused by the input (400), the row (404) or the route's own
      // credential (the refresh cookie's 401 "session ended"), never by the guard or a crash
      const refusedByGuard = (status === 401 && body.message === MESSAGES.auth.loginRequired) || (status === 403 && body.message === MESSAGES.auth.forbidden);
      const letThrough = !refusedByGuard && status < 500;
      seen.push({ caller, answer: allows(rule, as?.role) && letThrough ? 'let through' : status });
      expected.push({ caller, answer: allows(rule, as?.role) ? 'let through' : as ? 403 : 401 });
    }
    expect(seen).toEqual(expected);
  });
});

describe('start-up', () => {
  it('refuses a route under /api that the permission table does not name', async () => {
    const app = Fastify();
    app.decorateRequest('viewer', null);
    registerRouteGuard(app);
    app.register(async (api) => api.get('/unlisted', async () => 'open by omission'), { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/unlisted has no rule in REST_RULES/);
  });
});
