/**
 * `npm run bench`: figures, not pass/fail; routes, knobs (BENCH_ENGINES, BENCH_ROUTES, BENCH_DURATION, BENCH_CLIENT,
 * BENCH_PROFILE) and results are in README.md (Speed). See docs/decisions/0026-bench-method.md
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Options } from 'autocannon';
import sharp from 'sharp';
import { Endpoints } from '../../contract/endpoints';
import { databaseUrl, onTestServer } from '../api/databaseTemplate';
import { clusterFigures } from './cluster';
import { FEED_TARGET, feedScrollFigure } from './feed-scroll';
import { firstLoadFigure } from './first-load';
import { postgresCpuMicros, PROFILE_DIR, start, type BenchServerReady, type Child } from './processes';
import { liveFigures, printLiveTable } from './live';
import { printSocketsTable, socketsFigures } from './sockets';
import type { TimelineServerReady } from './timeline-server';
import { wireFigure } from './wire';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
/** Page 200 of 10 is 2,000 posts deep: what an OFFSET costs once a fan has scrolled a while. */
const DEEP_PAGE = 200;
const PROFILE = process.env.BENCH_PROFILE === '1';
const only = (name: string) => (process.env[name] ? new Set(process.env[name]?.split(',').map((value) => value.trim())) : undefined);
const ROUTES = only('BENCH_ROUTES');
const ENGINES = only('BENCH_ENGINES');

/** What a browser sends with every call: the answers may come compressed, as they would to a person. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

interface Route {
  key: string;
  name: string;
  /** What bounds it once the pipeline costs nothing: the work a request cannot avoid. */
  bound: string;
  options(server: BenchServerReady, image: string): Omit<Options, 'duration' | 'connections'>;
}

const json = (server: BenchServerReady, url: string, body: object, authorized = true): Omit<Options, 'duration' | 'connections'> => ({
  url: server.url + url,
  method: 'POST',
  headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', ...(authorized ? { authorization: `Bearer ${server.token}` } : {}) },
  body: JSON.stringify(body),
});

const ROUTE_LIST: Route[] = [
  {
    key: 'static',
    name: 'GET /login (the app page)',
    bound: 'the HTTP stack: the page is in memory',
    options: (server) => ({ url: `${server.url}/login`, headers: { ...BROWSER_HEADERS, accept: 'text/html' } }),
  },
  {
    key: 'login',
    name: 'POST /api/login',
    bound: 'scrypt (N=16384): one hash per request, by design',
    options: (server) => json(server, Endpoints.login.path, { email: server.login.email, password: server.login.password }, false),
  },
  {
    key: 'user-byid',
    name: 'POST /api/user/user-byid',
    bound: 'the session check and one user query',
    options: (server) => json(server, Endpoints.person.path, { userid: server.userId }),
  },
  {
    key: 'feed-1',
    name: 'POST /api/feeds {page:1}',
    bound: 'the session check and one page query over the feed posts',
    options: (server) => json(server, Endpoints.homeFeed.path, { page: 1 }),
  },
  {
    key: 'feed-deep',
    name: `POST /api/feeds {page:${DEEP_PAGE}}`,
    bound: 'the page query: an OFFSET of 2,000 posts',
    options: (server) => json(server, Endpoints.homeFeed.path, { page: DEEP_PAGE }),
  },
  {
    key: 'feed-500',
    name: 'POST /api/feeds {page:1}, following 500 people',
    bound: 'the page query: it walks the 10,000 newer posts of others down to the newest of the 500 followed authors',
    options: (server) => ({
      ...json(server, Endpoints.homeFeed.path, { page: 1 }),
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', authorization: `Bearer ${server.readerToken}` },
    }),
  },
  {
    key: 'autocomplete',
    name: "POST /api/user/autocomplete-user {search:'jos'}",
    bound: 'the session check and three prefix ranges of the folded name indexes, the most followed first',
    options: (server) => json(server, Endpoints.searchPeople.path, { search: 'jos' }),
  },
  {
    key: 'ledger',
    name: 'POST coin-transfer / user-donate (50 payers)',
    bound: 'one ledger transaction: the key, two or three wallets locked in id order, the entries, a notification',
    options: (server) => ({
      url: server.url + Endpoints.transferCoins.path,
      method: 'POST',
      requests: [
        {
          // Each request a random payer, a random other person, a small amount and a fresh idempotency key; half are tips (with the fee).
          setupRequest: (request) => {
            const payers = server.payers;
            const from = Math.floor(Math.random() * payers.length);
            const to = (from + 1 + Math.floor(Math.random() * (payers.length - 1))) % payers.length;
            const tip = Math.random() < 0.5;
            const amount = 1 + Math.floor(Math.random() * 9);
            return {
              ...request,
              method: 'POST',
              path: tip ? Endpoints.donateToPerson.path : Endpoints.transferCoins.path,
              headers: {
                ...BROWSER_HEADERS,
                'content-type': 'application/json',
                authorization: `Bearer ${payers[from]!.token}`,
                'idempotency-key': `bench-${Math.random().toString(36).slice(2, 14)}`,
              },
              body: JSON.stringify(tip ? { user_id: payers[to]!.id, amount } : { to_user_id: payers[to]!.id, amount }),
            };
          },
        },
      ],
    }),
  },
  {
    key: 'upload',
    name: 'POST /api/upload (8 KB JPEG)',
    bound: 'sharp: the preview of every image, then a file write and a row',
    options: (server, image) => ({
      url: server.url + Endpoints.upload.path,
      method: 'POST',
      headers: { ...BROWSER_HEADERS, authorization: `Bearer ${server.token}` },
      form: { path: { type: 'text', value: 'post/images/' }, file: { type: 'file', path: image } },
    }),
  },
];

