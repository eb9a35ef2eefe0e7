import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support';

/**
 * `npm run dev` in a copy of the repository, cold then warm: a view's change reaches the open page by HMR with state
 * kept, and a server file's change restarts the server; the figures are printed.
 */

const VIEW = 'src/views/auth/LoginPage.tsx';
const SERVER_FILE = 'server/app.ts';

interface DevRun {
  url: string;
  /** From the spawn to the launcher's ready line, in seconds. */
  readySeconds: number;
  output(): string;
  stop(): Promise<void>;
}

/** The working tree's files (tracked and new, not ignored) copied into a temporary folder beside a link to node_modules. */
function cloneRepository(): string {
  const root = process.cwd();
  const clone = mkdtempSync(path.join(tmpdir(), 'fanclub-dev-loop-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files) {
    if (!file || !existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(clone, file));
  }
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(clone, 'node_modules'));
  return clone;
}

/** `npm run dev` in `clone` on free ports (PORT=0, CLIENT_HMR_PORT=0), its own data folder, until its ready line. */
async function startDev(clone: string): Promise<DevRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', CLIENT_HMR_PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(clone, 'data') };
  // As in a developer's shell: not vitest's NODE_ENV=test, the embedded database, mail and realtime.
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_DIR', 'CLIENT_WATCH']) delete env[name];
  const started = performance.now();
  // Its own process group: npm, the launcher, Parcel and the server are stopped together.
  const child: ChildProcess = spawn('npm', ['run', 'dev'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const run: DevRun = {
    url: '',
    readySeconds: 0,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, 'SIGTERM');
      const late = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
  const deadline = Date.now() + 280_000;
  for (;;) {
    const ready = /\[dev\] Ready in [\d.]+ s at (http:\/\/localhost:\d+)/.exec(output);
    if (ready) {
      run.url = ready[1]!;
      run.readySeconds = (performance.now() - started) / 1000;
      return run;
    }
    if (child.exitCode !== null) throw new Error(`npm run dev exited early:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      await run.stop();
      throw new Error(`npm run dev was not ready in time:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Replaces `from` by `to` in the clone's `file`, as an editor saves it. */
function edit(clone: string, file: string, from: string, to: string) {
  const full = path.join(clone, file);
  const text = readFileSync(full, 'utf8');
  expect(text).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

/** Every Content-Security-Policy refusal on the page, as `securitypolicyviolation` events report them. */
async function watchPolicy(page: Page): Promise<Array<{ directive: string; blocked: string }>> {
  const violations: Array<{ directive: string; blocked: string }> = [];
  await page.exposeFunction(
    'reportPolicyViolation',
    (violation: { directive: string; blocked: string }) => void violations.push(violation),
  );
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation(violation: { directive: string; blocked: string }): void })
      .reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return violations;
}

describe('npm run dev', () => {
  let clone: string;
  let dev: DevRun | undefined;
  let browser: Browser;
  const figures: Record<string, string> = {};

  beforeAll(async () => {
    clone = cloneRepository();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    rmSync(clone, { recursive: true, force: true });
    console.log(`npm run dev figures: ${JSON.stringify(figures)}`);
  });

  it('is ready from a cold start: no Parcel cache, no database yet', { timeout: 300_000 }, async () => {
    dev = await startDev(clone);
    figures.coldReadySeconds = dev.readySeconds.toFixed(1);
    expect(dev.url).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it(
    "shows a view's change on the open page without a reload, the typed state kept; the page logs in through the API",
    { timeout: 120_000 },
    async () => {
      const { page } = await newPage(browser);
      const violations = await watchPolicy(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Parcel's runtime opens its socket to the HMR server as the page's script starts: an update is only heard once it is open.
      const hmrSocket = page.waitForEvent('websocket', { predicate: (socket) => new URL(socket.url()).port !== new URL(dev!.url).port });
      const updates: string[] = [];
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => updates.push(String(frame.payload).slice(0, 200)));
        socket.on('socketerror', (error) => updates.push(`${socket.url()}: ${error}`));
      });
      await page.goto(`${dev!.url}/login`);
      await hmrSocket;
      await page.getByLabel('Email').fill('fan@fanclub.local');
      // A reload would lose this.
      await page.evaluate(() => ((window as unknown as { devLoopMark: string }).devLoopMark = 'same page'));

      const saved = performance.now();
      edit(
        clone,
        VIEW,
        '<FailureAlert failure={failure} />',
        '<p data-testid="dev-loop-edit">Edited while the page was open</p>\n        <FailureAlert failure={failure} />',
      );
      await page
        .getByTestId('dev-loop-edit')
        .waitFor({ timeout: 30_000 })
        .catch((error: Error) => {
          throw new Error(`${error.message}\nHMR messages: ${JSON.stringify(updates)}\n${dev!.output().slice(-3000)}`);
        });
      figures.viewSaveToScreenSeconds = ((performance.now() - saved) / 1000).toFixed(2);

      expect(await page.getByLabel('Email').inputValue()).toBe('fan@fanclub.local');
      expect(await page.evaluate(() => (window as unknown as { devLoopMark?: string }).devLoopMark)).toBe('same page');

      // The API and its socket from the dev page, on the page's own origin under the dev policy.
      await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
      await page.getByLabel('I accept the terms and conditions and the privacy policy.').check();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/home');
      await page.getByRole('feed').getByRole('article').first().waitFor();

      expect(errors).toEqual([]);
      // Parcel's runtime tries eval once to choose how to apply updates; the policy refuses it, so it loads them as scripts from its HMR server.
      expect(violations.filter((violation) => violation.blocked !== 'eval')).toEqual([]);
      await page.close();
    },
  );

  it('restarts the server when a server file changes, which then answers with the change', { timeout: 120_000 }, async () => {
    const restartsBefore = dev!.output().split('[dev] server restarted').length;
    const saved = performance.now();
    edit(
      clone,
      SERVER_FILE,
      '  await app.register(securityHeaders,',
      "  app.addHook('onRequest', async (_request, reply) => void reply.header('x-dev-loop', 'edited'));\n  await app.register(securityHeaders,",
    );
    const deadline = Date.now() + 100_000;
    let header: string | null = null;
    while (header !== 'edited') {
      if (Date.now() > deadline) throw new Error(`the server did not restart with the change:\n${dev!.output().slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      header = await fetch(`${dev!.url}/healthz`).then(
        (answer) => answer.headers.get('x-dev-loop'),
        () => null,
      );
    }
    figures.serverSaveToAnswerSeconds = ((performance.now() - saved) / 1000).toFixed(1);
    expect(dev!.output().split('[dev] server restarted').length).toBe(restartsBefore + 1);
  });

  it('is ready again from a warm start: Parcel cache and database kept', { timeout: 300_000 }, async () => {
    await dev!.stop();
    dev = await startDev(clone);
    figures.warmReadySeconds = dev.readySeconds.toFixed(1);
    expect((await fetch(`${dev.url}/login`)).status).toBe(200);
  });
});
