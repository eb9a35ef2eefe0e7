import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { analyze, migrate, openDatabase } from './db/client';
import { refreshDemoStories } from './db/demo-stories';
import { seed, seedCoinPacks } from './db/seed';
import { createStorage } from './providers/storage';

const config = loadConfigOrExit();
const database = await openDatabase(config);
await migrate(database);
const storage = await createStorage(config);
// The wallet's packs are the product's catalog, needed by a real deployment too; the demo people are not.
await seedCoinPacks(database.db);
const logins = config.seedDemo ? await seed(database.db, storage) : [];
// The demo creators' stories last a day: each start gives them new ones when theirs ran out.
const demoStories = config.seedDemo ? await refreshDemoStories(database.db, storage) : 0;
await analyze(database);

const clientBuilt = existsSync(path.join(config.publicDir, 'index.html'));
const app = await buildApp({ config, db: database.db, storage, clientDir: clientBuilt ? config.publicDir : undefined });
if (demoStories > 0) app.log.info({ count: demoStories }, 'demo stories refreshed');

if (!clientBuilt) app.log.warn(`No built client in ${config.publicDir}: serving the API only (run \`npm run build\`).`);
for (const login of logins) app.log.info(`Demo ${login.role}: ${login.email} / ${login.password}`);

await app.listen({ port: config.port, host: config.host });

// A newcomer reads this, not the JSON log: where the app is and how to get in.
const banner = [`\nFanclub is running at http://localhost:${config.port}`];
if (logins.length > 0) banner.push('Demo logins (seeded just now):', ...logins.map((l) => `  ${l.role.padEnd(8)} ${l.email}  ${l.password}`));
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
