import type { FastifyPluginAsync } from 'fastify';
import type { IResolvers, MercuriusLoaders } from 'mercurius';

/** One product area: its GraphQL resolvers and loaders, and its REST compatibility routes. */
export interface AppModule {
  name: string;
  resolvers?: IResolvers;
  loaders?: MercuriusLoaders;
  /** registered under /api */
  routes?: FastifyPluginAsync;
}
