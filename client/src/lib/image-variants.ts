/** Widths the server stores for every uploaded and demo image (server/src/lib/image-variants.ts). */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** Our stored images: `/uploads/<32 hex>.<ext>` and `/uploads/demo/<slug>.svg`, on this or the public host. */
const STORED = /^((?:https?:\/\/[^/]+)?\/uploads\/(?:demo\/[a-z0-9-]+|[a-f0-9]{32}))\.(?:png|jpe?g|gif|webp|svg)$/;

/**
 * The `srcset` of an image we stored ("…-320.webp 320w, …-640.webp 640w, …-1280.webp 1280w"), or
 * undefined for any other URL (an outside link, the placeholder), which is then shown as it is.
 */
export function srcSetOf(url: string | null | undefined): string | undefined {
  const match = url ? STORED.exec(url) : null;
  if (!match) return undefined;
  return VARIANT_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}
