import type { Queryable } from '../db/database.ts';
import { type PageQuery, queryPage } from '../http/paging.ts';
import type { ActivityRow } from './activity-record.ts';

/** A row's values as text, exactly as stored (a numeric's 2500.00 is not JavaScript's 2500). */
const asTexts = (column: string) =>
  `(SELECT jsonb_object_agg(key, value #>> '{}') FROM jsonb_each(${column}))`;

/** An entry with who made it (their name as it is now) and its client's name. */
const ACTIVITY_COLUMNS = `a.id, a.at, a.actor_user_id, a.client_id, a.subject, a.subject_id, a.action,
  ${asTexts('a.before')} AS before, ${asTexts('a.after')} AS after, u.name AS actor_name, c.name AS client_name`;
const ACTIVITY_FROM = `activity_log a LEFT JOIN users u ON u.id = a.actor_user_id
  LEFT JOIN clients c ON c.id = a.client_id`;

/** The gym's trail, newest first. */
export function activityOfGym(db: Queryable, gymId: number, page: PageQuery) {
  return queryPage<ActivityRow>(
    db,
    { columns: ACTIVITY_COLUMNS, from: `${ACTIVITY_FROM} WHERE a.gym_id = $1`, orderBy: 'a.id DESC' },
    [gymId],
    page,
  );
}

/** The trail's entries about one client, newest first. */
export function activityOfClient(db: Queryable, gymId: number, clientId: number, page: PageQuery) {
  return queryPage<ActivityRow>(
    db,
    {
      columns: ACTIVITY_COLUMNS,
      from: `${ACTIVITY_FROM} WHERE a.gym_id = $1 AND a.client_id = $2`,
      orderBy: 'a.id DESC',
    },
    [gymId, clientId],
    page,
  );
}
