import { useTestApp } from './helpers';

describe('the app shell', () => {
  const { t } = useTestApp();

  it('answers /healthz and /readyz', async () => {
    expect((await t.api.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.api.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('sends security headers', async () => {
    const res = await t.api.get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('refuses malformed JSON with a 400 and a clear message', async () => {
    const res = await t.api.post('/api/location/addLocation').set('content-type', 'application/json').send('{"countryId":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('refuses an oversized body with a 413', async () => {
    const res = await t.api
      .post('/api/location/addLocation')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ address1: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large');
  });

  it('answers an unreadable multipart body with a 400, not a 500', async () => {
    const admin = await t.seed.user({ role: 'ADMIN' });
    for (const path of ['/api/blog/upload', '/api/product/upload', '/api/brand/upload']) {
      const res = await t.api.as(admin).post(path).set('content-type', 'multipart/form-data').send('garbage');
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
    }
  });

  it('masks GraphQL syntax errors as BAD_USER_INPUT-style client errors, never a stack', async () => {
    const res = await t.gql('{ locations { id ');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBeDefined();
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('limits query depth', async () => {
    const deep = '{ comparisons { product1 { variants { variants { variants { variants { variants { variants { variants { variants { id } } } } } } } } } } }';
    const res = await t.gql(deep);
    expect(res.body.errors?.[0].message).toMatch(/depth/i);
  });
});
