import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { guidePages } from './guide-pages';
import { DOCS_BASE, pageShell, type NavEntry } from './page-shell';
import { schemaPages, type DocPage } from './schema-pages';

export interface ApiDocsSources {
  /** the published schema's SDL */
  schemaSdl: string;
  /** the folder of hand-written markdown pages (docs/api) */
  guidesDir: string;
}

const hrefOf = (page: DocPage) => (page.path === 'index' ? DOCS_BASE : `${DOCS_BASE}/${page.path}`);

/** Every page of /docs/api as complete HTML, keyed by its path under the output folder (no extension). */
export function renderApiDocs({ schemaSdl, guidesDir }: ApiDocsSources): Map<string, string> {
  const guides = guidePages(guidesDir);
  const reference = schemaPages(buildSchema(schemaSdl));
  const nav: NavEntry[] = [
    ...guides.map((page) => ({ title: page.path === 'index' ? 'Introduction' : page.title, href: hrefOf(page) })),
    { title: 'Reference', href: `${DOCS_BASE}/reference` },
    { title: 'Explorer (signed-in dealers and admins)', href: `${DOCS_BASE}/explorer` },
  ];
  const pages = new Map<string, string>();
  for (const page of [...guides, ...reference]) {
    pages.set(page.path, pageShell({ title: page.title, href: hrefOf(page), nav, body: page.body }));
  }
  return pages;
}

/** Writes the pages (`<path>.html`), the stylesheet and the schema's SDL into `outDir`, replacing what was there. */
export function writeApiDocs(sources: ApiDocsSources, outDir: string): number {
  const pages = renderApiDocs(sources);
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const [page, html] of pages) {
    const file = path.join(outDir, `${page}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  fs.copyFileSync(path.join(__dirname, 'docs.css'), path.join(outDir, 'docs.css'));
  // the SDL itself, for a partner's code generator or IDE
  fs.writeFileSync(path.join(outDir, 'schema.graphql'), sources.schemaSdl);
  return pages.size;
}
