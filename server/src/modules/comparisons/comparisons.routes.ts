import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { present } from '../../lib/in-order';
import { toRestProduct } from '../../lib/rest-product';
import type { ComparisonRow } from './comparisons.service';
import { answers, dataList, restComparison } from '../../lib/rest-schemas';
import { answerLanguage } from '../../http/content-language';
import type { Locale } from '@evbazaar/common';

type IdParams = { Params: { id: string } };

/** REST compatibility: /api/product-comparison/… as the back-office spec calls it. */
export const comparisonsRoutes: FastifyPluginAsync = async (app) => {
  const { comparisons, products } = app.services;

  /** Both products of every row in REST shape, loaded in one batch. */
  async function withProducts(rows: ComparisonRow[], request: FastifyRequest, locale: Locale = 'en') {
    const found = present(await products.byIds(rows.flatMap((r) => [r.product1Id, r.product2Id])));
    const loaded = await products.hydrate(found, { viewerId: request.viewer?.id });
    const byId = new Map(loaded.map((p) => [p.id, toRestProduct(p, locale)]));
    return rows.map((r) => ({ _id: r.id, product1: byId.get(r.product1Id) ?? null, product2: byId.get(r.product2Id) ?? null, createdAt: r.createdAt }));
  }

  app.get<{ Querystring: { page?: string; limit?: string } }>('/product-comparison', answers(dataList(restComparison)), async (request, reply) => {
    const locale = answerLanguage(request, reply);
    return { data: await withProducts(await comparisons.list(request.query), request, locale) };
  });

  app.get<IdParams>('/product-comparison/:id', answers(restComparison), async (request, reply) => {
    const locale = answerLanguage(request, reply);
    const [comparison] = await withProducts([await comparisons.get(request.params.id)], request, locale);
    return comparison;
  });

  app.post('/product-comparison', async (request, reply) => {
    const [data] = await withProducts([await comparisons.create(callerOf(request), request.body)], request);
    return reply.status(201).send({ message: MESSAGES.catalogue.comparisonCreated, data });
  });

  app.delete<IdParams>('/product-comparison/:id', async (request) => {
    await comparisons.remove(callerOf(request), request.params.id);
    return { message: MESSAGES.catalogue.comparisonDeleted };
  });
};
