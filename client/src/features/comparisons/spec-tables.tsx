import { Heading, Stack } from '@chakra-ui/react';
import { DataTable, Td, Th, Tr } from '../../components/dashboard-table';
import type { ComparisonVehicleFragment } from './comparisons.generated';
import { SPEC_SECTIONS } from './spec-rows';

/** General, Power And Performance and Features, one column per vehicle. */
export function SpecTables({ vehicles }: { vehicles: readonly ComparisonVehicleFragment[] }) {
  return (
    <Stack gap="6">
      {SPEC_SECTIONS.map((section) => (
        <Stack key={section.title} gap="2">
          <Heading as="h2" size="md">
            {section.title}
          </Heading>
          <DataTable label={section.title}>
            <thead>
              <Tr>
                <Th minW="32">Specification</Th>
                {vehicles.map((v) => (
                  <Th key={v.id} minW="32" whiteSpace="normal">
                    {v.name}
                  </Th>
                ))}
              </Tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <Tr key={row.label}>
                  <Td fontWeight="medium">{row.label}</Td>
                  {vehicles.map((v) => (
                    <Td key={v.id}>{row.value(v)}</Td>
                  ))}
                </Tr>
              ))}
            </tbody>
          </DataTable>
        </Stack>
      ))}
    </Stack>
  );
}
