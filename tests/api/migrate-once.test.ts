import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onTestServer } from './databaseTemplate';

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] };

/**
 * A replica as it starts: opens its pool, says 'ready', waits for 'go' on stdin (so the replicas migrate at the
 * same moment, not one after another as their start-up times happen to fall), then migrates and exits.
 */
const REPLICA = `
import { createInterface } from 'node:readline';
import { migrate, openDatabase } from './server/db/client.ts';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'unused' });
await database.db.execute('select 1');
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) if (line === 'go') break;
try {
  await migrate(database);
  console.log('migrated');
} finally {
  await database.close();
}
`;

function startReplica(url: string) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', REPLICA], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('ready') && resolve());
    child.once('exit', () => reject(new Error(`replica exited before it was ready:\n${output}`)));
  });
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, output }));
  return { child, ready, exited };
}

describe.runIf(adminUrl)('migrations when replicas start together (PostgreSQL)', () => {
  const name = `operability_migrate_${randomBytes(5).toString('hex')}`;
  const children: ChildProcess[] = [];
  beforeAll(() => onTestServer(adminUrl!, `CREATE DATABASE ${name}`));
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await onTestServer(adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('three processes migrating an empty database at once all succeed, and the schema is migrated once', async () => {
    const url = databaseUrl(adminUrl!, name);
    const replicas = [startReplica(url), startReplica(url), startReplica(url)];
    children.push(...replicas.map((replica) => replica.child));
    await Promise.all(replicas.map((replica) => replica.ready));
    for (const replica of replicas) replica.child.stdin!.end('go\n');
    const results = await Promise.all(replicas.map((replica) => replica.exited));

    for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
      const users = await client.query<{ count: string }>('select count(*) from users');
      expect(users.rows[0]!.count).toBe('0');
    } finally {
      await client.end();
    }
  }, 60_000);
});
