import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import { toRestProduct } from '../../lib/rest-product';
import { readImages } from '../../http/multipart';
import { toRestBrand } from '../../lib/rest-brand';
import { answers, dataList, restBrand, restProduct } from '../../lib/rest-schemas';
import { answerLanguage } from '../../http/content-language';

type PageQuery = { Querystring: { page?: string; limit?: string } };
type IdParams = { Params: { id: string } };

/** REST compatibility: /api/brand/… as the back-office spec calls it. */
export const brandsRoutes: FastifyPluginAsync = async (app) => {
  const { brands, products } = app.services;

  app.get<PageQuery>('/brand', answers(dataList(restBrand)), async (request, reply) => {
    const locale = answerLanguage(request, reply);
    return { data: (await brands.list(request.query.page, request.query.limit)).map((b) => toRestBrand(b, locale)) };
  });

  app.get<IdParams>('/brand/:id/products', answers(dataList(restProduct)), async (request, reply) => {
    const locale = answerLanguage(request, reply);
    return { data: (await products.listOfBrand(request.params.id, { viewerId: request.viewer?.id })).map((p) => toRestProduct(p, locale)) };
  });

  // the brand page's address; a static segment, so it never clashes with /brand/:id/products
  app.get<{ Params: { slug: string } }>('/brand/slug/:slug', async (request, reply) => {
    const locale = answerLanguage(request, reply);
    return toRestBrand(await brands.getBySlug(request.params.slug), locale);
  });

  app.post('/brand', async (request, reply) => {
    const brand = await brands.create(callerOf(request), request.body);
    return reply.status(201).send({ message: MESSAGES.catalogue.brandCreated, data: toRestBrand(brand) });
  });

  app.put<IdParams>('/brand/:id', async (request) => ({
    message: MESSAGES.catalogue.brandUpdated,
    data: toRestBrand(await brands.update(callerOf(request), request.params.id, request.body)),
  }));

  app.delete<IdParams>('/brand/:id', async (request) => {
    await brands.remove(callerOf(request), request.params.id);
    return { message: MESSAGES.catalogue.brandDeleted };
  });

  app.post('/brand/upload', async (request) => {
    const [logo] = await readImages(request, 'logoUrl');
    return { imageUrl: await brands.uploadLogo(logo) };
  });

  app.delete<{ Body: { imageUrl?: unknown } | undefined }>('/brand/delete-image', async (request) => {
    await brands.removeLogo(request.body?.imageUrl);
    return { message: MESSAGES.uploads.removed };
  });
};
