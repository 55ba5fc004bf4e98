import fs from 'node:fs';
import { buildSchema, type GraphQLEnumType, type GraphQLObjectType } from 'graphql';
import { VEHICLE_TYPE_ENUMS, VEHICLE_TYPE_VALUES, VEHICLE_TYPES } from '@evbazaar/common';
import { SCHEMA_PATH } from '../src/graphql/plugin';
import { fromGraphQLEnum, toGraphQLEnum } from '../src/graphql/enums';
import { pricingRates, products } from '../src/db/schema';

const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));

/**
 * The catalogue's vocabulary is declared once in common/src/domain/catalogue.ts (decision 0031);
 * every other door must say the same, as the schema guard checks the roles.
 */
describe('the catalogue kernel and the doors that name its facts', () => {
  it('the GraphQL enum VehicleType lists exactly the kernel vehicle types, in order', () => {
    const values = (schema.getType('VehicleType') as GraphQLEnumType).getValues().map((v) => v.name);
    expect(values).toEqual(VEHICLE_TYPE_ENUMS);
  });

  it('the GraphQL VehicleTypeCounts has one field per vehicle type', () => {
    const fields = Object.keys((schema.getType('VehicleTypeCounts') as GraphQLObjectType).getFields());
    expect(fields).toEqual(VEHICLE_TYPES.map((t) => t.countField));
  });

  it('the database columns store the kernel words, and the enum mapping turns each into its GraphQL value', () => {
    expect(products.vehicleType.enumValues).toEqual([...VEHICLE_TYPE_VALUES]);
    expect(pricingRates.vehicleType.enumValues).toEqual([...VEHICLE_TYPE_VALUES]);
    for (const t of VEHICLE_TYPES) {
      expect(toGraphQLEnum(t.value)).toBe(t.enum);
      expect(fromGraphQLEnum(t.enum)).toBe(t.value);
    }
  });

  it('Product answers effectiveRange, a number of km', () => {
    const field = (schema.getType('Product') as GraphQLObjectType).getFields().effectiveRange;
    expect(String(field?.type)).toBe('Float');
  });
});
