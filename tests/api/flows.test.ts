import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { FLOWS_PATH } from '../../server/modules/dev/flows';
import { flowsDir } from '../support/flows/flows';
import { createTestApp, type TestApp } from './harness';

describe('GET /dev/flows', () => {
  let dev: TestApp;
  let production: TestApp;
  // Production serves the built client, whose page answers every path the server leaves unrouted.
  const clientDir = mkdtempSync(path.join(tmpdir(), 'fanclub-flows-client-'));
  beforeAll(async () => {
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Fanclub</title>');
    dev = await createTestApp('pglite');
    production = await createTestApp('pglite', { production: true, database: dev.testDatabase, clientDir });
  });
  afterAll(async () => {
    await production.close();
    await dev.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

  it('shows the index of the diagrams, which links each one beside it', async () => {
    const redirect = await get(dev, FLOWS_PATH);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`${FLOWS_PATH}/`);
    const index = await get(dev, `${FLOWS_PATH}/`);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toBe(await readFile(path.join(flowsDir, 'index.html'), 'utf8'));
    expect(index.body).toContain('<img src="auth.svg"');
  });

  it('serves a machine diagram as SVG and its definition as JSON, and 404 for a machine that has none', async () => {
    const diagram = await get(dev, `${FLOWS_PATH}/auth.svg`);
    expect(diagram.statusCode).toBe(200);
    expect(diagram.headers['content-type']).toBe('image/svg+xml');
    expect(diagram.body).toBe(await readFile(path.join(flowsDir, 'auth.svg'), 'utf8'));
    // Its definition beside it, for the Stately visualizer.
    const definition = await get(dev, `${FLOWS_PATH}/auth.json`);
    expect(definition.statusCode).toBe(200);
    expect(definition.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(definition.body).toBe(await readFile(path.join(flowsDir, 'auth.json'), 'utf8'));
    const missing = await get(dev, `${FLOWS_PATH}/nobody.svg`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: 0, message: Messages.notFound, data: {} });
  });

  it('serves nothing but the diagrams and definitions of docs/flows', async () => {
    for (const url of [`${FLOWS_PATH}/README.md`, `${FLOWS_PATH}/..%2F..%2Fpackage.json`, `${FLOWS_PATH}/..%2F..%2F.env.svg`]) {
      const response = await get(dev, url);
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('does not exist in production: a 404, not even the app page', async () => {
    for (const url of [FLOWS_PATH, `${FLOWS_PATH}/`, `${FLOWS_PATH}/auth.svg`]) {
      const response = await get(production, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ success: 0, message: Messages.notFound, data: {} });
    }
    expect((await get(production, '/home')).statusCode).toBe(200);
  });
});
