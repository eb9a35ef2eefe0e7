import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (`dumpDataDir`); each test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that `CREATE DATABASE ... TEMPLATE` copies (when TEST_DATABASE_URL is set). */
    postgresTemplate: string | undefined;
  }
}

/** The admin connection of TEST_DATABASE_URL pointed at another database of the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a statement on the TEST_DATABASE_URL server (CREATE and DROP DATABASE cannot run inside a pool's transaction). */
export async function onTestServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global setup of the API suites: migrates one template database per run, which each test database copies.
 * See docs/decisions/0027-test-databases-from-a-migrated-template.md
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'fanclub-template-'));
  const pgliteTemplate = path.join(folder, 'pglite.tar');
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  if (database.engine !== 'pglite') throw new Error('expected the embedded database');
  await migrate(database);
  const dump = await database.native.$client.dumpDataDir('none');
  writeFileSync(pgliteTemplate, new Uint8Array(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', pgliteTemplate);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | undefined;
  if (adminUrl) {
    postgresTemplate = `fanclub_template_${randomBytes(6).toString('hex')}`;
    await onTestServer(adminUrl, `CREATE DATABASE ${postgresTemplate}`);
    const template = await openDatabase({ dataDir: 'unused', databaseUrl: databaseUrl(adminUrl, postgresTemplate) });
    await migrate(template);
    // A template must have no open connection while it is copied.
    await template.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await onTestServer(adminUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}
