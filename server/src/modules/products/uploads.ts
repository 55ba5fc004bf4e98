import { MESSAGES } from '@evbazaar/common';
import type { FastifyRequest } from 'fastify';
import { BadInput } from '../../lib/errors';
import { detectImageType } from '../../lib/uploads';

/**
 * Reads the files of one multipart field into buffers (the 10 MB limit is enforced by
 * @fastify/multipart while reading). Every file is checked before anything is stored,
 * so a bad file in a batch leaves nothing half-written.
 */
export async function readImages(request: FastifyRequest, field: string): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new BadInput(MESSAGES.uploads.noFile, { [field]: MESSAGES.uploads.noFile });
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer();
    if (part.fieldname === field && bytes.length > 0) files.push(bytes);
  }
  if (!files.length) throw new BadInput(MESSAGES.uploads.noFile, { [field]: MESSAGES.uploads.noFile });
  if (files.some((bytes) => !detectImageType(bytes))) throw new BadInput(MESSAGES.uploads.notAnImage, { [field]: MESSAGES.uploads.notAnImage });
  return files;
}
