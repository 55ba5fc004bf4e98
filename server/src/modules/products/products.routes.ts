import { callerOf } from '../../http/caller';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync } from 'fastify';
import type { ProductListFilter } from './products.service';
import { productListResponseSchema, toRestProduct } from '../../lib/rest-product';
import { productFacetsResponseSchema, toRestFacets, toRestSuggestion } from './products.rest';
import { readImages } from '../../http/multipart';
import { answers, restProduct } from '../../lib/rest-schemas';
import { answerLanguage } from '../../http/content-language';

type ListQuery = { Querystring: ProductListFilter & { variant?: string; brand?: unknown } };

/** REST names the brands `brand` (comma-separated ids); the service calls them brandIds. */
const restFilter = ({ brand, ...query }: ProductListFilter & { brand?: unknown }): ProductListFilter => ({ ...query, brandIds: brand ?? query.brandIds });
type IdParams = { Params: { id: string } };

/** An id sent as a text, or as the spec's nested object `{ _id }` (or `{ id }`). */
const idOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? ((value as { _id?: unknown; id?: unknown })._id ?? (value as { id?: unknown }).id)
    : value;

/**
 * A product body as REST clients send it: `brandId`, or `brand` as an id or as the
 * `{ _id, name, logoUrl }` a GET answers (and `parentProduct` likewise), so that a product
 * read with GET can be sent back unchanged. `brandId` wins when both are given.
 */
function fromRestBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { brand, parentProduct, ...rest } = body as Record<string, unknown>;
  return { ...rest, brandId: rest.brandId ?? idOf(brand), parentProductId: 'parentProductId' in rest ? rest.parentProductId : idOf(parentProduct) };
}

/** REST compatibility: /api/product/… (and /api/Product/…, as the visitor spec spells it). */
export const productsRoutes: FastifyPluginAsync = async (app) => {
  const { products } = app.services;

  // static paths win over /product/:id in Fastify's router
  app.get<{ Querystring: { q?: unknown; limit?: unknown } }>('/product/suggest', async (request) => {
    const found = await products.suggest({ query: request.query.q, limit: request.query.limit });
    return { data: found.map(toRestSuggestion) };
  });

  /** `?slugs=ather-450x,ola-s1-pro` (or a repeated `slugs`): the compare page's vehicles in that order. */
  app.get<{ Querystring: { slugs?: unknown } }>('/product/compare', async (request, reply) => {
    const locale = answerLanguage(request, reply);
    const { slugs } = request.query;
    const list = typeof slugs === 'string' ? slugs.split(',') : slugs;
    const found = await products.forCompare({ slugs: list });
    return { data: (await products.hydrate(found, { viewerId: request.viewer?.id })).map((p) => toRestProduct(p, locale)) };
  });

  for (const base of ['/product', '/Product']) {
    app.get<ListQuery>(base, { schema: { response: productListResponseSchema } }, async (request, reply) => {
      const locale = answerLanguage(request, reply);
      const { variant, ...filter } = request.query;
      const page = await products.list(restFilter(filter));
      const items = await products.hydrate(page.items, { viewerId: request.viewer?.id, withVariants: variant === 'true' });
      return { data: items.map((p) => toRestProduct(p, locale)), total: page.total, page: page.page, totalPages: page.totalPages };
    });

    app.get<IdParams>(`${base}/:id`, answers(restProduct), async (request, reply) => {
      const locale = answerLanguage(request, reply);
      const [product] = await products.hydrate([await products.getBySlugOrId(request.params.id)], { viewerId: request.viewer?.id, withVariants: true });
      return toRestProduct(product, locale);
    });
  }

  app.get<ListQuery>('/product/facets', { schema: { response: productFacetsResponseSchema } }, async (request) => ({
    data: toRestFacets(await products.facets(restFilter(request.query))),
  }));

  app.post('/product/add', async (request, reply) => {
    const product = await products.create(callerOf(request), fromRestBody(request.body));
    return reply.status(201).send({ message: MESSAGES.catalogue.productCreated, data: toRestProduct(product) });
  });

  app.put<IdParams>('/product/edit/:id', async (request) => ({
    message: MESSAGES.catalogue.productUpdated,
    data: toRestProduct(await products.update(callerOf(request), request.params.id, fromRestBody(request.body))),
  }));

  app.delete<IdParams>('/product/delete/:id', async (request) => {
    await products.remove(callerOf(request), request.params.id);
    return { message: MESSAGES.catalogue.productDeleted };
  });

  app.post('/product/upload', async (request) => ({ imageUrls: await products.uploadImages(await readImages(request, 'images')) }));

  app.delete<{ Params: { filename: string } }>('/product/file_remove/:filename', async (request) => {
    await products.removeImage(request.params.filename);
    return { message: MESSAGES.uploads.removed };
  });
};
