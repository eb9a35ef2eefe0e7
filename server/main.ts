// First, before anything else loads: under another Node.js major than package.json's engines, the reason and exit 1.
import './runtime-check.mjs';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { analyze, migrate, openDatabase } from './db/client.ts';
import { refreshDemoStories } from './db/demo-stories.ts';
import { seed, seedCoinPacks, seedDemoCard } from './db/seed.ts';
import { createStorage } from './providers/storage/index.ts';

const config = loadConfigOrExit();

/** Runs one step of the start; a failure is one line on stderr naming the step (no stack, no connection string), then exit 1. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    process.stderr.write(`Fanclub could not start: ${what}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const database = await step('opening the database', () => openDatabase(config));
await step(config.databaseUrl ? 'migrating PostgreSQL (DATABASE_URL)' : 'migrating the embedded database', () => migrate(database));
const storage = await step('opening the file store', () => createStorage(config));
// The wallet's packs are the product's catalog, needed by a real deployment too; the demo people are not.
await step('seeding the coin packs', () => seedCoinPacks(database.db));
// The demo writes files: a store it cannot reach is said as such, not as a failed seed.
if (config.seedDemo) await step(config.s3 ? 'reaching the object storage (S3_*)' : 'reaching the uploads folder', () => storage.ready());
const logins = config.seedDemo ? await step('seeding the demo', () => seed(database.db, storage)) : [];
// The demo creators' stories last a day: each start gives them new ones when theirs ran out.
const demoStories = config.seedDemo ? await step('refreshing the demo stories', () => refreshDemoStories(database.db, storage)) : 0;
await step('analyzing the database', () => analyze(database));

// `npm run dev` starts the server beside Parcel's first build: the page is read on each request, once Parcel has written it.
const clientBuilt = config.clientWatch || existsSync(path.join(config.publicDir, 'index.html'));
const app = await buildApp({ config, db: database.db, storage, clientDir: clientBuilt ? config.publicDir : undefined });
if (logins.length > 0) await step("saving the demo fan's card", () => seedDemoCard(database.db, app.paymentsService.provider));
if (demoStories > 0) app.log.info({ count: demoStories }, 'demo stories refreshed');

if (!clientBuilt) app.log.warn(`No built client in ${config.publicDir}: serving the API only (run \`npm run build\`).`);
for (const login of logins) app.log.info(`Demo ${login.role}: ${login.email} / ${login.password}`);

await app.listen({ port: config.port, host: config.host });

// A newcomer reads this, not the JSON log: where the app is (the port it got, when PORT=0) and how to get in.
const { port } = app.server.address() as AddressInfo;
const banner = [`\nFanclub is running at http://localhost:${port}`];
if (logins.length > 0)
  banner.push('Demo logins (seeded just now):', ...logins.map((l) => `  ${l.role.padEnd(8)} ${l.email}  ${l.password}`));
process.stdout.write(`${banner.join('\n')}\n\n`);

/** A drain that has not finished by then is cut short: `docker stop` kills the process 10 s after its SIGTERM. */
const SHUTDOWN_LIMIT_MS = 9_000;

// SIGTERM drains: the listener closes (new connections are refused), requests under way are answered, sockets,
// sweeps and Redis close with the app, then the database. A terminal's Ctrl-C may arrive twice (npm forwards it): once is enough.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining`);
    setTimeout(() => {
      app.log.error(`shutdown did not finish within ${SHUTDOWN_LIMIT_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          app.log.info('shutdown complete');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
