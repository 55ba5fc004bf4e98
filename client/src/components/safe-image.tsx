import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useState } from 'react';

export const FALLBACK_IMAGE = '/images/no-image.svg';

type Props = Omit<HTMLChakraProps<'img'>, 'src'> & { src?: string | null; width: number; height: number; eager?: boolean };

/** A lazy image with intrinsic size that falls back to the placeholder when missing or broken. */
export function SafeImage({ src, alt, width, height, eager, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <chakra.img
      src={!src || failed ? FALLBACK_IMAGE : src}
      alt={alt ?? ''}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      objectFit="cover"
      {...rest}
    />
  );
}
