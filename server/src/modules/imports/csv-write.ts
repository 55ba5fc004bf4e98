import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first: CSV injection) is written
 * with a leading apostrophe, which spreadsheets show as text; the import reads it back unchanged.
 */
export const neutralise = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);

/**
 * A streaming CSV: the header, then each row as the source yields it, every cell neutralised.
 * Rows are read from the source as the client takes them (back-pressure), never all in memory.
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<readonly string[]>): Readable {
  const out = stringify({ record_delimiter: '\n' });
  const source = Readable.from(
    (async function* () {
      yield [...columns];
      for await (const row of rows) yield row.map(neutralise);
    })(),
    { objectMode: true },
  );
  source.on('error', (error) => out.destroy(error));
  return source.pipe(out);
}

/** A whole small CSV in memory (the plan's error list). */
export async function csvText(columns: readonly string[], rows: readonly (readonly string[])[]): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(
    columns,
    (async function* () {
      yield* rows;
    })(),
  ))
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
