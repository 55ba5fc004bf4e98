import type { z } from 'zod';
import { BadInput, type FieldErrors } from './errors';

/**
 * Parses input with a shared schema from @evbazaar/common. On failure throws BadInput
 * whose message is the first field's spec message and whose fields hold one message per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  throw new BadInput(Object.values(fields)[0] ?? 'Invalid input', fields);
}
