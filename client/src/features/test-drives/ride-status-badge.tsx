import { Badge } from '@chakra-ui/react';
import type { TestDriveStatus } from '../../gql/graphql';

/** pending: warning; cancelled: error; anything else: success. */
export function statusPalette(status: TestDriveStatus): 'orange' | 'red' | 'green' {
  if (status === 'PENDING') return 'orange';
  if (status === 'CANCELLED') return 'red';
  return 'green';
}

export function RideStatusBadge({ status }: { status: TestDriveStatus }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="solid" textTransform="capitalize">
      {status.toLowerCase()}
    </Badge>
  );
}
