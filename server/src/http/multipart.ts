import { MESSAGES } from '@evbazaar/common';
import type { FastifyRequest } from 'fastify';
import { BadInput } from '../lib/errors';
import { isDecodable } from '../lib/image-variants';
import { detectImageType } from '../lib/uploads';

/**
 * Reads the files of one multipart field into buffers (the 10 MB limit is enforced by
 * @fastify/multipart while reading). Every file is checked (signature, then a full decode) before anything is stored,
 * so a bad file in a batch leaves nothing half-written.
 */
export async function readImages(request: FastifyRequest, field: string): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new BadInput(MESSAGES.uploads.noFile, { [field]: MESSAGES.uploads.noFile });
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === field && bytes.length > 0) files.push(bytes);
    }
  } catch (error) {
    // limits (413) keep their answer; a body the parser cannot read (no boundary, cut short) holds no file
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new BadInput(MESSAGES.uploads.noFile, { [field]: MESSAGES.uploads.noFile });
  }
  if (!files.length) throw new BadInput(MESSAGES.uploads.noFile, { [field]: MESSAGES.uploads.noFile });
  const readable = await Promise.all(files.map(async (bytes) => Boolean(detectImageType(bytes)) && (await isDecodable(bytes))));
  if (readable.includes(false)) throw new BadInput(MESSAGES.uploads.notAnImage, { [field]: MESSAGES.uploads.notAnImage });
  return files;
}
