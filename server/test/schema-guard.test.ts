import fs from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import {
  GRAPHQL_RULES,
  MAIL_ROW_STATUSES,
  MAIL_STATUSES,
  REVIEW_STATUSES,
  RIDE_CANCELLERS,
  RIDE_STATUSES,
  ROLES,
  RULES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  passes,
  rolesOf,
  rolesPassing,
  type GraphQLOperation,
} from '@evbazaar/common';
import { SCHEMA_PATH } from '../src/graphql/plugin';
import { ROLES as DB_ROLES, mailOutbox, reviews, webhookDeliveries, type Role } from '../src/db/schema';
import { useTestApp } from './helpers';

const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
const rootFields = (['Query', 'Mutation'] as const).flatMap((op) =>
  Object.values((schema.getType(op) as GraphQLObjectType).getFields()).map((field) => ({ op, field })),
);

function directiveOf(field: GraphQLField<unknown, unknown>) {
  return field.astNode?.directives?.find((d) => d.name.value === 'auth' || d.name.value === 'public');
}

function requiredRoles(field: GraphQLField<unknown, unknown>): Role[] | 'public' {
  const d = directiveOf(field)!;
  if (d.name.value === 'public') return 'public';
  const arg = d.arguments?.find((a) => a.name.value === 'requires');
  return arg && arg.value.kind === Kind.LIST ? arg.value.values.map((v) => (v as { value: Role }).value) : [];
}

/** A value of the right type for any input, so the call reaches the auth check. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  if (isScalarType(type)) {
    return { ID: '0123456789abcdef01234567', String: 'x', Int: 1, Float: 1, Boolean: true, Date: '2026-01-01', DateTime: '2026-01-01T00:00:00Z' }[type.name];
  }
  return null;
}

function operationFor(op: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>) {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const text = `${op === 'Query' ? 'query' : 'mutation'}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const variables = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type)]));
  return { text, variables };
}

const valuesOf = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name);
const upper = (values: readonly string[]) => values.map((v) => v.toUpperCase());

describe('the GraphQL contract', () => {
  it("declares the Role enum as the people kernel's roles, which the database column takes too", () => {
    const role = schema.getType('Role');
    expect(role && isEnumType(role) ? role.getValues().map((v) => v.name) : role).toEqual([...ROLES]);
    expect(DB_ROLES).toBe(ROLES);
  });

  it("spells the rides kernel's statuses and cancellers in its enums, in the same order", () => {
    expect(valuesOf('TestDriveStatus')).toEqual(upper(RIDE_STATUSES));
    expect(valuesOf('RideCanceller')).toEqual(upper(RIDE_CANCELLERS));
  });

  it("spells the reviews kernel's statuses in ReviewStatus, which the database column takes too", () => {
    expect(valuesOf('ReviewStatus')).toEqual(upper(REVIEW_STATUSES));
    expect(reviews.status.enumValues).toEqual([...REVIEW_STATUSES]);
  });

  it("spells the outbox kernel's shown statuses in MailStatus; the database column takes the kernel's row statuses", () => {
    expect(valuesOf('MailStatus')).toEqual(upper(MAIL_STATUSES));
    expect(mailOutbox.status.enumValues).toEqual([...MAIL_ROW_STATUSES]);
  });

  it("spells the webhooks kernel's events and delivery statuses in its enums, which the database column takes too", () => {
    expect(valuesOf('WebhookEvent')).toEqual([...WEBHOOK_EVENTS]);
    expect(valuesOf('WebhookDeliveryStatus')).toEqual(upper(WEBHOOK_DELIVERY_STATUSES));
    expect(webhookDeliveries.status.enumValues).toEqual([...WEBHOOK_DELIVERY_STATUSES]);
  });

  it('marks every root field with @auth or @public', () => {
    const bare = rootFields.filter(({ field }) => !directiveOf(field)).map(({ op, field }) => `${op}.${field.name}`);
    expect(bare).toEqual([]);
  });

  it('names every root field in the permission table, and only those', () => {
    expect(rootFields.map(({ op, field }) => `${op}.${field.name}`).sort()).toEqual(Object.keys(GRAPHQL_RULES).sort());
  });

  it('guards every root field with the roles of its rule in the permission table', () => {
    // SUPERADMIN passes wherever ADMIN does (the people kernel's rule), in the directive as in the table
    const widened = (roles: readonly Role[]) => [...rolesPassing(roles)].sort();
    const asDirective = ({ op, field }: (typeof rootFields)[number]) => {
      const required = requiredRoles(field);
      return { field: `${op}.${field.name}`, access: required === 'public' ? 'public' : required.length === 0 ? 'signedIn' : widened(required) };
    };
    const asTable = ({ op, field }: (typeof rootFields)[number]) => {
      const rule = GRAPHQL_RULES[`${op}.${field.name}` as GraphQLOperation];
      const access = RULES[rule];
      return { field: `${op}.${field.name}`, access: typeof access === 'string' ? access : widened(rolesOf(rule)!) };
    };
    expect(rootFields.map(asDirective)).toEqual(rootFields.map(asTable));
  });

  describe('role matrix', () => {
    const { t } = useTestApp();
    const users = {} as Record<Role, { id: string; role: Role; email: string }>;
    beforeAll(async () => {
      for (const role of ROLES) users[role] = await t.seed.user({ role });
    });

    const guarded = rootFields.filter(({ field }) => requiredRoles(field) !== 'public');

    it.each(guarded.map(({ op, field }) => [`${op}.${field.name}`, op, field] as const))(
      '%s refuses guests and roles it does not name',
      async (_name, op, field) => {
        const required = requiredRoles(field) as Role[];
        const { text, variables } = operationFor(op, field);

        const guest = await t.gql(text, variables);
        expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

        const refused = required.length === 0 ? [] : ROLES.filter((r) => !passes(r, required));
        for (const role of refused) {
          const res = await t.gql.as(users[role])(text, variables);
          expect({ role, code: res.body.errors?.[0]?.extensions?.code }).toEqual({ role, code: 'FORBIDDEN' });
        }
      },
    );
  });
});
