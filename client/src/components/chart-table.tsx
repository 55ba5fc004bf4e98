import { Box, Table } from '@chakra-ui/react';

/**
 * The figures a chart draws, as a table (WCAG 1.1.1: a chart needs a text alternative that holds
 * its data): folded under the chart behind a "Show … as a table" line that opens it, so sighted
 * visitors can read exact numbers too, and screen readers find a real table with headers.
 */
export function ChartTable({ title, columns, rows }: { title: string; columns: readonly string[]; rows: readonly (readonly (string | number)[])[] }) {
  return (
    <Box as="details" px="2" mt="2" data-testid="chart-table">
      <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="medium" fontSize="sm" py="1" minH="6" w="fit-content">
        Show {title} as a table
      </Box>
      <Table.Root size="sm" mt="2">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="1">
          {title}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, i) => (
              <Table.ColumnHeader key={column} scope="col" textAlign={i === 0 ? 'start' : 'end'}>
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([name, ...values], i) => (
            <Table.Row key={`${i}-${name}`}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {name}
              </Table.Cell>
              {values.map((value, j) => (
                <Table.Cell key={columns[j + 1] ?? j} textAlign="end">
                  {value}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
