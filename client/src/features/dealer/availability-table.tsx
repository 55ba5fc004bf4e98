import { Badge, IconButton, NativeSelect } from '@chakra-ui/react';
import { DataTable, Td, Th, Tr } from '../../components/dashboard-table';
import type { MyProductAvailabilityQuery } from './dealer.generated';
import { DeleteIcon } from '../../components/icons';

type Entry = MyProductAvailabilityQuery['myProductAvailability'][number];

/** The shop's entries: product, Available / Not Available, a switch of the flag and delete. */
export function AvailabilityTable({
  entries,
  onChange,
  onDelete,
}: {
  entries: readonly Entry[];
  onChange: (entry: Entry, isAvailable: boolean) => void;
  onDelete: (entry: Entry) => void;
}) {
  return (
    <DataTable>
      <thead>
        <Tr>
          <Th>Product</Th>
          <Th>Availability</Th>
          <Th textAlign="end">Actions</Th>
        </Tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <Tr key={entry.id} data-testid="availability-row">
            <Td fontWeight="medium">{entry.product.name}</Td>
            <Td>
              <Badge colorPalette={entry.isAvailable ? 'green' : 'gray'} display={{ base: 'none', sm: 'inline-flex' }} me="2">
                {entry.isAvailable ? 'Available' : 'Not Available'}
              </Badge>
              <NativeSelect.Root size="sm" width="40" display="inline-flex">
                <NativeSelect.Field
                  aria-label={`Availability of ${entry.product.name}`}
                  value={String(entry.isAvailable)}
                  onChange={(e) => onChange(entry, e.target.value === 'true')}
                >
                  <option value="true">Available</option>
                  <option value="false">Not Available</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Td>
            <Td textAlign="end">
              <IconButton aria-label={`Delete ${entry.product.name}`} size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(entry)}>
                <DeleteIcon />
              </IconButton>
            </Td>
          </Tr>
        ))}
      </tbody>
    </DataTable>
  );
}
