import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@evbazaar/common';
import type { Role } from '../../db/schema';
import type { Deps } from '../../deps';
import { signToken } from '../../lib/auth';
import { BadInput, Conflict, Unauthenticated, uniqueViolation } from '../../lib/errors';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { fromRestRole } from '../../lib/roles';
import { parseInput } from '../../lib/validate';
import * as users from '../users/users.queries';
import * as q from './auth.queries';

/** Self-registration offers Dealer, Agent and User only. */
const SELF_ROLES: readonly Role[] = ['DEALER', 'AGENT', 'USER'];
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The account an attempt names, before validation: every attempt counts, even a malformed one. */
const claimedEmail = (input: unknown) => {
  const email = (input as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const emailTaken = () => new Conflict(MESSAGES.auth.emailTaken, { email: MESSAGES.auth.emailTaken });
const usernameTaken = () => new Conflict(MESSAGES.auth.usernameTaken, { username: MESSAGES.auth.usernameTaken });

export function createAuthService({ db, config, mailer, authLimiter, log }: Deps) {
  // compared against when the email is unknown, so both failures take as long
  let dummyHash: Promise<string> | undefined;

  /** Counts an attempt per IP and per account here, not in HTTP hooks: a batched GraphQL request is one HTTP request. */
  function countAttempt(ip: string, input: unknown) {
    const email = claimedEmail(input);
    authLimiter.consume(email ? [`ip:${ip}`, `account:${email}`] : [`ip:${ip}`]);
  }

  async function sendResetMail(user: users.UserRow, token: string) {
    const link = `${config.publicUrl}/reset-password/${token}`;
    const greeting = `Hello ${user.name ?? user.email},`;
    await mailer.send({
      to: user.email,
      subject: MESSAGES.auth.resetMailSubject,
      text: `${greeting}\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this mail.\n`,
      html: `<p>${escapeHtml(greeting)}</p><p>Open this link to choose a new password:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The link works once and expires in 1 hour. If you did not ask for it, ignore this mail.</p>`,
    });
  }

  return {
    /** Guest: registers a Dealer, Agent or User; email and username unique; customers are verified at once, dealers and agents wait for an admin. */
    async register(input: unknown, ip: string) {
      countAttempt(ip, input);
      const data = parseInput(registerSchema, input);
      const role = fromRestRole(data.role);
      if (!role || !SELF_ROLES.includes(role)) throw new BadInput(MESSAGES.auth.registerRoleNotAllowed, { role: MESSAGES.auth.registerRoleNotAllowed });
      const taken = await users.emailOrUsernameTaken(db, data.email, data.username);
      if (taken.email) throw emailTaken();
      if (taken.username) throw usernameTaken();
      const passwordHash = await hashPassword(data.password);
      try {
        return await users.insertUser(db, {
          name: data.name,
          username: data.username,
          contact: data.contact,
          email: data.email,
          role,
          passwordHash,
          isVerified: role === 'USER',
        });
      } catch (error) {
        // a concurrent registration won the race after our check
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_key') throw usernameTaken();
        if (constraint) throw emailTaken();
        throw error;
      }
    },

    /** Guest: email and password give a token and the user; a wrong email or password get the same 401. */
    async login(input: unknown, ip: string) {
      countAttempt(ip, input);
      const { email, password } = parseInput(loginSchema, input);
      const row = await q.findCredentials(db, email);
      dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const matches = await checkPassword(password, row?.passwordHash ?? (await dummyHash));
      if (!row || !matches) throw new Unauthenticated(MESSAGES.auth.invalidCredentials);
      authLimiter.reset(`account:${email}`);
      const { passwordHash: _hash, ...user } = row;
      const token = signToken({ id: user.id, role: user.role, email: user.email, name: user.name }, config.jwtSecret, config.jwtExpiresIn);
      return { token, user };
    },

    /** Guest: mails a single-use reset link valid for 1 hour; answers the same whether or not the email exists. */
    async requestPasswordReset(input: unknown, ip: string) {
      countAttempt(ip, input);
      const { email } = parseInput(forgotPasswordSchema, input);
      const user = await users.findUserByEmail(db, email);
      if (!user) return true;
      const token = randomBytes(32).toString('base64url');
      await q.insertResetToken(db, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
      try {
        await sendResetMail(user, token);
      } catch (error) {
        // a different answer here would tell a guest that the account exists
        log.error({ err: error, userId: user.id }, 'reset mail not sent');
      }
      return true;
    },

    /** Guest: a live reset token sets a new password once and voids the user's other outstanding tokens. */
    async resetPassword(input: unknown) {
      const { newPassword, resetToken } = parseInput(resetPasswordSchema, input);
      const passwordHash = await hashPassword(newPassword);
      const invalid = () => new BadInput(MESSAGES.auth.resetTokenInvalid, { resetToken: MESSAGES.auth.resetTokenInvalid });
      await db.transaction(async (tx) => {
        const now = new Date();
        const userId = await q.consumeResetToken(tx, sha256(resetToken), now);
        if (!userId) throw invalid();
        await users.updateUser(tx, userId, { passwordHash });
        await q.expireOtherResetTokens(tx, userId, now);
      });
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
