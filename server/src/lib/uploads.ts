import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@evbazaar/common';
import { AppError, BadInput, NotFound } from './errors';
import { makeVariants, variantName, withoutMetadata, type StoredImageType } from './image-variants';
import { UPLOAD_NAME, variantsOf, type FileStore } from './storage';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Image types we accept, recognised by their first bytes, never by the name. */
const SIGNATURES: { ext: StoredImageType; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.length > 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a') },
  { ext: 'webp', test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export const detectImageType = (bytes: Buffer): StoredImageType | undefined => SIGNATURES.find((s) => s.test(bytes))?.ext;

/** decodeURIComponent, or undefined for a malformed escape such as %E0. */
function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export interface Uploads {
  /** Stores an image without its metadata (EXIF, GPS…) and its resized WebP variants under a generated name; returns that name. */
  saveImage(bytes: Buffer): Promise<string>;
  /** Removes a stored image (and its variants) by name or by its URL; NotFound when it is not there. */
  remove(nameOrUrl: string): Promise<void>;
  /** Public URL of a stored name, e.g. http://localhost:3000/uploads/ab12….png */
  urlOf(name: string): string;
  /** where the files are: `DATA_DIR/uploads` or the bucket of STORAGE_URL */
  store: FileStore;
}

/** Uploads of images into a store (a folder or a bucket, lib/storage); the rules are the same for both. */
export function createUploads(options: { store: FileStore; publicUrl: string }): Uploads {
  const { store } = options;
  return {
    store,
    async saveImage(bytes) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.uploads.tooLarge);
      const ext = detectImageType(bytes);
      if (!ext) throw new BadInput(MESSAGES.uploads.notAnImage);
      // what is served is what we wrote: a photo's GPS position and camera never leave with it
      const clean = await withoutMetadata(bytes, ext).catch(() => {
        // right first bytes but not decodable: not an image after all
        throw new BadInput(MESSAGES.uploads.notAnImage);
      });
      // made before anything is written: an image that cannot be resized is refused with nothing stored
      const variants = await makeVariants(clean).catch(() => {
        throw new BadInput(MESSAGES.uploads.notAnImage);
      });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await store.put(name, clean, { exclusive: true });
      // every write settled before a failure cleans up, so no variant lands after the clean-up
      const writes = await Promise.allSettled(variants.map((variant) => store.put(variantName(name, variant.width), variant.bytes)));
      const failed = writes.find((write) => write.status === 'rejected');
      if (failed) {
        // nothing half-stored: the original goes with whichever variants were written
        await store.remove([...variantsOf(name), name]).catch(() => undefined);
        throw failed.reason;
      }
      return name;
    },
    async remove(nameOrUrl) {
      const name = safeDecode(nameOrUrl.split('?')[0].split('/').pop() ?? '');
      if (!name || !UPLOAD_NAME.test(name)) throw new BadInput(MESSAGES.uploads.invalidName);
      if ((await store.sizeOf(name)) === undefined) throw new NotFound(MESSAGES.uploads.fileNotFound);
      // the variants first and the original last: a delete that fails half-way can be asked again by name
      await store.remove([...variantsOf(name), name]);
    },
    urlOf: (name) => `${options.publicUrl}/uploads/${name}`,
  };
}
