import { isCalendarDate } from '@evbazaar/common';
import { GraphQLScalarType, Kind } from 'graphql';

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
      if (!isCalendarDate(s)) throw new TypeError('Date must be a real day like 2026-12-31');
      return s;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !isCalendarDate(ast.value.slice(0, 10))) throw new TypeError('Date must be a real day like 2026-12-31');
      return ast.value.slice(0, 10);
    },
  }),
};
