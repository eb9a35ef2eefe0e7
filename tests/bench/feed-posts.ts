import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../server/db/client';
import type { UserRow } from '../../server/db/schema';
import { insertPeople } from '../support/people';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Fills the bench database with `total` live posts by the people `authors` (an SQL condition on `users`), each a
 * copy of one of the demo's posts in turn: the demo's media mix (galleries, video, audio, polls, subscriber-only and
 * pay-per-view posts, whose files are signed URLs), not text alone. Set-based statements, posts_count kept right.
 */
export async function seedMixedPosts(db: DbOrTx, total: number, authors: SQL): Promise<void> {
  const [before] = rowsOf<{ last: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as last from posts`));
  const last = before?.last ?? 0;
  // The demo's posts (its people's) as templates; the new post `id` copies template number (id - last) in turn (ids follow the insert's order).
  await db.execute(sql`create temporary table if not exists bench_templates (n int primary key, id int not null)`);
  await db.execute(sql`truncate bench_templates`);
  await db.execute(
    sql`insert into bench_templates select row_number() over (order by id) - 1, id from posts
      where deleted_at is null and id <= ${last} and user_id in (select id from users where email like '%@fanclub.local')`,
  );
  const [counted] = rowsOf<{ templates: number }>(await db.execute(sql`select count(*)::int as templates from bench_templates`));
  const templates = counted?.templates ?? 0;
  if (templates === 0) throw new Error('the demo seed wrote no posts to copy');
  await db.execute(sql`
    with authors as (select array_agg(id order by id) as ids from users where ${authors})
    insert into posts (user_id, post_type, description, media_key, thumb_key, teaser_key, preview_key, payment_type, payment_amount,
      hash_tags, width, height, aspect_ratio, like_counter, comment_counter, created_at)
    select authors.ids[1 + g % array_length(authors.ids, 1)], s.post_type, s.description, s.media_key, s.thumb_key, s.teaser_key,
      s.preview_key, s.payment_type, s.payment_amount, s.hash_tags, s.width, s.height, s.aspect_ratio, s.like_counter, s.comment_counter,
      now() - (${total} - g) * interval '1 second'
    from generate_series(1, ${total}) as g cross join authors
    join bench_templates b on b.n = g % ${templates} join posts s on s.id = b.id
    order by g`);
  await db.execute(sql`insert into post_images (post_id, position, key, width, height)
    select p.id, i.position, i.key, i.width, i.height from posts p join bench_templates b on b.n = (p.id - ${last}) % ${templates}
    join post_images i on i.post_id = b.id where p.id > ${last}`);
  await db.execute(sql`insert into polls (post_id, question, poll_type, total_votes)
    select p.id, q.question, q.poll_type, q.total_votes from posts p join bench_templates b on b.n = (p.id - ${last}) % ${templates}
    join polls q on q.post_id = b.id where p.id > ${last}`);
  await db.execute(sql`insert into poll_options (poll_id, position, text, image_key, votes)
    select np.id, o.position, o.text, o.image_key, o.votes from polls np join posts p on p.id = np.post_id and p.id > ${last}
    join bench_templates b on b.n = (p.id - ${last}) % ${templates} join polls q on q.post_id = b.id join poll_options o on o.poll_id = q.id`);
  await db.execute(sql`insert into post_hashtags (tag, post_id)
    select distinct unnest(string_to_array(hash_tags, ',')), id from posts where hash_tags <> '' and id > ${last}`);
  await db.execute(
    sql`update users set posts_count = (select count(*) from posts p where p.user_id = users.id and p.deleted_at is null) where ${authors}`,
  );
}

/** The bench's feed posts: `total` copies of the demo's posts by the demo's people (whom the bench's login follows). */
export const seedBenchPosts = (db: Db, total: number) => seedMixedPosts(db, total, sql`email like '%@fanclub.local'`);

/**
 * A reader who follows `authors` people with `each` text posts apiece (their posts interleaved in
 * time), for the home feed of someone following many: answers the reader.
 */
export async function seedFollowedFeed(db: Db, authors: number, each: number): Promise<UserRow> {
  const [reader, ...followed] = await insertPeople(db, authors + 1, { prefix: 'reader' });
  const ids = `{${followed.map((user) => user.id).join(',')}}`;
  await db.execute(sql`
    insert into posts (user_id, post_type, description, payment_type, payment_amount, hash_tags, created_at)
    select a.id, 3, 'Followed post ' || g || ' of ' || a.id, 0, 0, '', now() - (g * ${authors} + a.n) * interval '1 second'
    from (select id, row_number() over (order by id) as n from users where id = any(${ids}::int[])) a, generate_series(1, ${each}) as g`);
  await db.execute(sql`insert into follows (follower_id, following_id) select ${reader!.id}, unnest(${ids}::int[])`);
  await db.execute(sql`update users set posts_count = ${each}, followers_count = 1 where id = any(${ids}::int[])`);
  await db.execute(sql`update users set following_count = ${authors} where id = ${reader!.id}`);
  return reader!;
}
