import fs from 'node:fs';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import { DOCS_BASE, anchorOf, escapeHtml } from './page-shell';
import type { DocPage } from './schema-pages';

/** The hand-written pages in reading order; any other page in the folder follows, by name. */
export const GUIDE_ORDER = [
  'index',
  'getting-a-key',
  'scopes',
  'limits',
  'errors',
  'webhooks',
  'task-list-scooters',
  'task-sync-test-rides',
  'task-on-road-prices',
  'changelog',
] as const;

/** docs/api/getting-a-key.md -> getting-a-key; README.md and index.md -> index */
export const slugOf = (file: string) => {
  const base = path.basename(file, '.md').toLowerCase();
  return base === 'readme' ? 'index' : base;
};

/** Where a page's link points: `limits.md#x` -> /docs/api/limits#x; other links as written. */
function rewriteHref(href: string): string {
  const match = /^(?:\.\/)?([\w-]+)\.md(#.*)?$/i.exec(href);
  if (!match) return href;
  const slug = slugOf(`${match[1]}.md`);
  return `${slug === 'index' ? DOCS_BASE : `${DOCS_BASE}/${slug}`}${match[2] ?? ''}`;
}

function renderer(headings: { depth: number; text: string; id: string }[]) {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Heading['tokens']): string } }, { tokens, depth, text }: Tokens.Heading) {
        const id = anchorOf(text);
        headings.push({ depth, text, id });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link(this: { parser: { parseInline(t: Tokens.Link['tokens']): string } }, { href, title, tokens }: Tokens.Link) {
        const titled = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(rewriteHref(href))}"${titled}>${this.parser.parseInline(tokens)}</a>`;
      },
      // the fence's first word is the language; the rest (e.g. `awaits=createApiKey`) is for the examples test only
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? '').split(/\s+/)[0];
        const label = language ? ` aria-label="${escapeHtml(language)} example"` : '';
        return `<pre tabindex="0"${label}><code${language ? ` class="language-${escapeHtml(language)}"` : ''}>${escapeHtml(text)}</code></pre>\n`;
      },
      table(this: unknown, token: Tokens.Table) {
        // a wide table scrolls inside its own box on a phone instead of widening the page
        const head = token.header.map((cell) => `<th scope="col">${marked.parseInline(cell.text)}</th>`).join('');
        const rows = token.rows.map((row) => `<tr>${row.map((cell) => `<td>${marked.parseInline(cell.text)}</td>`).join('')}</tr>`).join('');
        return `<div class="table" tabindex="0" role="region" aria-label="table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  return marked;
}

/** One markdown page as HTML, with an "On this page" list of its second-level headings. */
export function renderGuide(markdown: string, slug: string): DocPage {
  const headings: { depth: number; text: string; id: string }[] = [];
  const html = renderer(headings).parse(markdown, { async: false });
  const title = headings.find((h) => h.depth === 1)?.text ?? slug;
  const sections = headings.filter((h) => h.depth === 2);
  const toc =
    sections.length > 2
      ? `<nav class="toc" aria-label="On this page"><h2>On this page</h2><ul>${sections.map((h) => `<li><a href="#${h.id}">${escapeHtml(h.text)}</a></li>`).join('')}</ul></nav>`
      : '';
  // the table of contents goes after the page's title and first paragraph
  const firstBreak = html.indexOf('</p>');
  const body = toc && firstBreak > 0 ? `${html.slice(0, firstBreak + 4)}\n${toc}${html.slice(firstBreak + 4)}` : html;
  return { path: slug, title, body };
}

/** Every markdown page of the folder, in GUIDE_ORDER, then the rest by name. */
export function guidePages(folder: string): DocPage[] {
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.toLowerCase().endsWith('.md')) : [];
  const rank = (file: string) => {
    const at = (GUIDE_ORDER as readonly string[]).indexOf(slugOf(file));
    return at === -1 ? GUIDE_ORDER.length : at;
  };
  files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return files.map((file) => renderGuide(fs.readFileSync(path.join(folder, file), 'utf8'), slugOf(file)));
}
