/**
 * The server under load, forked by run.ts: the seeded app as `npm start` runs it in production, with the login
 * limit and upload quota lifted so the figures measure the work; serves until the parent disconnects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Endpoints } from '../../contract/endpoints';
import { buildApp } from '../../server/app';
import { analyze, migrate, openDatabase } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { createStorage } from '../../server/providers/storage/index';
import { fillTimelines } from '../../server/modules/feeds/timelines';
import { seedBenchPosts, seedFollowedFeed } from './feed-posts';
import { auditLedger, seedBenchPayers } from './ledger';
import { seedBenchPeople } from './people';
import { openRoom } from '../../server/modules/chat/repository';
import { insertPeople } from '../support/people';
import type { BenchLive } from './live';
import { answerBenchQueries, benchConfig, type BenchServerReady } from './processes';

const FEED_POSTS = Number(process.env.BENCH_FEED_POSTS ?? 10_000);
/** People the header search looks through (BENCH_PEOPLE=0 skips them). */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
/** People the home feed's reader follows, ten posts each. */
const FOLLOWED = 500;
/** People paying each other in the ledger figure: one per connection. */
const PAYERS = 50;
/** Chat members the load generator holds a socket for, paired into one-to-one rooms. */
const SOCKET_CLIENTS = Number(process.env.BENCH_SOCKETS ?? 1000);
/** Viewers of the live figure's one stream (its host besides). */
const LIVE_VIEWERS = 200;
const lifted = { max: 1e9, timeWindow: 60_000 };
const DIST = path.resolve('dist');

const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-bench-'));
const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL || undefined;
const database = await openDatabase({ dataDir, databaseUrl });
await migrate(database);
// With its files: the demo's posts (galleries, video, audio, polls, locked posts) are what the feed posts copy.
const [login] = await seed(database.db, await createStorage({ dataDir }));
if (!login) throw new Error('seed created no demo user');
const seeding = performance.now();
// The reader's followed posts first: the 10,000 feed posts are newer, as other people's posts would be.
const reader = await seedFollowedFeed(database.db, FOLLOWED, 10);
await seedBenchPosts(database.db, FEED_POSTS);
// The home timelines those follows and posts would have been fanned out to.
await fillTimelines(database.db);
await seedBenchPeople(database.db, PEOPLE);
const payers = await seedBenchPayers(database.db, PAYERS);
const talkers = await insertPeople(database.db, SOCKET_CLIENTS, { prefix: 'talker' });
const chatPairs = await database.db.transaction(async (tx) => {
  const pairs = [];
  for (let a = 0; a + 1 < talkers.length; a += 2)
    pairs.push({ room: (await openRoom(tx, talkers[a]!.id, talkers[a + 1]!.id)).id, a, b: a + 1 });
  return pairs;
});
// As a running server has them: at start and every few minutes on PGlite, by autovacuum on PostgreSQL.
await analyze(database);
const seededMs = Math.round(performance.now() - seeding);

const config = benchConfig(dataDir, databaseUrl);
const clientBuilt = existsSync(path.join(DIST, 'index.html'));
const app = await buildApp({
  config,
  db: database.db,
  // The production log level, written where the parent discards it (a real deployment pipes it on).
  logger: process.env.BENCH_LOG === '0' ? false : undefined,
  authLimits: { perAddress: lifted, perAccount: lifted, commentsPerPerson: lifted, chatMessagesPerPerson: lifted },
  clientDir: clientBuilt ? DIST : undefined,
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const live = await setUpLive();
const session = await app.inject({ method: 'POST', url: Endpoints.login.path, payload: { email: login.email, password: login.password } });
const { token, user } = session.json().data as { token: string; user: { id: number } };

const ready: BenchServerReady = {
  url,
  engine: database.engine,
  login,
  token,
  userId: user.id,
  feedPosts: FEED_POSTS,
  people: PEOPLE,
  seededMs,
  clientBuilt,
  readerToken: app.tokens.signAdmin(reader.id, reader.sessionVersion),
  payers: payers.map((payer) => ({ id: payer.id, token: app.tokens.signAdmin(payer.id, payer.sessionVersion) })),
  chatTokens: talkers.map((talker) => app.tokens.signChat(talker.chatUserId ?? '', talker.id, talker.sessionVersion)),
  chatPairs,
  live,
};
answerBenchQueries(() => auditLedger(database.db));

/** The live figure's stream: the first talker goes live, the next LIVE_VIEWERS get their passes through the real routes. */
async function setUpLive(): Promise<BenchLive> {
  const members = talkers.slice(0, LIVE_VIEWERS + 1);
  const [host] = members;
  if (!host) throw new Error('no talkers for the live figure');
  const adminToken = (person: (typeof talkers)[number]) => app.tokens.signAdmin(person.id, person.sessionVersion);
  const streamId = 'BenchLive1';
  const created = await app.inject({
    method: 'POST',
    url: Endpoints.goLive.path,
    headers: { authorization: `Bearer ${adminToken(host)}` },
    payload: { stream_id: streamId, broadcaster_id: host.id, title: 'Bench live', description: '', amount: 0, type: 0 },
  });
  if (created.statusCode !== 200) throw new Error(`live create failed: ${created.body}`);
  const passes = [];
  for (const member of members) {
    const tokens = await app.inject({
      method: 'POST',
      url: Endpoints.liveTokens.path,
      headers: { authorization: `Bearer ${adminToken(member)}` },
      payload: { channelName: streamId },
    });
    if (tokens.statusCode !== 200) throw new Error(`live tokens failed: ${tokens.body}`);
    passes.push({
      chat: app.tokens.signChat(member.chatUserId ?? '', member.id, member.sessionVersion),
      pass: (tokens.json() as { data: { rtctoken: string } }).data.rtctoken,
    });
  }
  return { streamId, members: passes };
}
process.send?.(ready);

// The parent ends the run by disconnecting; closing cleanly lets `--cpu-prof` write its profile.
process.once('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
