import { BadInput } from '../../lib/errors';
import { HOUR_MS, type LimitSettings } from '../../lib/limits/settings';
import { countHits, limitKey, type LimitStore } from '../../lib/limits';
import { tooManyRequests } from '../../lib/limits/rules';

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

  return {
    /**
     * Runs `attempt` (the password check) under the login limits. An account's
     * attempts are counted before they run, so concurrent guesses cannot all slip
     * under its limits, and given back when they succeed or are refused. The
     * address's failures are counted after a failure only: 40 logins of one
     * office at once must never be refused for one another's sake.
     */
    async login<T>(email: string, ip: string, attempt: () => Promise<T | undefined>): Promise<T | undefined> {
      const accountKeys = [limitKey('login-fail:account-ip', email, ip), limitKey('login-fail:account', email)];
      const ipKey = limitKey('login-fail:ip', ip);
      const knownKey = limitKey('login-known', email, ip);
      const [fromIp, known] = await Promise.all([store.get(ipKey), store.get(knownKey)]);
      // an address past its budget is refused before it can create any per-account key
      if (fromIp && fromIp.count >= limits.loginFailuresPerIp) throw tooManyRequests([fromIp]);
      const [accountIp, account] = await Promise.all(accountKeys.map((key) => store.hit(key, window)));
      const over = [
        accountIp.count > limits.loginFailuresPerAccountIp ? accountIp : undefined,
        // a stranger's guesses must not keep the owner out: the owner's own addresses skip this cap
        account.count > limits.loginFailuresPerAccount && !known ? account : undefined,
      ].filter((count) => count !== undefined);
      const giveBack = () => Promise.all(accountKeys.map((key) => store.refund(key)));
      if (over.length) {
        await giveBack();
        throw tooManyRequests(over);
      }
      const result = await attempt();
      if (result === undefined) {
        await store.hit(ipKey, window);
        return undefined;
      }
      await giveBack();
      await Promise.all([store.reset(accountKeys[0]), store.remember(knownKey, limits.knownAddressMs)]);
      return result;
    },

    /** One registration from this address; 429 past its hourly budget. */
    register: (ip: string) => countHits(store, [{ key: limitKey('register:ip', ip), limit: limits.registerPerIpHour, windowMs: HOUR_MS }]),

    /** One reset request from this address for this email; 429 past either hourly budget. */
    forgotPassword: (email: string, ip: string) =>
      countHits(store, [
        { key: limitKey('forgot:ip', ip), limit: limits.forgotPerIpHour, windowMs: HOUR_MS },
        { key: limitKey('forgot:email', email), limit: limits.forgotPerEmailHour, windowMs: HOUR_MS },
      ]),
  };
}
