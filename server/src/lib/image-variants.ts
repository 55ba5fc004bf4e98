import type { Sharp, SharpOptions } from 'sharp';

// loaded on the first image: libvips adds about 8 MB resident to a server that may never see an upload;
// its operation cache (50 MB by default) is off, since each image is decoded once (docs/benchmarks-memory.md)
let loaded: Promise<(typeof import('sharp'))['default']> | undefined;
async function sharp(input: Buffer, options: SharpOptions): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: library }) => {
    library.cache(false);
    return library;
  });
  return (await loaded)(input, options);
}

/**
 * Resized copies of every stored image, so a phone downloads a 320 or 640 px WebP instead of the
 * original. Variants are stored beside the original as `<base>-<width>.webp`, the name the client
 * derives for its `srcset` (client/src/lib/image-variants.ts), so no API field carries them.
 * AVIF was measured and left out (docs/decisions/0026-image-variants.md).
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** `ab12.png` -> `ab12-640.webp`; `demo/ola-s1-blue.svg` -> `demo/ola-s1-blue-640.webp`. */
export const variantName = (name: string, width: number) => `${name.replace(/\.[a-z0-9]+$/i, '')}-${width}.webp`;

const WEBP = { quality: 76, effort: 2 } as const;
/** Bumped when widths or encoding change, so cached demo variants are made again. */
export const VARIANT_FORMAT_VERSION = 1;

/** One resized copy of an image, ready to be stored under `variantName(name, width)`. */
export interface Variant {
  width: (typeof VARIANT_WIDTHS)[number];
  bytes: Buffer;
}

/**
 * The WebP variants of one image, smallest first; the caller's store writes them. The source is
 * decoded once at the largest width and scaled down from there; a raster image is never enlarged
 * (its wider variants keep its own width). An SVG is drawn at each width's resolution. Rejects
 * when the bytes cannot be decoded.
 */
export async function makeVariants(source: Buffer, options: { svgWidth?: number } = {}): Promise<Variant[]> {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  const input = options.svgWidth
    ? await sharp(source, { density: (72 * largest) / options.svgWidth, failOn: 'error' })
    : await sharp(source, { animated: false, failOn: 'error' });
  // rotate() applies the EXIF orientation, so a phone photo is not shown on its side; the variants
  // carry no metadata, since sharp writes none unless asked
  const { data, info } = await input.rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => {
      const bytes = await (
        await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      )
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer();
      return { width, bytes };
    }),
  );
}

/** How a stored original is written again, per the type its first bytes named. */
const ENCODE = {
  jpg: (image: Sharp) => image.jpeg({ quality: 90, mozjpeg: true }),
  png: (image: Sharp) => image.png(),
  gif: (image: Sharp) => image.gif(),
  webp: (image: Sharp) => image.webp({ quality: 90 }),
} as const;

export type StoredImageType = keyof typeof ENCODE;

/**
 * The original as it is stored and served: decoded and written again in its own format, which
 * drops EXIF (GPS, camera, owner), XMP, IPTC, comments and the ICC profile (pixels converted to
 * sRGB), because sharp keeps none of them unless asked. The EXIF orientation is applied to the
 * pixels first, so the photo stays upright without its tag. Frames of an animated GIF or WebP are kept.
 * Rejects when the bytes cannot be decoded.
 */
export async function withoutMetadata(source: Buffer, type: StoredImageType): Promise<Buffer> {
  return ENCODE[type]((await sharp(source, { animated: true, failOn: 'error' })).rotate()).toBuffer();
}

/** True when sharp can decode the whole image: the first bytes alone do not make a picture. */
export async function isDecodable(bytes: Buffer): Promise<boolean> {
  try {
    await (await sharp(bytes, { failOn: 'error' })).stats();
    return true;
  } catch {
    return false;
  }
}