interface Figure {
  name: string;
  bound: string;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time per answered request: what the figure costs whatever else the machine runs. */
  cpuMicrosPerRequest: number;
  /** The CPU time per answered request of the bench database's PostgreSQL backends, when they run on this machine (PGlite's is in the server's). */
  databaseCpuMicrosPerRequest?: number;
}

async function load(
  name: string,
  bound: string,
  options: Omit<Options, 'duration' | 'connections'>,
  server: Child<unknown>,
  { profileAs, database }: { profileAs?: string; database?: string } = {},
): Promise<Figure> {
  const stopProfile = PROFILE && profileAs ? await server.profile(path.join(PROFILE_DIR, `${profileAs}.cpuprofile`)) : undefined;
  const cpuBefore = await server.cpuMicros();
  const databaseBefore = database ? postgresCpuMicros(database) : undefined;
  const result = await autocannon({ ...options, duration: DURATION_S, connections: CONNECTIONS });
  const cpu = (await server.cpuMicros()) - cpuBefore;
  const databaseAfter = databaseBefore === undefined ? undefined : postgresCpuMicros(database);
  await stopProfile?.();
  const answered = Math.max(result.requests.total, 1);
  return {
    name,
    bound,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMicrosPerRequest: cpu / answered,
    databaseCpuMicrosPerRequest:
      databaseBefore === undefined || databaseAfter === undefined ? undefined : (databaseAfter - databaseBefore) / answered,
  };
}

/**
 * The bare route is measured right before and right after an engine's routes: on a shared 2-core
 * machine it swings by a third between runs, so each share is of the two figures' mean, and both show.
 */
function printTable(title: string, figures: Figure[], bares: [Figure, Figure]) {
  const bare = (bares[0].requests + bares[1].requests) / 2 || 1;
  console.log(
    `\n${title}: autocannon in its own process, ${DURATION_S} s each, ${CONNECTIONS} connections; shares of the bare route's mean\n`,
  );
  console.table(
    [{ ...bares[0], name: `${bares[0].name}, before` }, ...figures, { ...bares[1], name: `${bares[1].name}, after` }].map((figure) => ({
      route: figure.name,
      'req/s': Math.round(figure.requests),
      'p50 ms': figure.p50,
      'p99 ms': figure.p99,
      'vs bare': `${((figure.requests / bare) * 100).toFixed(1)}%`,
      'server CPU µs/req': Math.round(figure.cpuMicrosPerRequest),
      'PostgreSQL CPU µs/req': figure.databaseCpuMicrosPerRequest === undefined ? '' : Math.round(figure.databaseCpuMicrosPerRequest),
      'non-2xx': figure.non2xx + figure.errors,
      'bound by': figure.bound,
    })),
  );
}

