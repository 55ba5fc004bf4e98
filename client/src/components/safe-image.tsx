import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useState } from 'react';
import { preload } from 'react-dom';
import { srcSetOf } from '../lib/image-variants';

export const FALLBACK_IMAGE = '/images/no-image.svg';

type Props = Omit<HTMLChakraProps<'img'>, 'src'> & {
  src?: string | null;
  width: number;
  height: number;
  /** The `sizes` of the image's box, so the browser picks the 320, 640 or 1280 px variant; default its width. */
  sizes?: string;
  /** Loaded at once; `priority` also marks it `fetchpriority="high"` (the page's LCP image). */
  eager?: boolean;
  priority?: boolean;
};

/**
 * A lazy image with intrinsic size and the resized WebP variants of our stored images. When a
 * variant is missing (an image stored before variants existed) it falls back to the original,
 * and when that is missing or broken, to the placeholder.
 */
export function SafeImage({ src, alt, width, height, sizes, eager, priority, ...rest }: Props) {
  // counted per src, so a gallery that swaps its src starts again with the variants
  const [failed, setFailed] = useState({ src, count: 0 });
  const failures = failed.src === src ? failed.count : 0;
  const srcSet = failures === 0 ? srcSetOf(src) : undefined;
  const shown = !src || failures > (srcSetOf(src) ? 1 : 0) ? FALLBACK_IMAGE : src;
  // the LCP image: React puts a <link rel="preload"> for it in the head (in the HTML once pages are server-rendered)
  if (priority && src && failures === 0)
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? (sizes ?? `${width}px`) : undefined, fetchPriority: 'high' });
  return (
    <chakra.img
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt ?? ''}
      // the HTML attributes (Chakra reads width/height as CSS): the browser reserves the box before the image loads
      htmlWidth={width}
      htmlHeight={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed({ src, count: failures + 1 })}
      objectFit="cover"
      {...rest}
    />
  );
}
