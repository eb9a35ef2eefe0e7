/**
 * Figures, not pass/fail: the client's initial JS weight, the throughput of the auth calls against
 * a bare fastify route on the same machine in the same run, the home feed over 10,000 posts, and
 * (once, on PGlite) the built client scrolling a 500-post home feed in headless Chromium.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { AdminRoutes } from '../../contract/routes';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { analyze, migrate, openDatabase } from '../../server/db/client';
import { seed, type DemoLogin } from '../../server/db/seed';
import { seedBenchPosts } from './feed-posts';
import { FEED_TARGET, feedScrollFigure } from './feed-scroll';
import { firstLoadFigure } from './first-load';

const DURATION_S = 5;
const CONNECTIONS = 50;
const lifted = { max: 1e9, timeWindow: 60_000 };
const FEED_POSTS = 10_000;
/** Page 200 of 10 is 2,000 posts deep: what an OFFSET costs once a fan has scrolled a while. */
const DEEP_PAGE = 200;
const DIST = path.resolve('dist');

function initialClientJs(distDir: string): string {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return 'n/a (no dist/index.html: run `npm run build`)';
  const html = readFileSync(indexHtml, 'utf8');
  const sources = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)].map((match) => match[1] ?? '');
  const bytes = sources
    .filter((src) => !/^https?:/.test(src))
    .reduce((sum, src) => sum + gzipSync(readFileSync(path.join(distDir, src.replace(/^\//, '')))).length, 0);
  return `${(bytes / 1024).toFixed(1)} KB gzip in ${sources.length} script(s)`;
}

interface Figure {
  name: string;
  requests: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, url: string, body?: object, token?: string): Promise<Figure> {
  const result = await autocannon({
    url,
    method: body ? 'POST' : 'GET',
    duration: DURATION_S,
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { name, requests: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/**
 * The home feed, first page and a deep one. The route comes with the posts module; without it the
 * bench says so and goes on.
 */
async function feedFigures(app: Awaited<ReturnType<typeof buildApp>>, appUrl: string, token: string): Promise<Figure[]> {
  const probe = await app.inject({ method: 'POST', url: AdminRoutes.feedHome, payload: { page: 1 }, headers: { authorization: `Bearer ${token}` } });
  if (probe.statusCode !== 200) {
    console.log(`POST ${AdminRoutes.feedHome} answered ${probe.statusCode} (is the feeds module merged?): feed figures skipped`);
    return [];
  }
  const posts = (probe.json() as { data: unknown[] }).data.length;
  if (posts === 0) console.log(`POST ${AdminRoutes.feedHome} answered an empty first page: the figures measure nothing`);
  return [
    await load(`POST /api/feeds {page:1} (${FEED_POSTS} posts)`, appUrl + AdminRoutes.feedHome, { page: 1 }, token),
    await load(`POST /api/feeds {page:${DEEP_PAGE}}`, appUrl + AdminRoutes.feedHome, { page: DEEP_PAGE }, token),
  ];
}

/**
 * The client figures, on the built client served by this app: the first load of /login and /home, then
 * the scroll through a home feed of at least FEED_TARGET posts for the bench user (checked first: page
 * FEED_TARGET / 10 must be full).
 */
async function clientFigure(app: Awaited<ReturnType<typeof buildApp>>, appUrl: string, token: string, login: DemoLogin, engine: string) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.log('\nClient first load and feed scroll: skipped, no dist/index.html (run `npm run build`)');
    return;
  }
  await firstLoadFigure(appUrl, login, engine);
  const lastPage = Math.ceil(FEED_TARGET / 10);
  const probe = await app.inject({ method: 'POST', url: AdminRoutes.feedHome, payload: { page: lastPage }, headers: { authorization: `Bearer ${token}` } });
  const onLastPage = probe.statusCode === 200 ? (probe.json() as { data: unknown[] }).data.length : 0;
  if (onLastPage < 10) {
    console.log(`\nClient feed scroll: skipped, the home feed of ${login.email} holds fewer than ${FEED_TARGET} posts (page ${lastPage} answered ${probe.statusCode} with ${onLastPage})`);
    return;
  }
  await feedScrollFigure(appUrl, login, engine);
}

/** A fresh PostgreSQL database beside the one named by the URL, for one bench run. */
async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `fanclub_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

async function benchEngine(engine: string, bareUrl: string, databaseUrl: string | undefined, withClient = false) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  await migrate(database);
  const [login] = await seed(database.db);
  if (!login) throw new Error('seed created no demo user');
  const seeding = performance.now();
  await seedBenchPosts(database.db, FEED_POSTS);
  // As a running server has them: at start and every few minutes on PGlite, by autovacuum on PostgreSQL.
  await analyze(database);
  console.log(`\n${engine}: ${FEED_POSTS} feed posts seeded in ${Math.round(performance.now() - seeding)} ms`);
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    redisUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'bench@fanclub.local',
    jwtSecret: 'bench-secret'.padEnd(48, 'x'),
    production: true,
    publicDir: dataDir,
  };
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    authLimits: { perAddress: lifted, perAccount: lifted },
    clientDir: withClient ? DIST : undefined,
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  try {
    const session = await app.inject({ method: 'POST', url: AdminRoutes.login, payload: { email: login.email, password: login.password } });
    const { token, user } = session.json().data as { token: string; user: { id: number } };

    const figures = [
      await load('bare fastify GET /', bareUrl),
      await load('POST /api/login', appUrl + AdminRoutes.login, { email: login.email, password: login.password }),
      await load('POST /api/user/user-byid', appUrl + AdminRoutes.userById, { userid: user.id }, token),
      ...(await feedFigures(app, appUrl, token)),
    ];
    const baseline = figures[0]?.requests || 1;
    console.log(`\nautocannon: ${DURATION_S} s each, ${CONNECTIONS} connections, ${engine}\n`);
    console.table(
      figures.map((figure) => ({
        route: figure.name,
        'req/s': Math.round(figure.requests),
        'p99 ms': figure.p99,
        'vs bare': `${((figure.requests / baseline) * 100).toFixed(1)}%`,
        'non-2xx': figure.non2xx,
      })),
    );
    if (withClient) await clientFigure(app, appUrl, token, login, engine);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Client initial JS: ${initialClientJs(path.resolve('dist'))}`);
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    await benchEngine('PGlite (embedded)', bareUrl, undefined, true);
    // The deployment engine too, when one is named.
    const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (postgresUrl) {
      const fresh = await freshPostgres(postgresUrl);
      try {
        await benchEngine('PostgreSQL', bareUrl, fresh.url);
      } finally {
        await fresh.drop();
      }
    }
  } finally {
    await bare.close();
  }
}

await main();
