import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import type { ProductListFilter } from './products.service';
import { toRestProduct } from './products.rest';
import { readImages } from '../../http/multipart';

type ListQuery = { Querystring: ProductListFilter & { variant?: string } };
type IdParams = { Params: { id: string } };

/** REST compatibility: /api/product/… (and /api/Product/…, as the visitor spec spells it). */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  const { products } = app.services;

  for (const base of ['/product', '/Product']) {
    app.get<ListQuery>(base, async (request) => {
      const { variant, ...filter } = request.query;
      const page = await products.list(filter);
      const items = await products.hydrate(page.items, { viewerId: request.viewer?.id, withVariants: variant === 'true' });
      return { data: items.map(toRestProduct), total: page.total, page: page.page, totalPages: page.totalPages };
    });

    app.get<IdParams>(`${base}/:id`, async (request) =>
      toRestProduct((await products.hydrate([await products.get(request.params.id)], { viewerId: request.viewer?.id, withVariants: true }))[0]),
    );
  }

  app.post('/product/add', async (request, reply) => {
    const product = await products.create(request.body);
    return reply.status(201).send({ message: MESSAGES.catalogue.productCreated, data: toRestProduct(product) });
  });

  app.put<IdParams>('/product/edit/:id', async (request) => ({
    message: MESSAGES.catalogue.productUpdated,
    data: toRestProduct(await products.update(request.params.id, request.body)),
  }));

  app.delete<IdParams>('/product/delete/:id', async (request) => {
    await products.remove(request.params.id);
    return { message: MESSAGES.catalogue.productDeleted };
  });

  app.post('/product/upload', async (request) => ({ imageUrls: await products.uploadImages(await readImages(request, 'images')) }));

  app.delete<{ Params: { filename: string } }>('/product/file_remove/:filename', async (request) => {
    await products.removeImage(request.params.filename);
    return { message: MESSAGES.uploads.removed };
  });
};
