/** The frame every documentation page shares: head, skip link, header, navigation, main, footer. */

export const DOCS_BASE = '/docs/api';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** A heading's anchor: lower case words joined by hyphens ("Getting a key" -> getting-a-key). */
export const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A doc string as HTML: escaped first (a description is text, never markup), then `code` spans.
 * Paragraphs are split on blank lines.
 */
export function describe(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.replace(/\s*\n\s*/g, ' ')).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('\n');
}

export interface NavEntry {
  title: string;
  href: string;
}

export interface ShellOptions {
  title: string;
  /** the page's own address, marked aria-current in the navigation */
  href: string;
  nav: readonly NavEntry[];
  body: string;
}

/** One complete page. No script and no address outside the site: it passes the site's CSP as it is. */
export function pageShell({ title, href, nav, body }: ShellOptions): string {
  const links = nav
    .map((entry) => `<li><a href="${entry.href}"${entry.href === href ? ' aria-current="page"' : ''}>${escapeHtml(entry.title)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title.includes('EV Bazaar API') ? title : `${title} · EV Bazaar API`)}</title>
<meta name="description" content="EV Bazaar GraphQL API documentation: ${escapeHtml(title)}">
<link rel="stylesheet" href="${DOCS_BASE}/docs.css">
<link rel="icon" type="image/svg+xml" href="/images/logo.svg">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="top">
<a class="brand" href="${DOCS_BASE}">EV Bazaar API</a>
<a href="/">Back to EV Bazaar</a>
</header>
<div class="layout">
<nav class="side" aria-label="API documentation"><ul>${links}</ul></nav>
<main id="main" tabindex="-1">
${body}
</main>
</div>
<footer class="bottom"><p>Built from the published schema (schema.graphql) when the site was built.</p></footer>
</body>
</html>
`;
}
