import type { Deps } from '../../deps';

/** TestDrives: the rules of this area. Filled in by its issue. */
export function createTestDrivesService(_deps: Deps) {
  return {};
}

export type TestDrivesService = ReturnType<typeof createTestDrivesService>;
