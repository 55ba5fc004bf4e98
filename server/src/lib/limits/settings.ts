import net from 'node:net';

/** Every limit the server enforces on guests, in one place (see docs/decisions/0014). */
export interface LimitSettings {
  /** login failures per account from one address in `loginWindowMs` */
  loginFailuresPerAccountIp: number;
  /** login failures per account from all addresses together (an address the account logged in from lately is exempt) */
  loginFailuresPerAccount: number;
  /** login failures per address, whatever the accounts */
  loginFailuresPerIp: number;
  loginWindowMs: number;
  /** how long a successful login's address stays known for that account */
  knownAddressMs: number;
  /** login failures in `loginWindowMs` from a device that signed into the account before, which skips the caps above */
  loginFailuresPerDevice: number;
  /** how long a device cookie set at a successful login keeps its device known */
  deviceCookieMs: number;
  registerPerIpHour: number;
  forgotPerIpHour: number;
  forgotPerEmailHour: number;
  /** contact and career submissions per address */
  enquiriesPerIpHour: number;
}

export const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_LIMITS: LimitSettings = {
  loginFailuresPerAccountIp: 10,
  loginFailuresPerAccount: 30,
  loginFailuresPerIp: 100,
  loginWindowMs: 15 * 60 * 1000,
  knownAddressMs: 30 * 24 * HOUR_MS,
  loginFailuresPerDevice: 10,
  deviceCookieMs: 180 * 24 * HOUR_MS,
  registerPerIpHour: 20,
  forgotPerIpHour: 20,
  forgotPerEmailHour: 5,
  enquiriesPerIpHour: 20,
};

/** What Fastify's `trustProxy` accepts: off, on for any hop, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

type Fail = (message: string) => never;

function positiveInt(name: string, value: string | undefined, fallback: number, fail: Fail): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`${name} must be a whole number of at least 1, got "${value}"`);
  return n;
}

/** Reads the limit settings from the environment; `fail` throws the config's one-line error. */
export function parseLimitSettings(env: NodeJS.ProcessEnv, fail: Fail): LimitSettings {
  const d = DEFAULT_LIMITS;
  return {
    loginFailuresPerAccountIp: positiveInt('AUTH_LOGIN_FAILURES_PER_ACCOUNT_IP', env.AUTH_LOGIN_FAILURES_PER_ACCOUNT_IP, d.loginFailuresPerAccountIp, fail),
    loginFailuresPerAccount: positiveInt('AUTH_LOGIN_FAILURES_PER_ACCOUNT', env.AUTH_LOGIN_FAILURES_PER_ACCOUNT, d.loginFailuresPerAccount, fail),
    loginFailuresPerIp: positiveInt('AUTH_LOGIN_FAILURES_PER_IP', env.AUTH_LOGIN_FAILURES_PER_IP, d.loginFailuresPerIp, fail),
    loginWindowMs: positiveInt('AUTH_WINDOW_MINUTES', env.AUTH_WINDOW_MINUTES, d.loginWindowMs / 60_000, fail) * 60_000,
    knownAddressMs: d.knownAddressMs,
    loginFailuresPerDevice: positiveInt('AUTH_LOGIN_FAILURES_PER_DEVICE', env.AUTH_LOGIN_FAILURES_PER_DEVICE, d.loginFailuresPerDevice, fail),
    deviceCookieMs: positiveInt('AUTH_DEVICE_COOKIE_DAYS', env.AUTH_DEVICE_COOKIE_DAYS, d.deviceCookieMs / (24 * HOUR_MS), fail) * 24 * HOUR_MS,
    registerPerIpHour: positiveInt('REGISTER_PER_IP_HOUR', env.REGISTER_PER_IP_HOUR, d.registerPerIpHour, fail),
    forgotPerIpHour: positiveInt('FORGOT_PER_IP_HOUR', env.FORGOT_PER_IP_HOUR, d.forgotPerIpHour, fail),
    forgotPerEmailHour: positiveInt('FORGOT_PER_EMAIL_HOUR', env.FORGOT_PER_EMAIL_HOUR, d.forgotPerEmailHour, fail),
    enquiriesPerIpHour: positiveInt('ENQUIRIES_PER_IP_HOUR', env.ENQUIRIES_PER_IP_HOUR, d.enquiriesPerIpHour, fail),
  };
}

/** proxy-addr's names for the usual private ranges */
const PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

const isCidrOrAddress = (entry: string) => {
  if (PRESETS.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: unset/false = off; true = any hop; a number = that many hops; else comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal. */
export function parseTrustProxy(value: string | undefined, fail: Fail): TrustProxy {
  if (value === undefined || value.trim() === '' || ['false', '0', 'off', 'no'].includes(value.trim().toLowerCase())) return false;
  const text = value.trim();
  if (['true', 'on', 'yes'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isCidrOrAddress(e));
  if (bad !== undefined) fail(`TRUST_PROXY must be true, a hop count, or comma-separated proxy addresses or CIDRs, got "${bad}"`);
  return entries;
}

/** TrustProxy as Fastify's types take it: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
