import { Heading, Stack } from '@chakra-ui/react';
import { COMPARISON_SECTIONS } from '@evbazaar/common/src/domain/catalogue';
import { comparisonsText } from '@evbazaar/common/src/i18n/text/comparisons.generated';
import { Th, Tr } from '../../components/dashboard-table';
import { SpecTable, specTableRows, type SpecTableRow } from '../../components/spec-table';
import { useT } from '../../lib/i18n';
import type { ComparisonVehicleFragment } from './comparisons.generated';

/**
 * General, Power And Performance and Features, one column per vehicle; a missing value shows N/A.
 * `specRows` gives the rows in the page's language (the route hands over the spec sheet's); English by default.
 */
export function SpecTables({
  vehicles,
  specRows = specTableRows,
}: {
  vehicles: readonly ComparisonVehicleFragment[];
  specRows?: (rows: Parameters<typeof specTableRows>[0], vehicles: readonly ComparisonVehicleFragment[]) => SpecTableRow[];
}) {
  const t = useT(comparisonsText);
  // the section's title as a select key: 'Power And Performance' → PowerAndPerformance
  const titleOf = (title: string) => t('section', { title: title.replace(/ /g, '') });
  return (
    <Stack gap="6">
      {COMPARISON_SECTIONS.map((section) => (
        <Stack key={section.title} gap="2">
          <Heading as="h2" size="md">
            {titleOf(section.title)}
          </Heading>
          <SpecTable
            label={titleOf(section.title)}
            rows={specRows(section.rows, vehicles)}
            head={
              <Tr>
                <Th minW="32">{t('specification')}</Th>
                {vehicles.map((v) => (
                  <Th key={v.id} minW="32" whiteSpace="normal">
                    {v.name}
                  </Th>
                ))}
              </Tr>
            }
          />
        </Stack>
      ))}
    </Stack>
  );
}
