import type { OperationContext } from 'urql';

/**
 * Query context for a back-office list: names the type the list holds. The document cache
 * refetches a query when a mutation touches a type found in its answer, and an EMPTY list
 * names no type at all ("No users found" stayed after Add User). Naming it here keeps an
 * empty list live too. Use one module-level constant per list (a stable context object).
 */
export function listContext(...typenames: string[]): Partial<OperationContext> {
  return { additionalTypenames: typenames };
}
