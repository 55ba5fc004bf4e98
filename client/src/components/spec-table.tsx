import { Badge, HStack } from '@chakra-ui/react';
import { bestOf, specNumber, specText, type SpecFacts, type SpecRow } from '@evbazaar/common/src/domain/catalogue';
import type { ReactNode } from 'react';
import { DataTable, Td, Th } from './dashboard-table';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';

/** One shown row of a specification table: a text per vehicle and which of them hold the best value. */
export interface SpecTableRow {
  label: string;
  cells: string[];
  /** indexes of the cells with the best value; empty when the row has no better or worse */
  best: number[];
  /** every vehicle shows the same text */
  same: boolean;
  /** a cell's `lang` where it differs from the page's (an English fallback on a Hindi page) */
  langs?: ('en' | undefined)[];
}

/** The shown rows of the kernel's specification rows (label, unit, blank, better) for some vehicles. */
export function specTableRows(rows: readonly SpecRow[], vehicles: readonly SpecFacts[]): SpecTableRow[] {
  return rows.map((row) => {
    const cells = vehicles.map((v) => specText(row, v));
    return {
      label: row.label,
      cells,
      best: bestOf(
        vehicles.map((v) => specNumber(row, v)),
        row.better,
      ),
      same: cells.every((c) => c === cells[0]),
    };
  });
}

/**
 * Every specification table (the product page, the compare page, the public comparison page): a
 * label column and one column per vehicle. With `highlightBest` (the compare page) the best value
 * of a row is highlighted and named "Best" for screen readers. `head` is the table's header row,
 * if any; `after` puts a row (such as the on-road price) right after the row of that label.
 */
export function SpecTable({
  label,
  rows,
  head,
  after,
  minW,
  labelW,
  highlightBest = false,
}: {
  label: string;
  rows: readonly SpecTableRow[];
  head?: ReactNode;
  after?: (row: SpecTableRow) => ReactNode;
  minW?: string;
  /** the label column's width, so tables stacked one under another line up (the product page's groups) */
  labelW?: string;
  highlightBest?: boolean;
}) {
  return (
    <DataTable label={label} minW={minW}>
      {head && <thead>{head}</thead>}
      <tbody>
        {rows.map((row) => (
          <SpecRowView key={row.label} label={row.label} cells={row.cells} langs={row.langs} best={highlightBest ? row.best : []} labelW={labelW}>
            {after?.(row)}
          </SpecRowView>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The row label cell, sticky so it stays in view while a wide table scrolls sideways. */
export const SpecRowLabel = ({ children, w }: { children: ReactNode; w?: string }) => (
  <Th scope="row" position="sticky" left="0" zIndex="1" whiteSpace="normal" w={w}>
    {children}
  </Th>
);

/** A cell of a specification row. */
export const SpecCell = Td;

/** One row: its label and a cell per vehicle, the best ones highlighted; `children` follow it. */
export function SpecRowView({
  label,
  cells,
  langs,
  best,
  rowKey,
  labelW,
  children,
}: {
  label: ReactNode;
  cells: string[];
  langs?: ('en' | undefined)[];
  best: number[];
  /** the row's data-row name when the label is not a plain text */
  rowKey?: string;
  labelW?: string;
  children?: ReactNode;
}) {
  const t = useT(layoutText);
  return (
    <>
      <tr data-row={rowKey ?? (typeof label === 'string' ? label : undefined)}>
        <SpecRowLabel w={labelW}>{label}</SpecRowLabel>
        {cells.map((cell, i) => {
          const isBest = best.includes(i);
          return (
            <Td key={i} bg={isBest ? 'green.50' : undefined} fontWeight={isBest ? 'semibold' : undefined} data-best={isBest || undefined}>
              <HStack gap="2" wrap="wrap">
                <span lang={langs?.[i]}>{cell}</span>
                {isBest && (
                  <Badge colorPalette="green" size="sm">
                    {t('spec.best')}
                  </Badge>
                )}
              </HStack>
            </Td>
          );
        })}
      </tr>
      {children}
    </>
  );
}
