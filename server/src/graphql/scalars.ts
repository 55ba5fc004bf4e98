import { GraphQLScalarType, Kind } from 'graphql';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const scalarResolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString()),
    parseValue: (value) => new Date(value as string),
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
  }),
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)),
    parseValue: (value) => {
      const s = String(value).slice(0, 10);
      if (!DATE_ONLY.test(s)) throw new TypeError('Date must look like 2026-12-31');
      return s;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !DATE_ONLY.test(ast.value.slice(0, 10))) throw new TypeError('Date must look like 2026-12-31');
      return ast.value.slice(0, 10);
    },
  }),
};
