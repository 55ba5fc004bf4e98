import type { FastifyPluginAsync } from 'fastify';
import type { MercuriusLoaders } from 'mercurius';
import type { GraphQLContext } from '../graphql/context';
import type { Resolvers } from '../gql/resolvers-types';

/** One product area: its GraphQL resolvers and loaders, and its REST compatibility routes. */
export interface AppModule {
  name: string;
  resolvers?: Resolvers;
  loaders?: MercuriusLoaders<GraphQLContext>;
  /** registered under /api; each route's rule comes from REST_RULES in common/ */
  routes?: FastifyPluginAsync;
}
