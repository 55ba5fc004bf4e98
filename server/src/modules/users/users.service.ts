import type { Deps } from '../../deps';

/** Users: the rules of this area. Filled in by its issue. */
export function createUsersService(_deps: Deps) {
  return {};
}

export type UsersService = ReturnType<typeof createUsersService>;
