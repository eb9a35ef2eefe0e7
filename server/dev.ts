/** `npm run dev`: Parcel watches the client (with HMR) while `node --watch` runs the server on the same origin. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config.ts';
import { freePort } from './lib/ports.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Not dist/: `npm start` and the e2e tests keep the production build there. */
const distDir = path.join(root, 'dist-dev');
const started = performance.now();
const say = (line: string) => void process.stdout.write(`${line}\n`);
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** A port variable as the children get it: `0` becomes a free port now, so a restarted server keeps its port. */
async function concretePort(value: string | undefined, fallback: string): Promise<string> {
  const setting = value?.trim() || fallback;
  return setting === '0' ? String(await freePort()) : setting;
}

const env: NodeJS.ProcessEnv = { ...process.env, CLIENT_WATCH: '1', PUBLIC_DIR: distDir };
env.PORT = await concretePort(env.PORT, '8080');
env.CLIENT_HMR_PORT = await concretePort(env.CLIENT_HMR_PORT, String(Number(env.PORT) + 1));
// A bad value is refused here, once, rather than by every restart of the server.
const config = loadConfigOrExit(env);
const port = config.port;
// Set above, so read and checked by the config.
const clientHmrPort = config.clientHmrPort!;
mkdirSync(distDir, { recursive: true });

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => --left === 0 && process.exit(code));
    child.kill('SIGTERM');
  }
}

/**
 * Runs `command` in the repository, its output on ours line by line under `name`; `onLine` sees each line. A
 * process that lasts (`lasting`) stops the rest when it ends; a step stops them when it fails.
 */
function run(name: string, command: string, args: string[], lasting: boolean, onLine: (line: string) => void = () => {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        process.stdout.write(`[${name}] ${line}\n`);
        onLine(line);
      }
    });
  }
  child.once('exit', (code, signal) => {
    if (stopping || (!lasting && code === 0)) return;
    say(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}): stopping the rest`);
    stopAll(1);
  });
  return child;
}

/** Resolves once something accepts connections on localhost:`port`. */
async function listening(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, 'localhost');
      socket
        .once('connect', () => resolve(true))
        .once('error', () => resolve(false))
        .once('connect', () => socket.destroy());
    });
    if (open || stopping) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ready = { server: false, client: false, said: false };
function readyWhenBoth() {
  if (ready.said || !ready.server || !ready.client) return;
  ready.said = true;
  say(
    `\n[dev] Ready in ${seconds()} s at http://localhost:${port} (client: hot module replacement from ws://localhost:${clientHmrPort}; server: restarts on change)\n`,
  );
}

run('server', process.execPath, ['--watch', '--watch-preserve-output', 'server/main.ts'], true, (line) => {
  if (!line.startsWith('Fanclub is running at ')) return;
  if (ready.said) say(`[dev] server restarted (${seconds()} s)`);
  ready.server = true;
  readyWhenBoth();
});

// The catalogs Parcel imports are compiled first (a few seconds, while the server starts). The npm that runs us, else the one on the PATH.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
run('i18n', npm[0]!, [...npm.slice(1), 'run', '--silent', 'i18n:compile'], false).once('exit', (code) => {
  if (code !== 0 || stopping) return;
  const parcel = path.join(root, 'node_modules', 'parcel', 'lib', 'bin.js');
  let firstBuild = true;
  run(
    'client',
    process.execPath,
    [parcel, 'watch', '--dist-dir', distDir, '--hmr-port', String(clientHmrPort), '--hmr-host', 'localhost'],
    true,
    (line) => {
      if (!firstBuild || !/Built in /.test(line)) return;
      firstBuild = false;
      // Parcel opens its HMR server after its first build: a page loaded before would never hear an update.
      void listening(clientHmrPort).then(() => {
        ready.client = true;
        readyWhenBoth();
      });
    },
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
