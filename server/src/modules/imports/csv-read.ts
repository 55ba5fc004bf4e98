import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { MESSAGES } from '@evbazaar/common';
import { BadInput } from '../../lib/errors';

/** The largest spreadsheet an import reads: 10 MB (the upload limit) and 20,000 rows after the header. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

/** One row of a spreadsheet: its number (1 for the first row after the header) and its cells by column. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

const BOM = '\uFEFF';
const SLICE = 64 * 1024;

/**
 * The separator of a spreadsheet: Excel saves `;` where the decimal mark is a comma. Told by the
 * header line, the one line whose cells we know hold no separators of their own.
 */
export function separatorOf(text: string): ',' | ';' {
  const newline = text.indexOf('\n');
  const header = newline === -1 ? text : text.slice(0, newline);
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** A cell our export neutralised (`'=1+2`): read back as it was written. */
export const unneutralise = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

/**
 * Reads a UTF-8 CSV (Excel's BOM and `;` tolerated) row by row, streaming, without keeping the
 * parsed rows; the header names the columns (trimmed, lower-case). Refuses a file with a column the
 * kind does not read, missing a required one, or over IMPORT_MAX_ROWS rows.
 */
export async function* readCsv(bytes: Buffer, { columns, required }: { columns: readonly string[]; required: readonly string[] }): AsyncGenerator<CsvRecord> {
  let text = bytes.toString('utf8');
  if (text.startsWith(BOM)) text = text.slice(1);
  if (!text.trim()) throw new BadInput(MESSAGES.imports.emptyFile, { file: MESSAGES.imports.emptyFile });
  // fed in slices, so a big file is parsed a slice per turn of the event loop
  const slices = (function* () {
    for (let i = 0; i < text.length;) {
      let end = Math.min(i + SLICE, text.length);
      // never between the two halves of a character outside the basic plane
      if (end < text.length && /[\uDC00-\uDFFF]/.test(text[end])) end += 1;
      yield text.slice(i, end);
      i = end;
    }
  })();
  const parser = Readable.from(slices).pipe(parse({ delimiter: separatorOf(text), relax_column_count: true, skip_empty_lines: true, trim: false }));
  let header: string[] | undefined;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = record.map((name) => name.trim().toLowerCase());
        const unknown = header.filter((name) => name && !columns.includes(name));
        if (unknown.length) throw new BadInput(MESSAGES.imports.unknownColumns(unknown), { file: MESSAGES.imports.unknownColumns(unknown) });
        const missing = required.filter((name) => !header!.includes(name));
        if (missing.length) throw new BadInput(MESSAGES.imports.missingColumns(missing), { file: MESSAGES.imports.missingColumns(missing) });
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      row += 1;
      if (row > IMPORT_MAX_ROWS) throw new BadInput(MESSAGES.imports.tooManyRows(IMPORT_MAX_ROWS), { file: MESSAGES.imports.tooManyRows(IMPORT_MAX_ROWS) });
      const cells: Record<string, string> = {};
      header.forEach((name, i) => {
        if (name) cells[name] = unneutralise((record[i] ?? '').trim());
      });
      yield { row, cells };
    }
  } catch (error) {
    if (error instanceof BadInput) throw error;
    const message = MESSAGES.imports.unreadable((error as Error).message);
    throw new BadInput(message, { file: message });
  }
}
