import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TestDriveStatus } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { CallCustomerLink, DeleteRideButton, RideStatusSelect, type DealerRide } from './ride-controls';
import { RideSlotLine } from './ride-slot';

/** The dealer's rides as stacked cards for a phone: every field, the status and the actions fit 360 px. */
export function DealerRideCards({
  rides,
  statusOf,
  onChange,
  onRemove,
  slotAction,
}: {
  slotAction?: (ride: DealerRide) => ReactNode;
  rides: readonly DealerRide[];
  statusOf: (ride: DealerRide) => TestDriveStatus;
  onChange: (ride: DealerRide, next: TestDriveStatus) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Test rides">
      {rides.map((ride) => (
        <Stack as="li" key={ride.id} data-testid="ride-row" borderWidth="1px" rounded="lg" bg="white" p="3" gap="2" fontSize="sm">
          <HStack justify="space-between" align="start" gap="2">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {ride.product.name}
            </Text>
            <Text whiteSpace="nowrap" color="fg.muted">
              {formatDate(ride.createdAt)}
            </Text>
          </HStack>
          <Stack gap="0">
            <Text>{ride.customer.name ?? '-'}</Text>
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {ride.customer.email}
            </Text>
            <CallCustomerLink ride={ride} />
          </Stack>
          <RideSlotLine ride={ride} viewer="dealer" />
          {slotAction?.(ride)}
          <HStack justify="space-between" gap="2">
            <RideStatusSelect ride={ride} value={statusOf(ride)} onChange={(next) => onChange(ride, next)} />
            <DeleteRideButton ride={ride} onClick={() => onRemove(ride.id)} />
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
