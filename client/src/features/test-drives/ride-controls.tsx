import { IconButton, Link, NativeSelect } from '@chakra-ui/react';
import { RIDE_STATUSES, RIDE_STATUS_LABELS } from '@evbazaar/common/src/domain/rides';
import { DeleteIcon } from '../../components/icons';
import type { DealerTestDrivesQuery } from './test-drives.generated';
import type { TestDriveStatus } from '../../gql/graphql';
import { useSettledSelect } from '../../lib/use-settled-select';

export type DealerRide = DealerTestDrivesQuery['dealerTestDrives'][number];

/** The spec's dropdown: every status of the rides kernel, in its order and words (the server refuses what makes no sense). */
export const RIDE_STATUS_OPTIONS: readonly { value: TestDriveStatus; label: string }[] = RIDE_STATUSES.map((status) => ({
  value: status.toUpperCase() as TestDriveStatus,
  label: RIDE_STATUS_LABELS[status],
}));

/**
 * The status picker of one ride, named after its product and rider for screen readers. A status
 * stepped to with the arrow keys is sent on Enter or on leaving the picker, not on the way there.
 */
export function RideStatusSelect({ ride, value, onChange }: { ride: DealerRide; value: TestDriveStatus; onChange: (next: TestDriveStatus) => void }) {
  const select = useSettledSelect(value, onChange);
  return (
    <NativeSelect.Root size="sm" width="36">
      <NativeSelect.Field aria-label={`Status of ${ride.product.name} for ${ride.customer.name ?? ride.customer.email}`} {...select}>
        {RIDE_STATUS_OPTIONS.map((s) => (
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

/**
 * The customer's phone as a `tel:` link, while the server gives it (the dealer's own open rides);
 * nothing otherwise.
 */
export function CallCustomerLink({ ride }: { ride: DealerRide }) {
  const phone = ride.customer.phone;
  if (!phone) return null;
  return (
    <Link
      href={`tel:${phone}`}
      aria-label={`Call ${ride.customer.name ?? ride.customer.email} on ${phone}`}
      color="brand.700"
      fontSize="sm"
      fontWeight="medium"
      whiteSpace="nowrap"
      data-testid="call-customer"
    >
      {phone}
    </Link>
  );
}
