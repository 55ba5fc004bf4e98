import { Badge, Box, CloseButton, HStack, Link, Stack, Switch, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import { compareRows, type ComparedVehicle } from './compare-rows';

/**
 * The compare table: one column per vehicle, the best value of a row highlighted (and named
 * "Best" for screen readers), rows where all agree hidden with "show only differences".
 * `onRoadPriceRow` is the slot of the on-road price row for the visitor's state (issue 12
 * item 3, the pricing work): a <Table.Row> rendered right after the ex-showroom price.
 */
export function CompareTable({
  vehicles,
  differencesOnly,
  onDifferencesOnlyChange,
  onRemove,
  onRoadPriceRow,
}: {
  vehicles: readonly ComparedVehicle[];
  differencesOnly: boolean;
  onDifferencesOnlyChange: (on: boolean) => void;
  onRemove: (vehicle: ComparedVehicle) => void;
  onRoadPriceRow?: (vehicles: readonly ComparedVehicle[]) => ReactNode;
}) {
  const rows = compareRows(vehicles, differencesOnly);
  return (
    <Stack gap="4">
      <Switch.Root checked={differencesOnly} onCheckedChange={(e) => onDifferencesOnlyChange(e.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Show only differences</Switch.Label>
      </Switch.Root>
      <Box overflowX="auto" borderWidth="1px" rounded="lg" bg="white">
        <Table.Root size="sm" minW={`${140 + vehicles.length * 150}px`} aria-label="Vehicle comparison">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader position="sticky" left="0" bg="white" zIndex="1" w="36">
                <Text srOnly>Specification</Text>
              </Table.ColumnHeader>
              {vehicles.map((v) => (
                <Table.ColumnHeader key={v.id} verticalAlign="top" scope="col">
                  <Stack gap="2" position="relative">
                    <CloseButton size="2xs" position="absolute" top="0" right="0" aria-label={`Remove ${v.name}`} onClick={() => onRemove(v)} />
                    <SafeImage src={v.images[0]} alt={v.name} width={160} height={104} w="full" maxW="40" h="auto" aspectRatio="20 / 13" objectFit="contain" bg="gray.50" />
                    <Link asChild fontWeight="semibold" color="brand.fg" pe="6">
                      <RouterLink to={`/products/${v.slug}`}>{v.name}</RouterLink>
                    </Link>
                  </Stack>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <CompareRowView key={row.label} label={row.label} cells={row.cells} best={row.best}>
                {row.label === 'Price (ex-showroom)' ? onRoadPriceRow?.(vehicles) : null}
              </CompareRowView>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {differencesOnly && rows.length === 0 && <Text color="fg.muted">These vehicles have the same specifications.</Text>}
    </Stack>
  );
}

function CompareRowView({ label, cells, best, children }: { label: string; cells: string[]; best: number[]; children?: ReactNode }) {
  return (
    <>
      <Table.Row data-row={label}>
        <Table.Cell as="th" position="sticky" left="0" bg="white" zIndex="1" fontWeight="medium" color="fg.muted" textAlign="start" {...{ scope: 'row' }}>
          {label}
        </Table.Cell>
        {cells.map((cell, i) => {
          const isBest = best.includes(i);
          return (
            <Table.Cell key={i} bg={isBest ? 'green.50' : undefined} fontWeight={isBest ? 'semibold' : undefined} data-best={isBest || undefined}>
              <HStack gap="2" wrap="wrap">
                <span>{cell}</span>
                {isBest && (
                  <Badge colorPalette="green" size="sm">
                    Best
                  </Badge>
                )}
              </HStack>
            </Table.Cell>
          );
        })}
      </Table.Row>
      {children}
    </>
  );
}
