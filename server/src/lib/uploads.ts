import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@evbazaar/common';
import { AppError, BadInput, NotFound } from './errors';
import { removeVariants, withoutMetadata, writeVariants, type StoredImageType } from './image-variants';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Image types we accept, recognised by their first bytes, never by the name. */
const SIGNATURES: { ext: StoredImageType; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.length > 6 && (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a') },
  { ext: 'webp', test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export const detectImageType = (bytes: Buffer): StoredImageType | undefined => SIGNATURES.find((s) => s.test(bytes))?.ext;

/** Names we generate: 32 hex characters and a known extension. Nothing else is ever touched on disk. */
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

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
  dir: string;
}

export function createUploads(options: { dir: string; publicUrl: string }): Uploads {
  return {
    dir: options.dir,
    async saveImage(bytes) {
      if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.uploads.tooLarge);
      const ext = detectImageType(bytes);
      if (!ext) throw new BadInput(MESSAGES.uploads.notAnImage);
      // what is served is what we wrote: a photo's GPS position and camera never leave with it
      const clean = await withoutMetadata(bytes, ext).catch(() => {
        // right first bytes but not decodable: not an image after all
        throw new BadInput(MESSAGES.uploads.notAnImage);
      });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await fs.mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, name);
      await fs.writeFile(file, clean, { flag: 'wx' });
      try {
        await writeVariants(clean, file);
      } catch {
        // a variant that cannot be made: not an image we can serve, and nothing is left behind
        await Promise.all([fs.rm(file, { force: true }), removeVariants(file)]);
        throw new BadInput(MESSAGES.uploads.notAnImage);
      }
      return name;
    },
    async remove(nameOrUrl) {
      const name = safeDecode(nameOrUrl.split('?')[0].split('/').pop() ?? '');
      if (!name || !STORED_NAME.test(name)) throw new BadInput(MESSAGES.uploads.invalidName);
      const file = path.join(options.dir, name);
      try {
        await fs.unlink(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFound(MESSAGES.uploads.fileNotFound);
        throw error;
      }
      await removeVariants(file);
    },
    urlOf: (name) => `${options.publicUrl}/uploads/${name}`,
  };
}
