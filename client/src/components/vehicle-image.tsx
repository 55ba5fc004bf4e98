import type { ComponentProps } from 'react';
import { SafeImage } from './safe-image';

/**
 * A vehicle's first picture, whole in a 20:13 box on grey, as the product card and the compare
 * table show vehicles; `width` is the box's rendered width, the height follows from the ratio.
 */
export function VehicleImage({
  vehicle,
  width,
  ...rest
}: { vehicle: { name: string; images: readonly string[] }; width: number } & Omit<ComponentProps<typeof SafeImage>, 'src' | 'alt' | 'width' | 'height'>) {
  return (
    <SafeImage
      src={vehicle.images[0]}
      alt={vehicle.name}
      width={width}
      height={(width * 13) / 20}
      w="full"
      h="auto"
      aspectRatio="20 / 13"
      objectFit="contain"
      bg="gray.50"
      {...rest}
    />
  );
}
