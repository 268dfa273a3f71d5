import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { HandlerMap, Schemas } from '../contract.ts';
import { assertGymAccess } from '../gyms/access.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { readMultipartForm } from '../http/multipart.ts';
import { loadOwned } from '../owned-records.ts';
import { guessMapping } from './column-guess.ts';
import { decodeCsvBytes, readCsv } from './csv-file.ts';
import { type ImportJobRow, toImportJob } from './import-record.ts';
import { claimImportJob, deleteImportJob, importJobById, insertImportJob } from './queries.ts';
import { checkImportFile, runClientImport } from './run-import.ts';

/** The preview shows every row with a problem and good rows up to this many rows in all. */
const PREVIEW_ROWS = 1000;

const answerJob = (row: ImportJobRow) => toImportJob(row, guessMapping(row.headers));

/** A mapping's columns must be the file's. */
function assertColumnsOfFile(mapping: Schemas['ImportMapping'], job: ImportJobRow): void {
  for (const [field, column] of Object.entries(mapping)) {
    if (column !== undefined && column >= job.headers.length) {
      throw badRequest(`mapping.${field}`, `The file has no column ${column + 1}.`);
    }
  }
  if (mapping.name === undefined) throw badRequest('mapping.name', 'Choose the column of the names.');
  if (mapping.phone === undefined)
    throw badRequest('mapping.phone', 'Choose the column of the phone numbers.');
}

export function importHandlers(ctx: AppContext) {
  const jobOf = (request: Parameters<typeof callerOf>[0], id: number) =>
    loadOwned(ctx.db, callerOf(request), 'importJob', id);

  return {
    async uploadClientImport(request, reply) {
      const { gymId } = request.params;
      const caller = callerOf(request);
      await assertGymAccess(ctx.db, caller, gymId);
      const { fields, files } = await readMultipartForm(request);
      const bytes = files.get('file');
      if (!bytes) throw badRequest('file', 'Choose a CSV file to import.');
      const content = decodeCsvBytes(bytes).replace(/^\uFEFF/, '');
      const file = readCsv(content);
      const fileName = (fields as Schemas['ImportUpload']).fileName?.trim() || 'clients.csv';
      const id = await insertImportJob(ctx.db, {
        gymId,
        userId: caller.id,
        fileName,
        content,
        delimiter: file.delimiter,
        headers: file.headers,
        totalRows: file.rows.length,
      });
      reply.code(201);
      return answerJob(await jobOf(request, id));
    },

    async getClientImport(request) {
      return answerJob(await jobOf(request, request.params.id));
    },

    async deleteClientImport(request, reply) {
      const job = await jobOf(request, request.params.id);
      if (!(await deleteImportJob(ctx.db, job.id)))
        throw conflict('The import is running; it cannot be undone now.');
      reply.code(204);
    },

    async previewClientImport(request) {
      const job = await jobOf(request, request.params.id);
      if (job.status !== 'UPLOADED') throw conflict('This file has been imported already.');
      const { mapping } = request.body;
      assertColumnsOfFile(mapping, job);
      const checked = await checkImportFile(ctx.db, job, mapping);
      const bad = checked.filter((row) => row.problems.length > 0);
      const good = checked.filter((row) => row.problems.length === 0);
      const shown = [...bad, ...good].slice(0, PREVIEW_ROWS);
      return {
        totalRows: checked.length,
        goodRows: good.length,
        badRows: bad.length,
        rows: shown.map(({ line, name, phone, problems }) => ({ line, name, phone, problems })),
      };
    },

    async startClientImport(request, reply) {
      const job = await jobOf(request, request.params.id);
      const { mapping } = request.body;
      assertColumnsOfFile(mapping, job);
      if (!(await claimImportJob(ctx.db, job.id, mapping)))
        throw conflict('This file has been imported already.');
      // The import runs after the answer has gone; the screen follows it by polling the job.
      const userId = callerOf(request).id;
      setImmediate(() => void runClientImport(ctx, job, mapping, userId));
      reply.code(202);
      return answerJob((await importJobById(ctx.db, job.id)) ?? job);
    },
  } satisfies HandlerMap;
}
