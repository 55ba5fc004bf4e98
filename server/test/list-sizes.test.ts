import fs from 'node:fs';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { LISTS, MAX_PAGE_SIZE, VEHICLE_TYPES, blogListSchema, pagingSchema, slotsQuerySchema, userListSchema, type ListName } from '@evbazaar/common';
import { SCHEMA_PATH } from '../src/graphql/plugin';
import { LIST_CAPS, LIST_OF_FIELD } from '../src/graphql/limits';

const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));

/** A field answering many rows: a list, or a page whose `items` is one. */
function answersAList(field: GraphQLField<unknown, unknown>) {
  const type = getNullableType(field.type);
  if (isListType(type)) return true;
  const named = getNamedType(type);
  return isObjectType(named) && named.name.endsWith('Page') && isListType(getNullableType(named.getFields().items?.type));
}

const fieldAt = (coordinate: string) => {
  const [typeName, fieldName] = coordinate.split('.');
  return (schema.getType(typeName) as GraphQLObjectType | undefined)?.getFields()[fieldName];
};

describe('page sizes and list caps have one home (common/src/domain/lists.ts)', () => {
  it("gives every LIST_CAPS entry its list's figure from the kernel", () => {
    expect(Object.keys(LIST_CAPS).sort()).toEqual(Object.keys(LIST_OF_FIELD).sort());
    for (const [coordinate, list] of Object.entries(LIST_OF_FIELD) as [string, ListName][])
      expect([coordinate, LIST_CAPS[coordinate]]).toEqual([coordinate, LISTS[list].rows]);
  });

  it('has an entry for every list root field of the schema, and each entry names a list field', () => {
    const rootLists = Object.values((schema.getType('Query') as GraphQLObjectType).getFields())
      .filter(answersAList)
      .map((field) => `Query.${field.name}`);
    expect(rootLists.filter((coordinate) => !(coordinate in LIST_CAPS))).toEqual([]);
    for (const coordinate of Object.keys(LIST_CAPS)) {
      const field = fieldAt(coordinate);
      expect([coordinate, field !== undefined && answersAList(field)]).toEqual([coordinate, true]);
    }
  });

  it('uses every list of the kernel, and no page asked without a limit is larger than the one page cap', () => {
    const used = new Set<string>(Object.values(LIST_OF_FIELD));
    expect(Object.keys(LISTS).filter((list) => !used.has(list))).toEqual([]);
    for (const [list, size] of Object.entries(LISTS)) {
      if ('pageSize' in size) expect([list, size.pageSize <= MAX_PAGE_SIZE]).toEqual([list, true]);
    }
  });

  it('matches the figures the shared schemas enforce', () => {
    expect(userListSchema.parse({}).limit).toBe(LISTS.users.rows);
    expect(blogListSchema.parse({}).limit).toBe(LISTS.blogs.rows);
    expect(blogListSchema.safeParse({ limit: LISTS.blogs.rows + 1 }).success).toBe(false);
    expect(pagingSchema(LISTS.myTestDrives.rows).parse({}).limit).toBe(LISTS.myTestDrives.rows);
    expect(slotsQuerySchema.safeParse({ productId: 'p', days: LISTS.testRideSlots.rows }).success).toBe(true);
    expect(slotsQuerySchema.safeParse({ productId: 'p', days: LISTS.testRideSlots.rows + 1 }).success).toBe(false);
    expect(VEHICLE_TYPES.length).toBeLessThanOrEqual(LISTS.pricingRates.rows);
  });
});
