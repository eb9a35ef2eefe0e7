import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Blocking is mutual invisibility (DESIGN.md): whoever the viewer blocked, and whoever blocked the
 * viewer, is left out of everything the viewer reads. Both forms compute the ids once per statement
 * (an InitPlan over the blocks keys), not once per row.
 */

/** SQL text: the int[] of the people blocked either way with `viewer` (an SQL expression, e.g. `$1`), for hand-written statements. */
export const blockedEitherWaySql = (viewer: string) =>
  `array(select blocked_id from blocks where blocker_id = ${viewer} union all select blocker_id from blocks where blocked_id = ${viewer})`;

/** drizzle condition: `column` (a user id) is nobody blocked either way with the viewer. */
export const notBlockedWith = (viewerId: number, column: AnyPgColumn | SQL): SQL =>
  sql`${column} <> all(array(select blocked_id from blocks where blocker_id = ${viewerId} union all select blocker_id from blocks where blocked_id = ${viewerId}))`;
