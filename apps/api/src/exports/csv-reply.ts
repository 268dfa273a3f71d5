import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { PageQuery } from '../http/paging.ts';
import { type Cell, csvLine, UTF8_BOM } from './csv.ts';

/** Rows are read this many at a time, so a gym of any size streams in steady memory. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row a list query gives, page after page with the list's own filter and order, each page
 * turned into cells: the export and the list on screen are one query, so the file holds what the
 * screen shows.
 */
export async function* everyPage<Row>(
  readPage: (page: PageQuery) => Promise<{ rows: Row[] }>,
  toCells: (rows: Row[]) => Cell[][] | Promise<Cell[][]>,
): AsyncGenerator<Cell[][]> {
  for (let pageNo = 0; ; pageNo++) {
    const { rows } = await readPage({ pageNo, pageSize: EXPORT_PAGE_SIZE });
    if (rows.length > 0) yield await toCells(rows);
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * Streams a CSV download: the header, then each batch of rows as it is read. `fileName` is ASCII
 * (the list's name and the gym's id), so the header needs no encoding.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<Cell[][]> | Iterable<Cell[][]>,
): FastifyReply {
  async function* lines() {
    yield UTF8_BOM + csvLine(header);
    for await (const batch of batches) yield batch.map(csvLine).join('');
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(lines()));
}
