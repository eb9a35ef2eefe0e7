import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { openDatabase } from '../../server/db/client';
import { coinPacks, users } from '../../server/db/schema';
import { FLOWS_PATH } from '../../server/modules/dev/flows';

const ADMIN_EMAIL = 'owner@example.com';
const ADMIN_PASSWORD = 'Owner@Pass2026';

/*
 * A real deployment's first start, as its operator does it: `npm run admin:create` on the empty
 * database, then the server with NODE_ENV=production, each its own process on the embedded database.
 */
describe('NODE_ENV=production on an empty database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-production-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'production-secret-'.padEnd(48, 'z'),
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_DIR: path.join(dataDir, 'no-client'),
    PASSWORD_COST: '1024',
  };
  let server: ChildProcessWithoutNullStreams | undefined;
  let serverOutput = '';
  let base = '';
  let adminCreate: ReturnType<typeof spawnSync>;

  beforeAll(async () => {
    // The password piped in, as a script would: never an argument, never printed.
    adminCreate = spawnSync('npm', ['run', '-s', 'admin:create', '--', ADMIN_EMAIL], {
      env,
      input: `${ADMIN_PASSWORD}\n`,
      encoding: 'utf8',
      timeout: 120_000,
    });
    server = spawn(process.execPath, ['server/main.ts'], { env });
    server.stdout.on('data', (chunk: Buffer) => void (serverOutput += chunk.toString('utf8')));
    server.stderr.on('data', (chunk: Buffer) => void (serverOutput += chunk.toString('utf8')));
    const deadline = Date.now() + 120_000;
    while (!base) {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(serverOutput);
      if (listening?.[1]) base = listening[1];
      else if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${serverOutput}`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 240_000);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('admin:create made the first admin without printing the password', () => {
    expect(adminCreate.status, String(adminCreate.stderr)).toBe(0);
    expect(adminCreate.stdout).toBe(`Created the admin ${ADMIN_EMAIL}: log in with that password.\n`);
    expect(`${String(adminCreate.stdout)}${String(adminCreate.stderr)}`).not.toContain(ADMIN_PASSWORD);
  });

  it('lets that admin in, and nobody with a demo password', async () => {
    const login = await post(Endpoints.login.path, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { user: { role: string } } }).data.user.role).toBe(Role.admin);
    for (const email of ['admin@fanclub.local', 'creator@fanclub.local', 'fan@fanclub.local']) {
      expect((await post(Endpoints.login.path, { email, password: 'Demo@1234' })).status, email).not.toBe(200);
    }
  });

  it('has no dev routes', async () => {
    expect((await fetch(`${base}${Endpoints.devOutbox.path}?email=${encodeURIComponent(ADMIN_EMAIL)}`)).status).toBe(404);
    expect((await fetch(`${base}${FLOWS_PATH}/`)).status).toBe(404);
  });

  it('seeded the coin packs and nothing of the demo, and printed no demo login', async () => {
    expect(serverOutput).not.toMatch(/Demo (creator|fan|admin)|Demo logins/);
    expect(serverOutput).not.toContain(ADMIN_PASSWORD);
    server!.kill('SIGTERM');
    await once(server!, 'exit');
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const [people] = await database.db.select({ n: count() }).from(users);
      const packs = await database.db.select({ coin: coinPacks.coin }).from(coinPacks);
      expect(people?.n).toBe(1);
      expect(packs.map((pack) => pack.coin).sort((a, b) => a - b)).toEqual([100, 500, 1000, 5000]);
    } finally {
      await database.close();
    }
  });
});
