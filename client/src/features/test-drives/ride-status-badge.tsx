import { Badge } from '@chakra-ui/react';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import type { TestDriveStatus } from '../../gql/graphql';
import { useT } from '../../lib/i18n';

/** pending: warning; cancelled: error; anything else: success. */
export function statusPalette(status: TestDriveStatus): 'orange' | 'red' | 'green' {
  if (status === 'PENDING') return 'orange';
  if (status === 'CANCELLED') return 'red';
  return 'green';
}

const STATUS_KEYS = { PENDING: 'status.pending', CONFIRMED: 'status.confirmed', COMPLETED: 'status.completed', CANCELLED: 'status.cancelled' } as const;

export function RideStatusBadge({ status }: { status: TestDriveStatus }) {
  const t = useT(bookingText);
  const key = (STATUS_KEYS as Partial<Record<string, (typeof STATUS_KEYS)[keyof typeof STATUS_KEYS]>>)[status];
  return (
    <Badge colorPalette={statusPalette(status)} variant="solid" textTransform="capitalize">
      {key ? t(key) : status.toLowerCase()}
    </Badge>
  );
}
