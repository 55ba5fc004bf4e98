import { BadInput } from '../../lib/errors';
import { HOUR_MS, type LimitSettings } from '../../lib/limits/settings';
import { countHits, limitKey, type LimitStore } from '../../lib/limits';
import { tooManyRequests } from '../../lib/limits/rules';

/** How long a login waits for the address's places held by attempts in flight, and how often it looks. */
const ADDRESS_WAIT_MS = 5_000;
const ADDRESS_POLL_MS = 50;

/** loginFromKnownDevice's answer for a device past its own cap: the login goes on as from an unknown device */
const OVER_DEVICE_CAP = Symbol('over the device cap');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RFC 5321's longest address; longer text is refused before it reaches a key or a regular expression. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_TOO_LONG = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;

/** 400 on the email field for an over-long email, before anything is counted. */
export function assertEmailLength(input: unknown) {
  const email = (input as { email?: unknown } | null)?.email;
  if (typeof email === 'string' && email.length > EMAIL_MAX_LENGTH) throw new BadInput(EMAIL_TOO_LONG, { email: EMAIL_TOO_LONG });
}

/**
 * The auth limit policy (docs/decisions/0014), in one place for REST, GraphQL
 * and every operation of a batched request:
 * - login counts failures only: per account+address, per account from all
 *   addresses (an address that logged into the account lately is exempt), per address;
 * - registration per address; forgot-password per address and per email.
 */
