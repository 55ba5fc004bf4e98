import { GRAPHQL_RULES, REST_RULES, type GraphQLOperation, type RestRoute } from '@evbazaar/common';
import { CATALOGUE_ROOT_FIELDS } from './graphql-plan';
import { CACHED_REST_ROUTES } from './rest-routes';

// One stored answer serves every caller, so a read may be cached only when the permission table
// lets everyone make it: a guarded read in the cache would hand one viewer's answer to a guest.
describe('the answer cache keeps public reads only', () => {
  it.each([...CATALOGUE_ROOT_FIELDS])('GraphQL Query.%s is public in the permission table', (field) => {
    expect(GRAPHQL_RULES[`Query.${field}` as GraphQLOperation]).toBe('public');
  });

  it.each(Object.keys(CACHED_REST_ROUTES))('REST %s is public in the permission table', (route) => {
    expect(REST_RULES[route as RestRoute]).toBe('public');
  });
});
