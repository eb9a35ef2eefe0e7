import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/** First names the bench people are drawn from, accents included, so the header search folds them as it would real ones. */
const FIRST_NAMES = [
  'José',
  'Ana',
  'Zoë',
  'Lucas',
  'Émile',
  'Mia',
  'Noah',
  'Inès',
  'Omar',
  'Chloé',
  'Jonas',
  'Sofía',
  'Liam',
  'Renée',
  'Hugo',
  'Maëlle',
];

/**
 * Fills the bench database with `total` more verified people in one set-based statement, named from
 * FIRST_NAMES and a numbered last name and username, so the autocomplete route searches a crowd.
 */
export async function seedBenchPeople(db: Db, total: number): Promise<void> {
  if (total <= 0) return;
  await db.execute(sql`
    with names as (select ${`{${FIRST_NAMES.join(',')}}`}::text[] as firsts)
    insert into users (first_name, last_name, username, email, phone_number, refrence_code, password_hash, email_verified_at, followers_count)
    select names.firsts[1 + g % array_length(names.firsts, 1)], 'Bench' || g, 'bench_' || g, 'bench' || g || '@bench.local', '5550100', 'BENCH' || g, 'x', now(), g % 97
    from generate_series(1, ${total}) as g, names`);
}
