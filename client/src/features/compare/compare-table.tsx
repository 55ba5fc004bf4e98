import { Badge, chakra, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DashboardSwitch, DataTable, Td, Th } from '../../components/dashboard-table';
import { SafeImage } from '../../components/safe-image';
import { compareRows, type ComparedVehicle } from './compare-rows';

const PRICE_ROW = 'Price (ex-showroom)';

/**
 * The compare table: one column per vehicle, the best value of a row highlighted (and named
 * "Best" for screen readers), rows where all agree hidden with "show only differences".
 * `onRoadPriceRow` is the slot of the on-road price row for the visitor's state (issue 12
 * item 3, the pricing work): a <tr> (label cell + one cell per vehicle) rendered right after
 * the ex-showroom price.
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
      <chakra.label
        display="inline-flex"
        alignItems="center"
        gap="3"
        alignSelf="flex-start"
        cursor="pointer"
        fontWeight="medium"
      >
        <DashboardSwitch checked={differencesOnly} label="Show only differences" onChange={onDifferencesOnlyChange} />
        Show only differences
      </chakra.label>
      <DataTable label="Vehicle comparison" minW={`${130 + vehicles.length * 140}px`}>
        <thead>
          <tr>
            <Th position="sticky" left="0" zIndex="1" w="32">
              <Text srOnly>Specification</Text>
            </Th>
            {vehicles.map((v) => (
              <Th key={v.id} scope="col" verticalAlign="top" bg="white" whiteSpace="normal">
                <Stack gap="2" position="relative">
                  <CloseButton
                    size="2xs"
                    position="absolute"
                    top="0"
                    right="0"
                    aria-label={`Remove ${v.name}`}
                    onClick={() => onRemove(v)}
                  />
                  <SafeImage
                    src={v.images[0]}
                    alt={v.name}
                    width={160}
                    height={104}
                    w="full"
                    maxW="40"
                    h="auto"
                    aspectRatio="20 / 13"
                    objectFit="contain"
                    bg="gray.50"
                  />
                  <Link asChild fontWeight="semibold" color="brand.fg" pe="6">
                    <RouterLink to={`/products/${v.slug}`}>{v.name}</RouterLink>
                  </Link>
                </Stack>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CompareRowView key={row.label} label={row.label} cells={row.cells} best={row.best}>
              {row.label === PRICE_ROW ? onRoadPriceRow?.(vehicles) : null}
            </CompareRowView>
          ))}
        </tbody>
      </DataTable>
      {differencesOnly && rows.length === 0 && (
        <Text color="fg.muted">These vehicles have the same specifications.</Text>
      )}
    </Stack>
  );
}

export function CompareRowView({
  label,
  cells,
  best,
  rowKey,
  children,
}: {
  label: ReactNode;
  cells: string[];
  best: number[];
  /** the row's data-row name when the label is not a plain text */
  rowKey?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <tr data-row={rowKey ?? (typeof label === 'string' ? label : undefined)}>
        <Th scope="row" position="sticky" left="0" zIndex="1" whiteSpace="normal">
          {label}
        </Th>
        {cells.map((cell, i) => {
          const isBest = best.includes(i);
          return (
            <Td
              key={i}
              bg={isBest ? 'green.50' : undefined}
              fontWeight={isBest ? 'semibold' : undefined}
              data-best={isBest || undefined}
            >
              <HStack gap="2" wrap="wrap">
                <span>{cell}</span>
                {isBest && (
                  <Badge colorPalette="green" size="sm">
                    Best
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

/** A cell for the on-road price slot's row, styled like the others. */
export const CompareCell = Td;
export const CompareRowLabel = ({ children }: { children: ReactNode }) => (
  <Th scope="row" position="sticky" left="0" zIndex="1" whiteSpace="normal">
    {children}
  </Th>
);
