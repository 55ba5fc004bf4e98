// The manifest of the web client's operations (docs/decisions/0057): for each operation, the SHA-256
// of its document exactly as the client would send it, and that document, which the server runs
// when the client sends only the hash. Written to server/src/gql/persisted-operations.json by
// `npm run codegen` (after graphql-codegen, from the documents it generated beside each
// client/src/**/*.graphql) and compared by `npm run codegen:check`; never edited by hand.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDocument, stringifyDocument } from '@urql/core';
import { Kind, type DocumentNode } from 'graphql';

export const MANIFEST_PATH = 'server/src/gql/persisted-operations.json';

export interface PersistedOperation {
  sha256Hash: string;
  document: string;
}

const isDocument = (value: unknown): value is DocumentNode => (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT;

/**
 * The text the client sends for a document: urql's cache exchange adds `__typename` to every
 * selection (formatDocument) and the fetch exchange prints that (stringifyDocument). The same
 * two functions here, so the hash is the one the client computes over what it would send.
 */
export const sentText = (document: DocumentNode) => stringifyDocument(formatDocument(document));

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every operation document the generated client modules export, by operation name. */
async function clientOperations(): Promise<Map<string, DocumentNode>> {
  const files = fs
    .readdirSync('client/src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.generated.ts'))
    .sort();
  const operations = new Map<string, DocumentNode>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.resolve('client/src', file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!isDocument(value)) continue;
      const operation = value.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (!operation?.name) continue;
      if (operations.has(operation.name.value)) throw new Error(`two client operations are named ${operation.name.value}`);
      operations.set(operation.name.value, value);
    }
  }
  return operations;
}

/** The manifest's text: operations sorted by name, one per line, so a change shows as a one-line diff. */
export async function buildManifest(): Promise<string> {
  const operations = await clientOperations();
  const lines = [...operations.keys()].sort().map((name) => {
    const document = sentText(operations.get(name)!);
    const entry: PersistedOperation = { sha256Hash: sha256Hex(document), document };
    return `  ${JSON.stringify(name)}: ${JSON.stringify(entry)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

// `node --import tsx scripts/codegen/persisted-operations.ts` writes the manifest
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildManifest()
    .then((text) => {
      fs.writeFileSync(MANIFEST_PATH, text);
      console.log(`wrote ${MANIFEST_PATH} (${text.split('\n').length - 3} operations)`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
