import { toRestRole } from '@evbazaar/common';
import type { UserRow } from '../modules/users/users.service';

/** A user as the spec's REST clients read it: `_id`, the spec's role word, never the password hash. */
export function toRestUser(row: UserRow) {
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    contact: row.contact,
    role: toRestRole(row.role),
    isVerified: row.isVerified,
    countryId: row.countryId,
    countryName: row.countryName,
    stateId: row.stateId,
    stateName: row.stateName,
    cityId: row.cityId,
    cityName: row.cityName,
    address1: row.address1,
    address2: row.address2,
    /** the language of the site and mails: en or hi (issue 26) */
    language: row.language,
    createdAt: row.createdAt,
  };
}

export type RestUser = ReturnType<typeof toRestUser>;
