import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** The documentation's address; the explorer (/docs/api/explorer) is the client's route, not a page here. */
export const API_DOCS_PATH = '/docs/api';

/** The most the built pages may take in memory: a schema many times today's still fits; a wrong folder does not load. */
const MAX_DOCS_BYTES = 16 * 1024 * 1024;

/** Every file under `dir`, relative to it, with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** `index.html` -> /docs/api, `reference/Product.html` -> /docs/api/reference/Product, `docs.css` and `schema.graphql` as they are. */
const urlOf = (file: string) => {
  if (file === 'index.html') return API_DOCS_PATH;
  return `${API_DOCS_PATH}/${file.endsWith('.html') ? file.slice(0, -'.html'.length) : file}`;
};

/**
 * Serves the pages `npm run build` made from schema.graphql and docs/api (docs/decisions/0058):
 * read once at start-up, one route each, so any other path under /docs/api (the explorer) falls
 * through to the client. The site's CSP applies as to every answer; the pages need nothing more.
 */
export function registerApiDocs(app: FastifyInstance, dir: string | undefined) {
  if (!dir) return;
  let total = 0;
  for (const file of filesUnder(dir)) {
    const body = fs.readFileSync(path.join(dir, file));
    total += body.length;
    if (total > MAX_DOCS_BYTES) throw new Error(`API documentation in ${dir} is larger than ${MAX_DOCS_BYTES} bytes`);
    const type = file.endsWith('.css') ? 'text/css; charset=utf-8' : file.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    app.get(urlOf(file), (_request, reply) => reply.type(type).header('cache-control', 'no-cache').send(body));
  }
}
