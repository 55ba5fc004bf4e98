import { createDeviceCookies } from './device-cookies';

const DAY = 24 * 60 * 60 * 1000;
const SECRET = 'a-test-secret-of-at-least-32-characters!!';

describe('device cookies', () => {
  const devices = createDeviceCookies(SECRET, 180 * DAY);
  afterEach(() => jest.restoreAllMocks());

  it('verifies what it issued, for that account only, whatever the case or spaces of the email', () => {
    const cookie = devices.issue('Owner@Example.com');
    expect(cookie.name).toBe(devices.nameFor(' owner@example.com '));
    expect(devices.verify('owner@example.com', cookie.value)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.verify('someone@example.com', cookie.value)).toBeUndefined();
    expect(devices.nameFor('someone@example.com')).not.toBe(cookie.name);
  });

  it('gives each login its own device id, and another server secret refuses them', () => {
    const a = devices.issue('owner@example.com');
    const b = devices.issue('owner@example.com');
    expect(devices.verify('owner@example.com', a.value)).not.toBe(devices.verify('owner@example.com', b.value));
    const otherServer = createDeviceCookies(`${SECRET}-rotated`, 180 * DAY);
    expect(otherServer.verify('owner@example.com', a.value)).toBeUndefined();
  });

  it('stops honouring a cookie when its lifetime ends, whatever the browser keeps', () => {
    const now = Date.now();
    const cookie = devices.issue('owner@example.com');
    jest.spyOn(Date, 'now').mockReturnValue(now + 179 * DAY);
    expect(devices.verify('owner@example.com', cookie.value)).toBeDefined();
    jest.spyOn(Date, 'now').mockReturnValue(now + 181 * DAY);
    expect(devices.verify('owner@example.com', cookie.value)).toBeUndefined();
  });

  it('refuses malformed, over-long and missing values without throwing', () => {
    for (const value of [undefined, '', 'abc', 'a.b.c', 'x'.repeat(10_000), `${'A'.repeat(22)}.zz.${'A'.repeat(43)}`]) {
      expect(devices.verify('owner@example.com', value)).toBeUndefined();
    }
  });
});
