import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@evbazaar/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { registerSeo } from './seo';
import { encoded, type Catalogue } from '../lib/cache';
import { homeRedirect } from './language-redirect';
import { createSsrHandler, type PlanGraphQL } from './ssr';
import { markPageRoute } from '../lib/metrics/http';
import { busyPage } from './busy';
import { cachedPages, type RenderedPage, type RenderLimits } from './ssr-cache';
import { registerStoredFiles } from './stored-files';
import type { FileStore } from '../lib/storage';

const API_PREFIXES = ['/api/', '/api', '/graphql', '/uploads/'];

const RETRY_AFTER_SECONDS = 1;
const BUSY_PAGE = busyPage();

// brotli's default quality (11) is slow for answers made per request; 4 is nearly as small and fast
const BROTLI_FAST = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Brotli or gzip for dynamic answers (GraphQL GET and POST, REST, server-rendered pages) from
 * 1 KB up. Registered before the routes: the plugin attaches itself to each route as it is added.
 * The client's assets are pre-compressed at build time and served as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: BROTLI_FAST });
}

/**
 * /uploads from the store (the data folder or a bucket); the built client: public pages rendered on the server (when the
 * SSR bundle is built), other paths the SPA shell; JSON 404 for unknown API paths.
 */
export async function registerStatic(
  app: FastifyInstance,
  catalogue: Catalogue,
  files: FileStore,
  clientDir: string | undefined,
  publicUrl: string,
  pages: { plan: PlanGraphQL; renders: RenderLimits },
) {
  await registerStoredFiles(app, files);
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // the client build writes .br and .gz copies; serve them to browsers that accept them
      preCompressed: true,
      decorateReply: true,
      setHeaders: (res, filePath) => {
        // hashed assets never change; index.html must always be revalidated
        res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerSeo(app, publicUrl);
  const render = clientDir ? createSsrHandler(app, clientDir, publicUrl, pages.plan) : undefined;
  const ssr = render ? cachedPages(catalogue, render, pages.renders) : undefined;
  // the not-found handler is no route, so the compression plugin never sees it: the page's
  // brotli or gzip copy (made once per cached page) is sent here
  const send = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage) => {
    // past the render limits: a quick answer, so one client cannot queue renders ahead of everyone
    if ('busy' in page) {
      app.deps.metrics.rateLimitRejections.inc({ rule: 'page_renders' });
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(BUSY_PAGE);
    }
    const { bytes, encoding } = encoded(page.answer, request.headers['accept-encoding']);
    reply
      .status(page.status)
      .type(page.answer.contentType)
      .header('cache-control', 'no-cache')
      .header('etag', page.answer.etag)
      // `/` also varies with the visitor's language (set before)
      .header('vary', reply.getHeader('vary') ? `${String(reply.getHeader('vary'))}, accept-encoding` : 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url === p || request.url.startsWith(p.endsWith('/') ? p : `${p}/`) || request.url.startsWith(`${p}?`));
    if (isApi || !clientDir || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.http.notFound });
    }
    markPageRoute(request);
    // only the home page guesses a language, and only for a browser (decision 0068)
    if (request.url === '/' || request.url.startsWith('/?')) {
      const redirect = homeRedirect(request);
      // the answer depends on these: no shared cache may give one visitor's home to another
      reply.header('vary', 'accept-language, cookie');
      if (redirect) {
        if (redirect.setCookie) reply.header('set-cookie', redirect.setCookie);
        return reply.status(302).header('cache-control', 'private, no-cache').redirect(redirect.location);
      }
    }
    if (ssr) {
      try {
        const page = await ssr(request.ip, request.url);
        if (page) return send(request, reply, page);
      } catch (error) {
        // the shell still works: the browser renders the page itself
        request.log.error({ err: error }, 'server render failed');
      }
    }
    // the back-office and signed-in pages (and the client's own not-found page without SSR)
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', clientDir);
  });
}