export function createAuthLimits(store: LimitStore, limits: LimitSettings) {
  const window = limits.loginWindowMs;
  /** an address's failed logins and failed API-key credentials: one count */
  const addressFailuresKey = (ip: string) => limitKey('login-fail:ip', ip);

  /**
   * Takes one of the address's failure places for an attempt about to be checked, or throws 429.
   * The places are the failures already counted plus the attempts in flight: the in-flight count is
   * raised first, the failures read after it, and a failing attempt is added to the failures before
   * it leaves the in-flight count, so of any two concurrent attempts the later one sees the other
   * and N parallel guesses are checked at most `loginFailuresPerIp` times. While the places are held
   * by attempts still in flight, which may yet succeed and give theirs back, an attempt waits its turn
   * (at most `ADDRESS_WAIT_MS`) rather than being refused for another's sake.
   */
  async function takeAddressPlace(inFlightKey: string, failedKey: string) {
    const cap = limits.loginFailuresPerIp;
    const waitUntil = Date.now() + ADDRESS_WAIT_MS;
    for (;;) {
      const inFlight = await store.hit(inFlightKey, window);
      const failed = await store.get(failedKey).catch(async (error: unknown) => {
        // the store failed between the two steps: give the place back if it can be reached at all
        await store.refund(inFlightKey).catch(() => {});
        throw error;
      });
      const failures = failed?.count ?? 0;
      if (failures + inFlight.count <= cap) return;
      await store.refund(inFlightKey);
      if (failed && failures >= cap) throw tooManyRequests('login', [failed]);
      if (Date.now() >= waitUntil) throw tooManyRequests('login', [{ count: cap, resetAt: Date.now() + 1_000 }]);
      await sleep(ADDRESS_POLL_MS / 2 + Math.random() * ADDRESS_POLL_MS);
    }
  }

  /**
   * A login from a device that signed into this account before (its device cookie, checked by the
   * caller): the per-account and per-address caps do not apply, so nobody else's guesses, from any
   * address, keep the owner out. Its own failures meet a per-device cap, taken before the check like
   * the per-account ones; past it the device is treated as unknown (OVER_DEVICE_CAP), so a copied
   * cookie buys no more guesses than a stranger has.
   */
  async function loginFromKnownDevice<T>(email: string, ip: string, deviceId: string, attempt: () => Promise<T | undefined>) {
    const deviceKey = limitKey('login-fail:device', email, deviceId);
    const taken = await store.hit(deviceKey, window);
    if (taken.count > limits.loginFailuresPerDevice) {
      await store.refund(deviceKey);
      return OVER_DEVICE_CAP;
    }
    let result: T | undefined;
    try {
      result = await attempt();
    } catch (error) {
      await store.refund(deviceKey);
      throw error;
    }
    if (result === undefined) return undefined;
    await Promise.all([
      store.reset(deviceKey),
      store.reset(limitKey('login-fail:account-ip', email, ip)),
      store.remember(limitKey('login-known', email, ip), limits.knownAddressMs),
    ]);
    return result;
  }

  return {
    /**
     * Runs `attempt` (the password check) under the login limits. Every counter is taken before
     * the check, atomically, and given back when the attempt succeeds, is refused or fails to run:
     * per account+address, per account (an address that logged into the account lately is
     * exempt), and per address, whose budget successes never use (see takeAddressPlace). A verified
     * `deviceId` (the device signed into this account before) takes loginFromKnownDevice instead.
     */
    async login<T>(email: string, ip: string, attempt: () => Promise<T | undefined>, deviceId?: string): Promise<T | undefined> {
      if (deviceId !== undefined) {
        const fromDevice = await loginFromKnownDevice(email, ip, deviceId, attempt);
        if (fromDevice !== OVER_DEVICE_CAP) return fromDevice;
      }
      const accountKeys = [limitKey('login-fail:account-ip', email, ip), limitKey('login-fail:account', email)];
      const ipKey = addressFailuresKey(ip);
      const ipInFlightKey = limitKey('login-try:ip', ip);
      const knownKey = limitKey('login-known', email, ip);
      const [fromIp, known] = await Promise.all([store.get(ipKey), store.get(knownKey)]);
      // an address past its budget is refused before it can create any per-account key
      if (fromIp && fromIp.count >= limits.loginFailuresPerIp) throw tooManyRequests('login', [fromIp]);
      await takeAddressPlace(ipInFlightKey, ipKey);
      let accountsTaken = false;
      const giveBack = async () => {
        await Promise.all([store.refund(ipInFlightKey), ...(accountsTaken ? accountKeys.map((key) => store.refund(key)) : [])]);
      };
      let result: T | undefined;
      try {
        const [accountIp, account] = await Promise.all(accountKeys.map((key) => store.hit(key, window)));
        accountsTaken = true;
        const over = [
          accountIp.count > limits.loginFailuresPerAccountIp ? accountIp : undefined,
          // a stranger's guesses must not keep the owner out: the owner's own addresses skip this cap
          account.count > limits.loginFailuresPerAccount && !known ? account : undefined,
        ].filter((count) => count !== undefined);
        if (over.length) throw tooManyRequests('login', over);
        result = await attempt();
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (result === undefined) {
        // counted as a failure before it leaves the in-flight count: never in neither
        await store.hit(ipKey, window);
        await store.refund(ipInFlightKey);
        return undefined;
      }
      await giveBack();
      await Promise.all([store.reset(accountKeys[0]), store.remember(knownKey, limits.knownAddressMs)]);
      return result;
    },

    /**
     * A bearer credential that names no key (an unknown or made-up API key) counts as a failed login
     * of its address: guessing keys and guessing passwords share one budget. `assertAddressAllowed`
     * refuses an address past that budget before its credential is looked up.
     */
    async assertAddressAllowed(ip: string) {
      const failed = await store.get(addressFailuresKey(ip));
      if (failed && failed.count >= limits.loginFailuresPerIp) throw tooManyRequests('login', [failed]);
    },
    async credentialFailed(ip: string) {
      await store.hit(addressFailuresKey(ip), window);
    },

    /** One registration from this address; 429 past its hourly budget. */
    register: (ip: string) => countHits(store, 'register', [{ key: limitKey('register:ip', ip), limit: limits.registerPerIpHour, windowMs: HOUR_MS }]),

    /** One reset request from this address for this email; 429 past either hourly budget. */
    forgotPassword: (email: string, ip: string) =>
      countHits(store, 'forgot_password', [
        { key: limitKey('forgot:ip', ip), limit: limits.forgotPerIpHour, windowMs: HOUR_MS },
        { key: limitKey('forgot:email', email), limit: limits.forgotPerEmailHour, windowMs: HOUR_MS },
      ]),
  };
}
