import type { FastifyPluginAsync } from 'fastify';

// the dataset never changes while the server runs
const CACHE_FOR_A_DAY = 'public, max-age=86400';

/** REST: /api/geo/… replaces the third-party static files the spec's pickers read. */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  const { geo } = app.services;

  app.get('/geo/countries', async (_request, reply) => {
    reply.header('cache-control', CACHE_FOR_A_DAY);
    return { data: geo.countries() };
  });

  app.get<{ Params: { countryId: string } }>('/geo/countries/:countryId/states', async (request, reply) => {
    const data = geo.statesOfKnownCountry(request.params.countryId);
    reply.header('cache-control', CACHE_FOR_A_DAY);
    return { data };
  });

  app.get<{ Params: { stateId: string } }>('/geo/states/:stateId/cities', async (request, reply) => {
    const data = geo.citiesOfKnownState(request.params.stateId);
    reply.header('cache-control', CACHE_FOR_A_DAY);
    return { data };
  });
};
