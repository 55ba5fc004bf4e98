import { Heading, Stack } from '@chakra-ui/react';
import { COMPARISON_SECTIONS } from '@evbazaar/common/src/domain/catalogue';
import { comparisonsText } from '@evbazaar/common/src/i18n/text/comparisons.generated';
import { Th, Tr } from '../../components/dashboard-table';
import { SpecTable, specTableRows } from '../../components/spec-table';
import { useT } from '../../lib/i18n';
import type { ComparisonVehicleFragment } from './comparisons.generated';

/** General, Power And Performance and Features, one column per vehicle; a missing value shows N/A. */
export function SpecTables({ vehicles }: { vehicles: readonly ComparisonVehicleFragment[] }) {
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
            rows={specTableRows(section.rows, vehicles)}
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
