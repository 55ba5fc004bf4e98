import { randomBytes } from 'node:crypto';
import {
  ASSIGNABLE_ROLES,
  MESSAGES,
  PRIVILEGED_ROLES,
  createUserSchema,
  fromRestRole,
  languageSchema,
  isRoleIn,
  profileSchema,
  setVerifiedSchema,
  updateUserSchema,
  userListSchema,
} from '@evbazaar/common';
import type { Executor } from '../../db/client';
import type { Role } from '../../db/schema';
import type { Deps } from '../../deps';
import { resolvePlace } from '../geo/geo.service';
import { requireViewer, type Viewer } from '../../lib/auth';
import { BadInput, Conflict, Forbidden, NotFound, foreignKeyViolation, uniqueViolation } from '../../lib/errors';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { distinct, inOrderOf } from '../../lib/in-order';
import { pageCount } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import * as q from './users.queries';
import { changesBetween, recordAudit, type Caller } from '../audit/audit.service';

/** The assignable role named by `value`; keeping an account's current role is always allowed. */
function assignableRole(value: string, current?: Role): Role {
  const role = fromRestRole(value);
  if (!role || (!isRoleIn(ASSIGNABLE_ROLES, role) && role !== current)) {
    throw new BadInput(MESSAGES.users.roleNotAssignable, { role: MESSAGES.users.roleNotAssignable });
  }
  return role;
}

/** Email taken by another account -> 409 on the email field. */
function emailConflict(): Conflict {
  return new Conflict(MESSAGES.auth.emailTaken, { email: MESSAGES.auth.emailTaken });
}

/** An account's personal fields: its audit says "changed", never their values. */
const USER_PERSONAL = ['email', 'contact', 'address1', 'address2'];
const userTarget = (user: { id: string; name: string | null }) => ({ type: 'user', id: user.id, label: user.name });

export type { UserRow } from './users.queries';

