import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';

type StateParams = { Params: { stateId: string } };

/** REST: the on-road price (issue 12.3's shape) and the rates table admins edit. */
export const pricingRoutes: FastifyPluginAsync = async (app) => {
  const { pricing } = app.services;

  app.get('/pricing/on-road', async (request) => {
    const { stateId, stateName, exShowroom, lines, onRoad, effectiveCost } = await pricing.onRoad(request.query);
    return { stateId, stateName, exShowroom, lines, onRoad, effectiveCost };
  });

  app.get('/pricing/rates', async () => ({ data: await pricing.states() }));

  app.put<StateParams>('/pricing/rates/:stateId', async (request) => ({
    message: MESSAGES.pricing.stateSaved,
    data: await pricing.saveState(callerOf(request), request.params.stateId, request.body),
  }));

  app.put<{ Params: { stateId: string; vehicleType: string } }>('/pricing/rates/:stateId/:vehicleType', async (request) => ({
    message: MESSAGES.pricing.ratesSaved,
    data: await pricing.saveRates(callerOf(request), request.params.stateId, request.params.vehicleType, request.body),
  }));
};
