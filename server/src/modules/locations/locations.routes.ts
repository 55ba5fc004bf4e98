import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { withMongoId, withMongoIds } from '../../lib/rest';
import { answers, dataList, restLocation } from '../../lib/rest-schemas';

/** REST compatibility: /api/location/… as the back-office spec calls it. */
export const locationsRoutes: FastifyPluginAsync = async (app) => {
  const { locations } = app.services;

  app.get<{ Querystring: { page?: string; limit?: string } }>('/location/getLocation', answers(dataList(restLocation)), async (request) => ({
    data: withMongoIds(await locations.list(request.query)),
  }));

  app.post('/location/addLocation', async (request, reply) => {
    const location = await locations.add(callerOf(request), request.body);
    return reply.status(201).send({ message: MESSAGES.content.locationAdded, data: withMongoId(location) });
  });

  app.delete<{ Params: { id: string } }>('/location/:id', async (request) => {
    await locations.remove(callerOf(request), request.params.id);
    return { message: MESSAGES.content.locationDeleted };
  });
};
