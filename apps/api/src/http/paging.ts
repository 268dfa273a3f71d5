import type { Queryable } from '../db/database.ts';

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** LIMIT/OFFSET for a page (the contract has already checked the bounds and filled the defaults). */
export function pageWindow({ pageNo, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: pageNo * pageSize };
}

/** The paged answer shape of the contract. */
export function pageOf<T>(content: T[], totalElements: number, { pageNo, pageSize }: PageQuery) {
  return {
    content,
    paginationResponse: { pageNo, pageSize, totalElements, totalPages: Math.ceil(totalElements / pageSize) },
  };
}

export const sqlOrder = (sortOrder: string | undefined): 'ASC' | 'DESC' =>
  sortOrder === 'desc' ? 'DESC' : 'ASC';

/**
 * One page of rows and the total count in a single query (a window count); only a page past the
 * end needs a second query to learn the total.
 */
export async function queryPage<Row>(
  db: Queryable,
  sql: { columns: string; from: string; orderBy: string },
  params: readonly unknown[],
  page: PageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const rows = await db.query<Row & { total_count: number }>(
    `SELECT ${sql.columns}, count(*) OVER ()::int AS total_count FROM ${sql.from}
     ORDER BY ${sql.orderBy} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  if (rows[0]) return { rows, total: rows[0].total_count };
  if (offset === 0) return { rows, total: 0 };
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${sql.from}`, params);
  return { rows, total: count?.total ?? 0 };
}
