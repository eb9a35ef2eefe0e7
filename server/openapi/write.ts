import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { describeDocument } from './document.ts';

/** The committed document (`npm run openapi` writes it; tests/api/openapi.test.ts fails when it is stale). */
export const DOCUMENT_FILE = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));

/** The document as text: two-space JSON and a final line break. */
export const documentText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * `npm run openapi`: builds the app as `npm start` does outside production (the routes do not depend on the
 * configuration), on an empty in-memory database it never asks, and writes its document.
 */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-openapi-'));
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  try {
    const app = await buildApp({
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: undefined,
        redisUrl: undefined,
        smtpUrl: undefined,
        mailFrom: 'Fanclub <openapi@fanclub.local>',
        jwtSecret: 'openapi-'.padEnd(48, 'x'),
        production: false,
        publicDir: path.join(dataDir, 'no-client'),
        subscriptionSweepSeconds: 0,
        storySweepSeconds: 0,
        draftSweepSeconds: 0,
      },
      db: database.db,
      logger: false,
    });
    await app.ready();
    writeFileSync(DOCUMENT_FILE, documentText(describeDocument(app)));
    await app.close();
    process.stdout.write(`wrote ${path.relative(process.cwd(), DOCUMENT_FILE)}\n`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
