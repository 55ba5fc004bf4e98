import type { VehicleType } from '../gql/graphql';

/** The four vehicle types: label, lower-case route word and GraphQL enum. */
export const VEHICLE_TYPES: readonly { label: string; slug: string; value: VehicleType; image: string }[] = [
  { label: 'Scooter', slug: 'scooter', value: 'SCOOTER', image: '/images/types/scooter.svg' },
  { label: 'Bike', slug: 'bike', value: 'BIKE', image: '/images/types/bike.svg' },
  { label: 'Four-wheeler', slug: 'four-wheeler', value: 'FOUR_WHEELER', image: '/images/types/four-wheeler.svg' },
  { label: 'Commercial', slug: 'commercial', value: 'COMMERCIAL', image: '/images/types/commercial.svg' },
];

export function vehicleTypeBySlug(slug: string | undefined) {
  return VEHICLE_TYPES.find((t) => t.slug === slug?.toLowerCase());
}
