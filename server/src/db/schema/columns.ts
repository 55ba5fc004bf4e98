import { randomBytes } from 'node:crypto';
import { text, timestamp, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

/** Opaque 24-hex ids: `_id` in REST, `id` in GraphQL. */
export const newId = () => randomBytes(12).toString('hex');

export const id = () => text('id').primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

/** A required reference to another table's id; `onDelete` says what becomes of this row when that one goes. */
export const foreignId = <N extends string>(name: N, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  text(name).notNull().references(target, { onDelete });
