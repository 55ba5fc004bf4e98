import { randomBytes } from 'node:crypto';
import { MESSAGES, REGISTER_ROLES, forgotPasswordSchema, fromRestRole, isRoleIn, loginSchema, registerSchema, resetPasswordSchema } from '@evbazaar/common';
import type { Deps } from '../../deps';
import type { CookieJar } from '../../lib/cookies';
import { createDeviceCookies } from '../../lib/device-cookies';
import { BadInput, Conflict, Unauthenticated, uniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { parseInput } from '../../lib/validate';
import type { UsersService } from '../users/users.service';
import { assertEmailLength, createAuthLimits } from './auth-limits';
import * as q from './auth.queries';
import { createSessions } from './sessions';
import { hashToken } from '../../lib/token-hash';
import { recordAudit, callerFor, type Caller } from '../audit/audit.service';
import { isLocale, type Locale } from '@evbazaar/common/src/format/locale';
import { LANGUAGE_COOKIE } from '@evbazaar/common/src/i18n/locale-path';
import { localizedPath } from '@evbazaar/common/src/i18n/locale-path';
import { mailWords } from '../../lib/mail-text';

/** The audit's target for an account (its name only, never its e-mail). */
const accountTarget = (user: { id: string; name: string | null }) => ({ type: 'user', id: user.id, label: user.name });

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const emailTaken = () => new Conflict(MESSAGES.auth.emailTaken, { email: MESSAGES.auth.emailTaken });
const usernameTaken = () => new Conflict(MESSAGES.auth.usernameTaken, { username: MESSAGES.auth.usernameTaken });

type ResetMailTo = { email: string; name: string | null; language?: Locale | null };

export function createAuthService({ db, config, mailer, limits: store, background, log, metrics }: Deps, { users }: { users: UsersService }) {
  const limits = createAuthLimits(store, config.limits);
  const sessions = createSessions({ db, config, log }, users);
  const devices = createDeviceCookies(config.jwtSecret, config.limits.deviceCookieMs);

  /** The reset mail in the language the user reads the site in, its link to that language's page. */
  async function sendResetMail(user: ResetMailTo, token: string) {
    const locale = user.language ?? 'en';
    const t = mailWords(locale);
    const link = `${config.publicUrl}${localizedPath(locale, `/reset-password/${token}`)}`;
    const greeting = t('reset.greeting', { name: user.name ?? user.email });
    await mailer.send({
      to: user.email,
      subject: t('reset.subject'),
      text: `${greeting}\n\n${t('reset.open')}\n${link}\n\n${t('reset.expiry')}\n`,
      html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t('reset.open'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t('reset.expiry'))}</p>`,
    });
  }

  /** Looks the account up, stores a reset token and mails it: runs after the answer, so known and unknown emails answer alike. */
  async function issueResetLink(caller: Caller, email: string) {
    const user = await users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await q.insertResetToken(tx, { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
      await recordAudit(tx, caller, { action: 'password_reset.requested', targets: [accountTarget(user)] });
    });
    await sendResetMail(user, token);
  }

  return {
    /**
     * The address's budget of failed logins, which failed credentials of other kinds (unknown API
     * keys) spend too: one policy for every way of guessing (docs/decisions/0014, 0053).
     */
    addressFailures: { assertAllowed: limits.assertAddressAllowed, count: limits.credentialFailed },

    /** Guest: registers a Dealer, Agent or User; email and username unique; customers are verified at once, dealers and agents wait for an admin. */
    async register(input: unknown, ip: string) {
      assertEmailLength(input);
      const data = parseInput(registerSchema, input);
      const role = fromRestRole(data.role);
      if (!role || !isRoleIn(REGISTER_ROLES, role)) throw new BadInput(MESSAGES.auth.registerRoleNotAllowed, { role: MESSAGES.auth.registerRoleNotAllowed });
      // counted once the form is valid: a family's typos do not use up the address's budget
      await limits.register(ip);
      const taken = await users.emailOrUsernameTaken(data.email, data.username);
      if (taken.email) throw emailTaken();
      if (taken.username) throw usernameTaken();
      const passwordHash = await hashPassword(data.password);
      try {
        const user = await users.insert({
          name: data.name,
          username: data.username,
          contact: data.contact,
          email: data.email,
          role,
          passwordHash,
          isVerified: role === 'USER',
          language: data.language ?? 'en',
        });
        metrics.usersRegistered.inc({ role });
        return user;
      } catch (error) {
        // a concurrent registration won the race after our check
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_key') throw usernameTaken();
        if (constraint) throw emailTaken();
        throw error;
      }
    },

    /**
     * Guest: email and password give a token and the user; a wrong email or password get the same 401.
     * `cookies` are the browser's (absent for a caller without them): a device that signed into this
     * account before is exempt from the per-account caps (docs/decisions/0042), and a success leaves a
     * fresh device cookie and starts a session that outlives the tab (docs/decisions/0043).
     */
    async login(caller: Caller, input: unknown, ip: string, cookies?: CookieJar) {
      assertEmailLength(input);
      const { email, password, keepSignedIn } = parseInput(loginSchema, input);
      const deviceId = cookies ? devices.verify(email, cookies.read(devices.nameFor(email))) : undefined;
      const found = await limits.login(email, ip, () => users.checkCredentials(email, password), deviceId);
      if (!found) {
        // the attempted account is named only when it exists; the typed e-mail and password never are
        const account = await users.findByEmail(email);
        await recordAudit(db, caller, { action: 'login.failed', targets: account ? [accountTarget(account)] : [] });
        throw new Unauthenticated(MESSAGES.auth.invalidCredentials);
      }
      const { tokenVersion } = found;
      let { user } = found;
      await recordAudit(db, callerFor(user, caller.context), { action: 'login.succeeded', targets: [accountTarget(user)] });
      // the language the visitor chose on the site before signing in (the switch's cookie) becomes
      // their own: the site and their mails follow it (issue 26)
      const chosen = cookies?.read(LANGUAGE_COOKIE);
      if (isLocale(chosen) && chosen !== user.language) user = { ...user, language: (await users.setLanguage(user, { language: chosen })).language };
      if (cookies) {
        cookies.write(devices.issue(email));
        await sessions.start(cookies, user.id, tokenVersion, keepSignedIn ?? true);
      }
      return { token: sessions.accessToken(user, tokenVersion), user };
    },

    /** The browser's refresh cookie renews its session: a new token and the user, and a rotated cookie; 401 once it has ended. */
    refresh: (cookies: CookieJar) => sessions.refresh(cookies),

    /** Logout: ends the browser's session (its refresh cookie stops working) and clears the cookie. */
    logout: (cookies: CookieJar) => sessions.end(cookies),

    /** Guest: mails a single-use reset link valid for 1 hour; answers at once and the same whether or not the email exists. */
    async requestPasswordReset(caller: Caller, input: unknown, ip: string) {
      assertEmailLength(input);
      const { email } = parseInput(forgotPasswordSchema, input);
      await limits.forgotPassword(email, ip);
      background.run('reset mail', () => issueResetLink(caller, email));
      return true;
    },

    /** Guest: a live reset token sets a new password once, voids the user's other outstanding reset tokens and ends every session. */
    async resetPassword(caller: Caller, input: unknown) {
      const { newPassword, resetToken } = parseInput(resetPasswordSchema, input);
      const passwordHash = await hashPassword(newPassword);
      const invalid = () => new BadInput(MESSAGES.auth.resetTokenInvalid, { resetToken: MESSAGES.auth.resetTokenInvalid });
      await db.transaction(async (tx) => {
        const now = new Date();
        const userId = await q.consumeResetToken(tx, hashToken(resetToken), now);
        if (!userId) throw invalid();
        // signs out every session opened with the old password, on every device
        await users.setPasswordHash(userId, passwordHash, tx);
        await q.revokeUserRefreshTokens(tx, userId, now);
        await q.expireOtherResetTokens(tx, userId, now);
        const account = await users.sessionAccount(userId, tx);
        // the person holding the mailed link is the account's owner: they are the actor
        const actor = account ? callerFor(account.user, caller.context) : caller;
        await recordAudit(tx, actor, { action: 'password_reset.completed', targets: [{ type: 'user', id: userId, label: account?.user.name ?? null }] });
      });
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
