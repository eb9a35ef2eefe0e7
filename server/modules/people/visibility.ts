import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Blocking is mutual invisibility, and suspension hides from everyone. See docs/decisions/0013-blocking-is-invisibility-in-sql.md

/** SQL text: the ids of the suspended, out of everyone's sight. */
export const SUSPENDED_IDS_SQL = 'select id from users where suspended_at is not null';

/** SQL text: the int[] of the people blocked either way with `viewer` (an SQL expression, e.g. `$1`), and the suspended, for hand-written statements. */
export const blockedEitherWaySql = (viewer: string) =>
  `array(select blocked_id from blocks where blocker_id = ${viewer} union all select blocker_id from blocks where blocked_id = ${viewer} union all ${SUSPENDED_IDS_SQL})`;

/** drizzle condition: `column` (a user id) is nobody blocked either way with the viewer, and nobody suspended. */
export const notBlockedWith = (viewerId: number, column: AnyPgColumn | SQL): SQL =>
  sql`${column} <> all(array(select blocked_id from blocks where blocker_id = ${viewerId} union all select blocker_id from blocks where blocked_id = ${viewerId} union all ${sql.raw(SUSPENDED_IDS_SQL)}))`;

/** drizzle condition: the person `column` names is not suspended (for checks that name the pair, not the viewer's list). */
export const notSuspended = (column: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from users s where s.id = ${column} and s.suspended_at is not null)`;
