import type { Locale } from './format/locale';

/**
 * The hand-off between the server and the client's server entry (client/src/entry-server.tsx,
 * built apart from the server): declared once here so both sides compile against one shape.
 */

export interface RenderOptions {
  /** GraphQL in the same process (the server's inject), never over the network */
  fetch: typeof fetch;
  /** the site's public origin, for canonical and Open Graph links */
  origin: string;
  /** give up (and let the browser render) after this long */
  timeoutMs?: number;
}

export type RenderResult =
  | { clientOnly: true }
  | {
      clientOnly: false;
      status: number;
      /** the page's language, for `<html lang>` (decided by its URL) */
      lang: Locale;
      /** <title>, <meta>, <link> tags the page asked for (React hoists them to the front), then its styles */
      head: string;
      /** the markup of #root */
      body: string;
      /** the JSON block with the urql answers and the render's state, for hydration */
      data: string;
      /** Vite manifest keys of the page modules rendered (their chunks get preloaded) */
      modules: string[];
    };

/** What the built server entry exports. */
export interface EntryServer {
  /** The address a page is cached and rendered under: its path and only the query parameters its route reads, sorted. */
  pageUrl(url: string): string;
  render(url: string, options: RenderOptions): Promise<RenderResult>;
}