export function createUsersService({ db, catalogue }: Deps) {
  // compared against when the email is unknown, so both failures take as long
  let dummyHash: Promise<string> | undefined;

  /** Missing -> NOT_FOUND; an Admin or Superadmin account is changed only by a Superadmin. */
  async function manageable(viewer: Viewer, id: string) {
    const target = await q.findUser(db, id);
    if (!target) throw new NotFound(MESSAGES.users.notFound);
    if (isRoleIn(PRIVILEGED_ROLES, target.role) && viewer.role !== 'SUPERADMIN') throw new Forbidden(MESSAGES.users.cannotManageAdmin);
    return target;
  }

  return {
    /** Any signed-in user: one account by id; NOT_FOUND when missing. */
    async get(id: string) {
      const row = await q.findUser(db, id);
      if (!row) throw new NotFound(MESSAGES.users.notFound);
      return row;
    },

    /** Batched: accounts by id without the password hash (null for a missing one), in the order asked: for loaders. */
    byIds: async (ids: readonly string[]) => inOrderOf(ids, await q.usersByIds(db, distinct(ids))),

    /** Admin: pages of users (10 by default, at most 100), newest first, searched by name, email, username or contact. */
    async list(input: unknown) {
      const { page, limit, search } = parseInput(userListSchema, input);
      const { items, total, atLeast } = await q.listUsers(db, { search, offset: (page - 1) * limit, limit });
      return { items, total, page, totalPages: pageCount(total, limit), totalAtLeast: atLeast };
    },

    /** Admin: creates a verified User, Dealer or Agent account; the email must be free. */
    async create(caller: Caller, input: unknown) {
      const data = parseInput(createUserSchema, input);
      const role = assignableRole(data.role);
      if (await q.findUserByEmail(db, data.email)) throw emailConflict();
      const passwordHash = await hashPassword(data.password);
      try {
        // the admin vouches for accounts made here, so they start verified
        const row = await db.transaction(async (tx) => {
          const user = await q.insertUser(tx, { name: data.name, email: data.email, contact: data.contact, role, passwordHash, isVerified: true });
          const changes = changesBetween(
            null,
            { name: user.name, email: user.email, contact: user.contact, role: user.role, isVerified: true },
            { personal: USER_PERSONAL },
          );
          await recordAudit(tx, caller, { action: 'user.created', targets: [userTarget(user)], changes });
          return user;
        });
        catalogue.changed('users');
        return row;
      } catch (error) {
        if (uniqueViolation(error)) throw emailConflict();
        throw error;
      }
    },

    /** Admin: edits name, email, contact and role (never the password); Admin accounts only by a Superadmin. */
    async update(caller: Caller, id: string, input: unknown) {
      const target = await manageable(requireViewer(caller.viewer), id);
      const data = parseInput(updateUserSchema, input);
      const role = assignableRole(data.role, target.role);
      const holder = await q.findUserByEmail(db, data.email);
      if (holder && holder.id !== id) throw emailConflict();
      try {
        const values = { name: data.name, email: data.email, contact: data.contact, role };
        // a new role ends the sessions signed with the old one
        const row = await db.transaction(async (tx) => {
          const user = role === target.role ? await q.updateUser(tx, id, values) : await q.updateUserRevokingTokens(tx, id, values);
          if (!user) throw new NotFound(MESSAGES.users.notFound);
          const pick = (u: typeof values) => ({ name: u.name, email: u.email, contact: u.contact, role: u.role });
          const changes = changesBetween(pick(target as typeof values), pick(values), { personal: USER_PERSONAL });
          if (Object.keys(changes).length) {
            await recordAudit(tx, caller, { action: role === target.role ? 'user.updated' : 'user.role_changed', targets: [userTarget(user)], changes });
          }
          return user;
        });
        // a dealer's shop is public only while the account is a verified dealer
        catalogue.changed('users', 'shops');
        return row;
      } catch (error) {
        if (uniqueViolation(error)) throw emailConflict();
        throw error;
      }
    },

    /** Admin: deletes an account, never one's own, never one with test rides (rides are never lost). */
    async remove(caller: Caller, id: string) {
      const viewer = requireViewer(caller.viewer);
      if (id === viewer.id) throw new Forbidden(MESSAGES.users.cannotDeleteSelf);
      const target = await manageable(viewer, id);
      try {
        await db.transaction(async (tx) => {
          if (!(await q.deleteUser(tx, id))) throw new NotFound(MESSAGES.users.notFound);
          await recordAudit(tx, caller, { action: 'user.deleted', targets: [userTarget(target)], changes: { role: { from: target.role, to: null } } });
        });
        catalogue.changed('users', 'shops');
      } catch (error) {
        if (foreignKeyViolation(error)) throw new Conflict(MESSAGES.users.hasTestRides);
        throw error;
      }
      return id;
    },

    /** Admin: switches an account's verification on or off; Admin accounts only by a Superadmin. */
    async setVerified(caller: Caller, id: string, input: unknown) {
      const { isVerified } = parseInput(setVerifiedSchema, input);
      const target = await manageable(requireViewer(caller.viewer), id);
      const row = await db.transaction(async (tx) => {
        const user = await q.updateUser(tx, id, { isVerified });
        if (!user) throw new NotFound(MESSAGES.users.notFound);
        if (target.isVerified !== isVerified) {
          await recordAudit(tx, caller, {
            action: 'user.verification_changed',
            targets: [userTarget(user)],
            changes: { isVerified: { from: target.isVerified, to: isVerified } },
          });
        }
        return user;
      });
      catalogue.changed('users', 'shops');
      return row;
    },

    /** For auth: the account with this (lower-cased) email, without its password hash. */
    findByEmail: (email: string) => q.findUserByEmail(db, email),

    /** For auth: which of an email and a username another account already holds. */
    emailOrUsernameTaken: (email: string, username: string) => q.emailOrUsernameTaken(db, email, username),

    /** For auth: stores a self-registered account; the caller hashes the password. */
    async insert(values: q.NewUser) {
      const row = await q.insertUser(db, values);
      catalogue.changed('users');
      return row;
    },

    /**
     * For auth: the account and its token version when the password matches, else undefined.
     * An unknown email costs one hash comparison too, so timing does not tell which accounts exist.
     */
    async checkCredentials(email: string, password: string) {
      const row = await q.findCredentials(db, email);
      dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const matches = await checkPassword(password, row?.passwordHash ?? (await dummyHash));
      if (!row || !matches) return undefined;
      const { passwordHash: _hash, tokenVersion, ...user } = row;
      return { user, tokenVersion };
    },

    /** For auth: the account and its token version by id, to renew a session; undefined once the account is gone. */
    async sessionAccount(id: string, executor: Executor = db) {
      const row = await q.findWithTokenVersion(executor, id);
      if (!row) return undefined;
      const { tokenVersion, ...user } = row;
      return { user, tokenVersion };
    },

    /** Sets a new password hash and voids every token signed before; `executor` lets auth do it inside its transaction. */
    async setPasswordHash(userId: string, passwordHash: string, executor: Executor = db) {
      await q.updateUserRevokingTokens(executor, userId, { passwordHash });
    },

    /** Any signed-in user: the language of the site and of the mails sent to them (the header's switch). */
    async setLanguage(viewer: Viewer, input: unknown) {
      const { language } = parseInput(languageSchema, input);
      const row = await q.updateUser(db, viewer.id, { language });
      if (!row) throw new NotFound(MESSAGES.users.notFound);
      return row;
    },

    /** Any signed-in user: updates the contact, address and (when given) language of one's own profile only. */
    async updateProfile(viewer: Viewer, id: string, input: unknown) {
      if (id !== viewer.id) throw new Forbidden(MESSAGES.users.ownProfileOnly);
      const data = parseInput(profileSchema, input);
      // a language left out stays as it is (the address form predates it)
      const row = await q.updateUser(db, id, {
        contact: data.contact,
        ...resolvePlace(data),
        address1: data.address1,
        address2: data.address2 ?? null,
        ...(data.language ? { language: data.language } : {}),
      });
      if (!row) throw new NotFound(MESSAGES.users.notFound);
      return row;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