/** Waits (up to 15 s) until the server idles under 5% of a core. See docs/decisions/0026-bench-method.md */
async function settled(server: Child<unknown>) {
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline) {
    const before = await server.cpuMicros();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if ((await server.cpuMicros()) - before < 250_000 * 0.05) return;
  }
}

/** A fresh PostgreSQL database beside the one named by the URL, for one bench run. */
async function freshPostgres(url: string, prefix = 'fanclub_bench'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  await onTestServer(url, `DROP DATABASE IF EXISTS ${name}`);
  await onTestServer(url, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(url, name), drop: () => onTestServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The client figures on the built client this server serves: bytes over the wire, first load, feed scroll. */
async function clientFigures(server: BenchServerReady, engine: string) {
  if (!server.clientBuilt) {
    console.log('\nClient figures: skipped, no dist/index.html (run `npm run build`)');
    return;
  }
  await wireFigure(server.url, server.login);
  await firstLoadFigure(server.url, server.login, engine);
  if (server.feedPosts < FEED_TARGET) return console.log(`\nClient feed scroll: skipped, only ${server.feedPosts} feed posts`);
  await feedScrollFigure(server.url, server.login, engine);
}

async function benchEngine(
  engine: string,
  measureBare: () => Promise<Figure>,
  image: string,
  bareSocketsUrl: string | undefined,
  databaseUrl?: string,
): Promise<BenchServerReady> {
  const server = await start<BenchServerReady>('tests/bench/server.ts', { BENCH_SERVER_DATABASE_URL: databaseUrl });
  try {
    const ready = server.ready;
    console.log(
      `\n${engine}: ${ready.feedPosts} feed posts and ${ready.people} people seeded in ${ready.seededMs} ms; server pid in its own process at ${ready.url}`,
    );
    const figures: Figure[] = [];
    // PostgreSQL's CPU is read from the backends of the bench's own database: other work on a shared server is not counted.
    const database = ready.engine === 'postgres' && databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : undefined;
    const routes = ROUTE_LIST.filter((candidate) => !ROUTES || ROUTES.has(candidate.key));
    if (routes.length) await settled(server);
    const bareBefore = routes.length ? await measureBare() : undefined;
    for (const route of routes) {
      const profileAs = `${ready.engine}-${route.key}`;
      figures.push(await load(route.name, route.bound, route.options(ready, image), server, { profileAs, database }));
    }
    if (bareBefore) printTable(engine, figures, [bareBefore, await measureBare()]);
    if (bareSocketsUrl && (!ROUTES || ROUTES.has('sockets')))
      printSocketsTable(engine, await socketsFigures(ready, bareSocketsUrl, DURATION_S));
    if (bareSocketsUrl && (!ROUTES || ROUTES.has('live'))) printLiveTable(engine, await liveFigures(ready, bareSocketsUrl, DURATION_S));
    if (!ROUTES || ROUTES.has('ledger')) {
      const books = await server.audit();
      const anomalies = books.unbalanced + books.drifted + books.negative;
      console.log(
        `Ledger after the load: ${books.movements} movements; ${anomalies} anomalies (${books.unbalanced} unbalanced, ${books.drifted} wallets off their entries, ${books.negative} below zero)`,
      );
    }
    if (ready.engine === 'pglite' && process.env.BENCH_CLIENT !== '0') await clientFigures(ready, engine);
    return ready;
  } finally {
    await server.stop();
  }
}

/**
 * The home feed over timelines (PostgreSQL, a database of its own): readers following 5, 500 and 5,000 people over
 * BENCH_TIMELINE_POSTS posts of the demo's media mix, and the time a big account's post takes to reach every timeline.
 */
async function benchTimelines(measureBare: () => Promise<Figure>, postgresUrl: string) {
  const fresh = await freshPostgres(postgresUrl, 'fanclub_bench_timelines');
  try {
    // A million posts, their timelines and a 100,000-follower fan-out take minutes to write, not the usual start's budget.
    const server = await start<TimelineServerReady>(
      'tests/bench/timeline-server.ts',
      { BENCH_SERVER_DATABASE_URL: fresh.url },
      45 * 60_000,
    );
    try {
      const ready = server.ready;
      const database = decodeURIComponent(new URL(fresh.url).pathname.slice(1));
      console.log(`\nTimelines: ${ready.posts} posts (the demo's media mix) seeded in ${ready.seededMs} ms`);
      await settled(server);
      const bareBefore = await measureBare();
      const figures: Figure[] = [];
      for (const reader of ready.readers) {
        const options = json({ url: ready.url } as BenchServerReady, Endpoints.homeFeed.path, { page: 1 }, false);
        figures.push(
          await load(
            `POST /api/feeds {page:1}, following ${reader.following} (timeline of ${reader.timeline} posts)`,
            'the session check, the timeline read by its key down to the page, the page relations',
            { ...options, headers: { ...options.headers, authorization: `Bearer ${reader.token}` } },
            server,
            { profileAs: `timelines-following-${reader.following}`, database },
          ),
        );
      }
      printTable('Timelines (PostgreSQL)', figures, [bareBefore, await measureBare()]);
      const [few, , most] = figures;
      if (few && most) console.log(`Following 5,000 runs at ${((most.requests / (few.requests || 1)) * 100).toFixed(0)}% of following 5.`);
      const { fanOut } = ready;
      console.log(
        `A post by an account of ${fanOut.followers} followers: answered in ${fanOut.answerMs} ms, in every timeline after ${fanOut.everyTimelineMs} ms`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await fresh.drop();
  }
}

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fanclub-bench-load-'));
  const image = path.join(scratch, 'small.jpg');
  writeFileSync(
    image,
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c0392b' } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
  const bareServer = await start<Pick<BenchServerReady, 'url'>>('tests/bench/bare.ts');
  const bareSockets =
    !ROUTES || ROUTES.has('sockets') || ROUTES.has('live')
      ? await start<Pick<BenchServerReady, 'url'>>('tests/bench/bare-sockets.ts')
      : undefined;
  const bareSocketsUrl = bareSockets?.ready.url;
  try {
    const bare = () =>
      load('bare fastify GET / (own process)', 'nothing: the ceiling of this machine', { url: bareServer.ready.url }, bareServer);
    if ((!ENGINES || ENGINES.has('pglite')) && (!ROUTES || [...ROUTES].some((route) => route !== 'timelines')))
      await benchEngine('PGlite (embedded)', bare, image, bareSocketsUrl);
    const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    // BENCH_ROUTES=timelines runs the timeline figures alone.
    const mainRoutes = !ROUTES || [...ROUTES].some((route) => route !== 'timelines');
    if (postgresUrl && (!ENGINES || ENGINES.has('postgres')) && (!ROUTES || ROUTES.has('timelines')))
      await benchTimelines(bare, postgresUrl);
    if (postgresUrl && (!ENGINES || ENGINES.has('postgres')) && mainRoutes) {
      const fresh = await freshPostgres(postgresUrl);
      try {
        const ready = await benchEngine('PostgreSQL', bare, image, bareSocketsUrl, fresh.url);
        if (!ROUTES || ROUTES.has('cluster')) await clusterFigures(ready, fresh.url, DURATION_S);
      } finally {
        await fresh.drop();
      }
    } else if (!postgresUrl) {
      console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      if (!ROUTES || ROUTES.has('cluster')) console.log('\nCluster figures: skipped (they run on the PostgreSQL database)');
    }
  } finally {
    await bareServer.stop();
    await bareSockets?.stop();
    rmSync(scratch, { recursive: true, force: true });
    if (PROFILE) console.log(`\nCPU profiles of the server: ${PROFILE_DIR}`);
  }
}

await main();
