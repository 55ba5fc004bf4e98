import fs from 'node:fs';
import path from 'node:path';
import { webcrypto } from 'node:crypto';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { AddToWishlistDocument } from '../components/wishlist.generated';
import { ProductsDocument } from '../features/products/products.generated';
import { createUrqlClient } from './urql';

/**
 * The web client sends its operations by hash, never with their documents (docs/decisions/0057):
 * every request the real urql client makes goes through an intercepted fetch here, and its hash
 * must be the one the server's manifest (built by `npm run codegen`) holds for that operation.
 */

interface Sent {
  url: URL;
  method: string;
  body: Record<string, unknown> | null;
}

// the manifest is the server's: read as a file, the way the two sides agree (the client never imports the server)
const MANIFEST = path.resolve(__dirname, '../../../server/src/gql/persisted-operations.json');
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, { sha256Hash: string; document: string }>;

// jsdom's window.crypto has no digest: the page's Web Crypto is Node's own implementation here
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

/** A real urql client whose fetch records what would go on the wire and answers an empty result. */
function recordingClient() {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: new URL(String(input), 'https://evbazaar.test'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    return new Response(JSON.stringify({ data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { client: createUrqlClient(null, { fetch }), sent };
}

/** The operation's `extensions`, `query` and name as sent, whether in the address (GET) or the body (POST). */
function sentParts(request: Sent) {
  if (request.method === 'GET') {
    const params = request.url.searchParams;
    return { query: params.get('query'), operationName: params.get('operationName'), extensions: JSON.parse(params.get('extensions') ?? 'null') };
  }
  return { query: request.body?.query ?? null, operationName: request.body?.operationName, extensions: request.body?.extensions };
}

const operationOf = (document: DocumentNode) => document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

describe('persisted queries', () => {
  it('sends a catalogue query as GET by its hash, without the document', async () => {
    const { client, sent } = recordingClient();
    await client.query(ProductsDocument, { filter: { vehicleType: 'SCOOTER', limit: 12 } }).toPromise();
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('GET');
    expect(sent[0].url.pathname).toBe('/graphql');
    expect(sent[0].url.searchParams.has('query')).toBe(false);
    expect(sentParts(sent[0])).toEqual({
      query: null,
      operationName: 'Products',
      extensions: { persistedQuery: { version: 1, sha256Hash: manifest.Products.sha256Hash } },
    });
    expect(JSON.parse(sent[0].url.searchParams.get('variables')!)).toEqual({ filter: { vehicleType: 'SCOOTER', limit: 12 } });
  });

  it('sends a mutation as POST by its hash, without the document', async () => {
    const { client, sent } = recordingClient();
    await client.mutation(AddToWishlistDocument, { productId: 'p1' }).toPromise();
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toEqual({
      operationName: 'AddToWishlist',
      variables: { productId: 'p1' },
      extensions: { persistedQuery: { version: 1, sha256Hash: manifest.AddToWishlist.sha256Hash } },
    });
  });

  it("sends every operation of the client by the manifest's hash for it", async () => {
    const src = path.resolve(__dirname, '..');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.generated.ts'));
    const seen = new Set<string>();
    for (const file of files) {
      const module = (await import(path.join(src, file))) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        const document = value as DocumentNode;
        if (document?.kind !== Kind.DOCUMENT) continue;
        const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) ? operationOf(document) : undefined;
        if (!operation?.name) continue;
        const { client, sent } = recordingClient();
        const run = operation.operation === 'mutation' ? client.mutation(document, {}) : client.query(document, {});
        await run.toPromise();
        const name = operation.name.value;
        const parts = sentParts(sent[0]);
        expect({ name, method: sent[0].method, query: parts.query, hash: parts.extensions?.persistedQuery?.sha256Hash }).toEqual({
          name,
          method: operation.operation === 'mutation' ? 'POST' : 'GET',
          query: null,
          hash: manifest[name]?.sha256Hash,
        });
        seen.add(name);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(manifest).sort());
  });
});
