import { chakra, CloseButton, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DashboardSwitch, Th } from '../../components/dashboard-table';
import { VehicleImage } from '../../components/vehicle-image';
import { SpecCell, SpecRowLabel, SpecRowView, SpecTable } from '../../components/spec-table';
import { compareRows, type ComparedVehicle } from './compare-rows';
import { MESSAGES } from '../../lib/messages';

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
      <chakra.label display="inline-flex" alignItems="center" gap="3" alignSelf="flex-start" cursor="pointer" fontWeight="medium">
        <DashboardSwitch checked={differencesOnly} label="Show only differences" onChange={onDifferencesOnlyChange} />
        Show only differences
      </chakra.label>
      <SpecTable
        label="Vehicle comparison"
        highlightBest
        minW={`${130 + vehicles.length * 140}px`}
        rows={rows}
        after={(row) => (row.label === PRICE_ROW ? onRoadPriceRow?.(vehicles) : null)}
        head={
          <tr>
            <Th position="sticky" left="0" zIndex="1" w="32">
              <Text srOnly>Specification</Text>
            </Th>
            {vehicles.map((v) => (
              <Th key={v.id} scope="col" verticalAlign="top" bg="white" whiteSpace="normal">
                <Stack gap="2" position="relative">
                  <CloseButton size="2xs" position="absolute" top="0" right="0" aria-label={`Remove ${v.name}`} onClick={() => onRemove(v)} />
                  <VehicleImage vehicle={v} width={160} maxW="40" />
                  <Link asChild fontWeight="semibold" color="brand.fg" pe="6">
                    <RouterLink to={`/products/${v.slug}`}>{v.name}</RouterLink>
                  </Link>
                </Stack>
              </Th>
            ))}
          </tr>
        }
      />
      {differencesOnly && rows.length === 0 && <Text color="fg.muted">{MESSAGES.search.compareSame}</Text>}
    </Stack>
  );
}

/** The row, cell and row label of the shared specification table, for the on-road price slot's row. */
export { SpecRowView as CompareRowView, SpecCell as CompareCell, SpecRowLabel as CompareRowLabel };
