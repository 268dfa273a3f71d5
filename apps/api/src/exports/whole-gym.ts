import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { gymRowJson, gymTableRows, gymTables } from './queries.ts';

/** The file's format, which a reader checks before anything else. */
export const WHOLE_GYM_FORMAT = { format: 'gym-platform-whole-gym', version: 1 } as const;

/**
 * Every record of one gym in one JSON file, streamed table by table: the gym's row, then each
 * table of its records (gymTables) under its name, rows as stored (ids, AD dates, exact amounts as
 * text), and the uploaded images' names (the images themselves stay where they are served).
 */
export function sendWholeGym(reply: FastifyReply, db: Queryable, gymId: number): FastifyReply {
  async function* parts() {
    const header = { ...WHOLE_GYM_FORMAT, exportedAt: new Date().toISOString() };
    yield `${JSON.stringify(header).slice(0, -1)},"gym":${await gymRowJson(db, gymId)},"tables":{`;
    let first = true;
    for (const table of await gymTables(db)) {
      yield `${first ? '' : ','}${JSON.stringify(table.table)}:${await gymTableRows(db, gymId, table)}`;
      first = false;
    }
    yield '}}\n';
  }
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="gym-${gymId}.json"`)
    .send(Readable.from(parts()));
}
