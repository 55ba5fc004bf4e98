import type { Deps } from '../../deps';

/** Auth: the rules of this area. Filled in by its issue. */
export function createAuthService(_deps: Deps) {
  return {};
}

export type AuthService = ReturnType<typeof createAuthService>;
