import { MESSAGES } from '@evbazaar/common';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { IMPORT_KINDS } from '../../db/schema';
import { callerOf } from '../../http/caller';
import { AppError, BadInput } from '../../lib/errors';
import { requireViewer } from '../../lib/auth';
import { IMPORT_MAX_BYTES } from './csv-read';
import { ImportConflict } from './imports.service';

/** The `file` field of a multipart upload, at most 10 MB (a bigger one is a 413 that says so). */
async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  const none = new BadInput(MESSAGES.imports.noFile, { file: MESSAGES.imports.noFile });
  if (!request.isMultipart()) throw none;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      const read = await part.toBuffer();
      if (part.fieldname === 'file') bytes = read;
    }
  } catch (error) {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.imports.tooLarge);
    if (e.statusCode) throw error;
    throw none;
  }
  if (!bytes?.length) throw none;
  return bytes;
}

/** Spreadsheets: export, plan, errors, apply, undo (docs/decisions/0060). */
export const importsRoutes: FastifyPluginAsync = async (app) => {
  const { imports } = app.services;

  for (const kind of IMPORT_KINDS) {
    app.get(`/export/${kind}.csv`, async (request, reply) => {
      const { filename, stream } = await imports.exportCsv(requireViewer(request.viewer), kind);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    });

    app.post(`/import/${kind}/plan`, async (request) => {
      const plan = await imports.plan(callerOf(request), kind, await readCsvUpload(request));
      return { planId: plan.planId, counts: plan.counts, rows: plan.rows, expiresAt: plan.expiresAt };
    });
  }

  app.get<{ Params: { planId: string } }>('/import/plans/:planId', async (request) => {
    const plan = await imports.getPlan(requireViewer(request.viewer), request.params.planId);
    return { planId: plan.planId, kind: plan.kind, counts: plan.counts, rows: plan.rows, expiresAt: plan.expiresAt, appliedAt: plan.appliedAt };
  });

  app.get<{ Params: { planId: string } }>('/import/plans/:planId/errors.csv', async (request, reply) => {
    const text = await imports.errorsCsv(requireViewer(request.viewer), request.params.planId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="errors-${request.params.planId}.csv"`)
      .send(text);
  });

  app.post<{ Params: { planId: string } }>('/import/plans/:planId/apply', async (request, reply) => {
    try {
      const { importId, counts, undoUntil } = await imports.apply(callerOf(request), request.params.planId);
      return { importId, counts, undoUntil };
    } catch (error) {
      if (error instanceof ImportConflict) return reply.status(409).send({ message: error.message, rows: error.rows });
      throw error;
    }
  });

  app.post<{ Params: { importId: string } }>('/import/:importId/undo', async (request) => imports.undo(callerOf(request), request.params.importId));
};
