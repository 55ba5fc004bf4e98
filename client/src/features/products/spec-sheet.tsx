import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  PRODUCT_PAGE_SECTIONS,
  SPEC_GROUPS,
  bestOf,
  specNumber,
  specValue,
  statedSections,
  type SpecFacts,
  type SpecRow,
} from '@evbazaar/common/src/domain/catalogue';
import { formatDistanceKm, formatEnergyKwh, formatHours } from '@evbazaar/common/src/format';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import type { KeyOf } from '@evbazaar/common/src/i18n/namespace';
import { useMemo } from 'react';
import { SpecTable, specTableRows, type SpecTableRow } from '../../components/spec-table';
import { langOfText, useLocale, useT } from '../../lib/i18n';

type ProductKey = KeyOf<typeof productText>;

/** A figure with the row's unit in Hindi: the shared formatters where there is one, the catalog's unit words elsewhere. */
const UNIT_KEYS: Record<string, ProductKey> = {
  km: 'unit.km',
  'km/hr': 'unit.kmPerHour',
  s: 'unit.seconds',
  W: 'unit.watts',
  Nm: 'unit.newtonMetres',
  kg: 'unit.kg',
  years: 'unit.years',
};

/**
 * The specification rows in the page's language: English is the kernel's own text (the spec's
 * labels and units); Hindi names each row by its key and writes its units as Hindi readers do.
 * `label` names a row (and a group by its title), `rows` makes a table's rows for some vehicles.
 */
export function useSpecText() {
  const locale = useLocale();
  const t = useT(productText);
  return useMemo(() => {
    const groupTitle = (title: string) => {
      const group = SPEC_GROUPS.find((g) => g.title === title);
      return locale === 'en' || !group ? title : t(`specs.group.${group.key}`);
    };
    const label = (row: SpecRow) => (locale === 'en' ? row.label : t(`specs.row.${row.key}`));
    const text = (row: SpecRow, facts: SpecFacts): string => {
      const value = specValue(row, facts);
      if (value === null) return t('specs.blank');
      if (row.kind === 'yes-no') return value ? t('specs.yes') : t('specs.no');
      if (row.kind === 'number' && typeof value === 'number') {
        if (row.unit === 'km') return formatDistanceKm(value, locale);
        if (row.unit === 'kWh') return formatEnergyKwh(value, locale);
        if (row.unit === 'Hr') return formatHours(value, locale);
      }
      if (row.kind === 'number' || row.kind === 'span') {
        const key = UNIT_KEYS[row.unit];
        return key ? t(key as 'unit.km', { value: String(value) }) : `${value} ${row.unit}`;
      }
      return String(value);
    };
    const rows = (specRows: readonly SpecRow[], vehicles: readonly SpecFacts[]): SpecTableRow[] => {
      if (locale === 'en') return specTableRows(specRows, vehicles);
      return specRows.map((row) => {
        const cells = vehicles.map((v) => text(row, v));
        return {
          label: label(row),
          cells,
          // the key features are the item's own text: English where it has no Hindi list
          langs: row.kind === 'list' ? cells.map((cell) => langOfText(cell, locale)) : undefined,
          best: bestOf(
            vehicles.map((v) => specNumber(row, v)),
            row.better,
          ),
          same: cells.every((c) => c === cells[0]),
        };
      });
    };
    return { groupTitle, label, text, rows };
  }, [locale, t]);
}

/**
 * The product page's whole specification sheet: the kernel's groups (battery and charging,
 * performance, dimensions and practicality, features and connectivity), each a heading over a
 * two-column table, with only the rows the vehicle states; a group it states nothing of is left out.
 */
export function SpecSheet({ product }: { product: SpecFacts }) {
  const t = useT(productText);
  const specs = useSpecText();
  const sections = statedSections(PRODUCT_PAGE_SECTIONS, product);
  if (sections.length === 0) return <Text color="fg.muted">{t('specs.empty')}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }} alignItems="start">
      {sections.map((section) => (
        <Stack key={section.title} gap="2" data-spec-group={section.title}>
          <Heading as="h3" size="md">
            {specs.groupTitle(section.title)}
          </Heading>
          <SpecTable label={specs.groupTitle(section.title)} rows={specs.rows(section.rows, [product])} labelW="42%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
