/** REST speaks the spec's shapes: `_id` instead of `id`. */
export function withMongoId<T extends { id: string }>(row: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}

export const withMongoIds = <T extends { id: string }>(rows: T[]) => rows.map(withMongoId);
