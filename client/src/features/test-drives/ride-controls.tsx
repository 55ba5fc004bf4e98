import { IconButton, NativeSelect } from '@chakra-ui/react';
import { DeleteIcon } from '../../components/icons';
import type { DealerTestDrivesQuery } from './test-drives.generated';
import type { TestDriveStatus } from '../../gql/graphql';

export type DealerRide = DealerTestDrivesQuery['dealerTestDrives'][number];

export const RIDE_STATUSES: readonly { value: TestDriveStatus; label: string }[] = [
  { value: 'PENDING', label: 'pending' },
  { value: 'CONFIRMED', label: 'confirmed' },
  { value: 'COMPLETED', label: 'completed' },
  { value: 'CANCELLED', label: 'cancelled' },
];

/** The status picker of one ride, named after its product and rider for screen readers. */
export function RideStatusSelect({ ride, value, onChange }: { ride: DealerRide; value: TestDriveStatus; onChange: (next: TestDriveStatus) => void }) {
  return (
    <NativeSelect.Root size="sm" width="36">
      <NativeSelect.Field
        aria-label={`Status of ${ride.product.name} for ${ride.customer.name ?? ride.customer.email}`}
        value={value}
        onChange={(e) => onChange(e.target.value as TestDriveStatus)}
      >
        {RIDE_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function DeleteRideButton({ ride, onClick }: { ride: DealerRide; onClick: () => void }) {
  return (
    <IconButton aria-label={`Delete test ride of ${ride.product.name}`} size="sm" variant="ghost" colorPalette="red" onClick={onClick}>
      <DeleteIcon />
    </IconButton>
  );
}
