import { chakra, CloseButton, Link, Stack, Text } from '@chakra-ui/react';
import { COMPARE_PAGE_SPECS, bestOf, vehicleTypeLabel, type SpecFacts, type SpecRow } from '@evbazaar/common/src/domain/catalogue';
import { compareText } from '@evbazaar/common/src/i18n/text/compare.generated';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DashboardSwitch, Th } from '../../components/dashboard-table';
import { VehicleImage } from '../../components/vehicle-image';
import { SpecCell, SpecRowLabel, SpecRowView, SpecTable, specTableRows, type SpecTableRow } from '../../components/spec-table';
import { compareRows, type CompareRow, type ComparedVehicle } from './compare-rows';
import { formatPrice } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';

const PRICE_ROW = 'Price (ex-showroom)';

/** The specification rows in the page's language (the product page's spec sheet makes them; the route hands them over). */
export type SpecRowsOf = (rows: readonly SpecRow[], vehicles: readonly SpecFacts[]) => SpecTableRow[];

const TYPE_KEYS = { SCOOTER: 'type.scooter', BIKE: 'type.bike', FOUR_WHEELER: 'type.fourWheeler', COMMERCIAL: 'type.commercial' } as const;

/**
 * The compare table's rows in the page's language, and which is the ex-showroom price's (the
 * on-road row follows it): English is compareRows' own (the spec's words); Hindi the same rows
 * with the catalog's labels, the shared formatters' units and the full price.
 */
function useCompareRows(
  vehicles: readonly ComparedVehicle[],
  differencesOnly: boolean,
  specRows: SpecRowsOf = specTableRows,
): { rows: CompareRow[]; isPriceRow: (row: CompareRow) => boolean } {
  const locale = useLocale();
  const t = useT(compareText);
  if (locale === 'en') return { rows: compareRows(vehicles, differencesOnly), isPriceRow: (row) => row.label === PRICE_ROW };
  const blank = t('blank');
  const leading = [
    { label: t('row.brand'), cells: vehicles.map((v) => v.brand?.name ?? blank), best: [] },
    {
      label: t('row.vehicleType'),
      cells: vehicles.map((v) => {
        const key = (TYPE_KEYS as Partial<Record<string, (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS]>>)[v.vehicleType];
        return key ? t(key) : vehicleTypeLabel(v.vehicleType);
      }),
      best: [],
    },
    {
      label: t('row.price'),
      cells: vehicles.map((v) => (typeof v.price === 'number' ? formatPrice(v.price) : blank)),
      best: bestOf(
        vehicles.map((v) => v.price),
        'lower',
      ),
    },
  ].map((r) => ({ ...r, same: r.cells.every((c) => c === r.cells[0]) }));
  const all = [...leading, ...specRows(COMPARE_PAGE_SPECS, vehicles)];
  const priceLabel = t('row.price');
  return { rows: differencesOnly && vehicles.length > 1 ? all.filter((r) => !r.same) : all, isPriceRow: (row) => row.label === priceLabel };
}

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
  specRows,
}: {
  vehicles: readonly ComparedVehicle[];
  differencesOnly: boolean;
  onDifferencesOnlyChange: (on: boolean) => void;
  onRemove: (vehicle: ComparedVehicle) => void;
  onRoadPriceRow?: (vehicles: readonly ComparedVehicle[]) => ReactNode;
  /** the specification rows in the page's language (Hindi labels and units); the spec's English rows without */
  specRows?: SpecRowsOf;
}) {
  const { rows, isPriceRow } = useCompareRows(vehicles, differencesOnly, specRows);
  const t = useT(compareText);
  return (
    <Stack gap="4">
      <chakra.label display="inline-flex" alignItems="center" gap="3" alignSelf="flex-start" cursor="pointer" fontWeight="medium">
        <DashboardSwitch checked={differencesOnly} label={t('showDifferences')} onChange={onDifferencesOnlyChange} />
        {t('showDifferences')}
      </chakra.label>
      <SpecTable
        label={t('tableLabel')}
        highlightBest
        minW={`${130 + vehicles.length * 140}px`}
        rows={rows}
        after={(row) => (isPriceRow(row) ? onRoadPriceRow?.(vehicles) : null)}
        head={
          <tr>
            <Th position="sticky" left="0" zIndex="1" w="32">
              <Text srOnly>{t('specification')}</Text>
            </Th>
            {vehicles.map((v) => (
              <Th key={v.id} scope="col" verticalAlign="top" bg="white" whiteSpace="normal">
                <Stack gap="2" position="relative">
                  <CloseButton size="2xs" position="absolute" top="0" right="0" aria-label={t('removeVehicle', { name: v.name })} onClick={() => onRemove(v)} />
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
      {differencesOnly && rows.length === 0 && <Text color="fg.muted">{t('same')}</Text>}
    </Stack>
  );
}

/** The row, cell and row label of the shared specification table, for the on-road price slot's row. */
export { SpecRowView as CompareRowView, SpecCell as CompareCell, SpecRowLabel as CompareRowLabel };
