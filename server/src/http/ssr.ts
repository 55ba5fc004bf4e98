import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntryServer } from '@evbazaar/common/src/ssr';
import { DATA_KINDS, type DataKind } from '../lib/cache';
import type { GraphQLPlan } from '../lib/cache/graphql-plan';
import { resolvePersistedQuery } from '../graphql/persisted';
import { IN_PROCESS_HEADER, IN_PROCESS_TOKEN } from './in-process';

/** One server-rendered answer: a plain value, so a response cache can keep it as it is. */
export interface SsrResponse {
  status: number;
  html: string;
  /**
   * The data kinds the page showed: the union of the kinds of the GraphQL operations its render
   * ran, as the answer cache classifies them; every kind when one of them could not be classified.
   */
  kinds: DataKind[];
}

export interface SsrHandler {
  /** The address a page is cached and rendered under: its path and the query parameters its route reads (the client's route table). */
  pageUrl(url: string): Promise<string>;
  /** Renders the page at a URL (path and query) as a guest; undefined for client-only pages (the back-office). */
  render(url: string): Promise<SsrResponse | undefined>;
}

/** The answer cache's plan of a GraphQL request (kinds, key), or null when it cannot classify it. */
export type PlanGraphQL = (body: { query?: unknown; variables?: unknown; operationName?: unknown }) => GraphQLPlan | null;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks (and styles) a set of manifest entries load, beyond what the entry already loads. */
export function preloadsFor(manifest: Manifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  if (entryKey) walk(entryKey);
  const already = new Set(seen);
  for (const k of keys) walk(k);
  const added = [...seen].filter((k) => !already.has(k));
  // a module that is only a stylesheet (the Devanagari font's) is its own CSS file
  const isCss = (file: string) => file.endsWith('.css');
  return {
    scripts: added.filter((k) => !isCss(manifest[k].file)).map((k) => `/${manifest[k].file}`),
    styles: added.flatMap((k) => [...(isCss(manifest[k].file) ? [manifest[k].file] : []), ...(manifest[k].css ?? [])].map((c) => `/${c}`)),
  };
}

/** The GraphQL request a render's fetch carries, as the answer cache's planner takes it (GET or POST; sent by hash, with its document). */
function graphqlBody(target: URL, body: unknown): Record<string, unknown> | null {
  if (target.pathname !== '/graphql') return null;
  let request: Record<string, unknown>;
  if (typeof body !== 'string') request = Object.fromEntries(target.searchParams);
  else {
    try {
      const parsed: unknown = JSON.parse(body);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      request = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return resolvePersistedQuery(request) ? null : request;
}

/**
 * GraphQL answered by this same server in-process (Fastify's inject), for the render's urql
 * client; each request's kinds (or every kind, when the planner cannot classify it) go to `read`.
 */
function inProcessFetch(app: FastifyInstance, plan: PlanGraphQL, read: (kinds: readonly DataKind[]) => void): typeof fetch {
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input), 'http://ssr.invalid');
    const body = graphqlBody(target, init?.body);
    read((body && plan(body)?.kinds) || DATA_KINDS);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers[IN_PROCESS_HEADER] = IN_PROCESS_TOKEN;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answerHeaders = new Headers();
    for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') answerHeaders.set(key, value);
    return new Response(res.rawPayload, { status: res.statusCode, headers: answerHeaders });
  };
}

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A server-rendered page is complete before any script runs, so its entry fetches the app's
 * chunks only after the first paint (client/src/main.tsx, decision 0027): the template's
 * modulepreload links (taken out once, here) and each page's own chunks become one list in a
 * meta tag the entry reads, and the HTML's images get a phone's bandwidth first.
 */
function withoutModulePreloads(template: string): { template: string; startUp: string[] } {
  const startUp: string[] = [];
  const rest = template.replace(MODULE_PRELOAD, (_link, href: string) => {
    startUp.push(href);
    return '';
  });
  return { template: rest, startUp };
}

const deferredModules = (hrefs: readonly string[]) => `<meta name="evb:modules" content="${escapeAttr([...new Set(hrefs)].join(' '))}">`;

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A stylesheet this small is written into the page (a Hindi page's type rules, 0.3 KB): a linked
 * stylesheet is render-blocking, so the first paint waited a round trip for it. Larger ones stay
 * links, which the browser caches across pages.
 */
const INLINE_STYLE_BYTES = 2048;

/** The head's tag of a stylesheet: its text when small (read once), else a link. */
function inlineSmallStyles(clientDir: string): (href: string) => string {
  const small = new Map<string, string | null>();
  return (href) => {
    let css = small.get(href);
    if (css === undefined) {
      const file = path.join(clientDir, href);
      const size = file.startsWith(clientDir) && fs.existsSync(file) ? fs.statSync(file).size : Infinity;
      // a closing tag in the text would end the style element: `<\/` means the same in CSS
      css = size <= INLINE_STYLE_BYTES ? fs.readFileSync(file, 'utf8').replace(/<\//g, '<\\/') : null;
      small.set(href, css);
    }
    return css === null ? `<link rel="stylesheet" href="${escapeAttr(href)}">` : `<style data-href="${escapeAttr(href)}">${css}</style>`;
  };
}

/**
 * The server renderer of the public pages, when the client was built with its SSR bundle
 * (client/dist-ssr): the built index.html is the template; the page's head tags, its chunk
 * preloads, its markup and its data go in. Undefined when there is no SSR bundle.
 */
export function createSsrHandler(app: FastifyInstance, clientDir: string, publicUrl: string, plan: PlanGraphQL): SsrHandler | undefined {
  const entryFile = path.join(clientDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) return undefined;
  const { template, startUp } = withoutModulePreloads(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // loaded on the first page asked for: start-up (and every API-only test) stays as fast as before
  let entry: Promise<EntryServer> | undefined;
  const load = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>);
  const origin = new URL(publicUrl).origin;
  const styleTag = inlineSmallStyles(clientDir);

  const pageUrl = async (url: string) => (await load()).pageUrl(url);
  const render = async (url: string): Promise<SsrResponse | undefined> => {
    const kinds = new Set<DataKind>();
    const fetchGraphql = inProcessFetch(app, plan, (read) => read.forEach((k) => kinds.add(k)));
    const result = await (await load()).render(url, { fetch: fetchGraphql, origin });
    if (result.clientOnly) return undefined;
    const { scripts, styles } = preloadsFor(manifest, result.modules);
    const preloads = styles.map(styleTag).join('') + deferredModules([...startUp, ...scripts]);
    let head = template.replace(/<html lang="[^"]*"/, `<html lang="${result.lang}"`);
    // the page's own title and description replace the template's defaults
    if (result.head.includes('<title>')) head = head.replace(/<title>[^<]*<\/title>\s*/, '');
    if (result.head.includes('<meta name="description"')) head = head.replace(/<meta name="description"[^>]*>\s*/, '');
    // marked, so the browser can drop the ones React does not take over when it hydrates; resource
    // hints (the main image's preload) are left unmarked: they stay, doubled or not, and do no harm
    const pageHead = result.head.replace(/<(title|meta)\b/g, '<$1 data-ssr-head=""').replace(/<link\b(?![^>]*rel="preload")/g, '<link data-ssr-head=""');
    const html = head.replace('</head>', `${pageHead}${preloads}</head>`).replace('<div id="root"></div>', `<div id="root">${result.body}</div>${result.data}`);
    return { status: result.status, html, kinds: [...kinds].sort() };
  };
  return { pageUrl, render };
}
