import { MESSAGES } from '@evbazaar/common';
import { BadInput } from '../lib/errors';

type Id = string | null | undefined;

/**
 * The value of a renamed argument or input field, taken by its new name or by its deprecated old
 * one (docs/decisions/0056): both at once must agree, or the caller could not know which counted.
 * Answers the input with the value under the new name only, so the service sees one name.
 */
export function underNewName<T extends Partial<Record<New | Old, Id>>, New extends string, Old extends string>(input: T, newName: New, oldName: Old) {
  const fresh: Id = input[newName];
  const old: Id = input[oldName];
  if (fresh != null && old != null && fresh !== old) {
    const message = MESSAGES.graphql.renamedConflict(oldName, newName);
    throw new BadInput(message, { [oldName]: message });
  }
  const rest: Partial<T> = { ...input };
  delete rest[oldName];
  return { ...rest, [newName]: fresh ?? old ?? undefined } as Omit<T, New | Old> & Record<New, string | undefined>;
}
