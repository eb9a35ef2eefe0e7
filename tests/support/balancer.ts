/**
 * The shipped deploy/nginx.conf run on this machine, pointed at local replicas; every rewrite must find what it
 * replaces, so a change to the shipped file's shape fails here loudly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from '../../server/lib/ports';

export const SHIPPED_CONFIG = path.resolve('deploy/nginx.conf');

/** Debian's nginx unless NGINX names another binary; undefined when there is none. */
export function nginxBinary(): string | undefined {
  const candidate = process.env.NGINX ?? '/usr/sbin/nginx';
  return existsSync(candidate) ? candidate : undefined;
}

/** Replaces `pattern` once, or throws naming what the shipped config no longer has. */
function rewrite(config: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(config)) throw new Error(`deploy/nginx.conf has no ${what} (${pattern}): update tests/support/balancer.ts with it`);
  return config.replace(pattern, replacement);
}

export interface BalancerShape {
  /** `host:port` of each replica. */
  upstreams: string[];
  /** The port it listens on, on 127.0.0.1. */
  port: number;
  /** Its own folder: logs/, temp/ and nginx.pid. */
  prefix: string;
}

/** deploy/nginx.conf with the upstream, the listen address and the file paths of this machine. */
export function balancerConfig({ upstreams, port, prefix }: BalancerShape): string {
  let config = readFileSync(SHIPPED_CONFIG, 'utf8');
  config = rewrite(
    config,
    /^(\s*)server app:8080( [^;]*)?;$/m,
    upstreams.map((upstream, index) => `${index === 0 ? '$1' : '        '}server ${upstream}$2;`).join('\n'),
    'upstream server line `server app:8080 ...;`',
  );
  config = rewrite(config, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`, 'listen line `listen 80;`');
  config = rewrite(config, /\/var\/log\/nginx\//g, `${prefix}/logs/`, 'log paths under /var/log/nginx/');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${prefix}/temp/${kind};`)
    .join('\n');
  config = rewrite(config, /^http \{$/m, `http {\n${temp}`, 'http block');
  // As root (CI and this machine) the workers would switch to the packaged user, who cannot enter a private temp folder.
  if (process.getuid?.() === 0) config = `user root;\n${config}`;
  return config;
}

/** Writes the config into `prefix` (with logs/ and temp/) and answers its path. */
export function writeBalancerConfig(shape: BalancerShape): string {
  mkdirSync(path.join(shape.prefix, 'logs'), { recursive: true });
  mkdirSync(path.join(shape.prefix, 'temp'), { recursive: true });
  const file = path.join(shape.prefix, 'nginx.conf');
  writeFileSync(file, balancerConfig(shape));
  return file;
}

/** nginx's own flags for a config in `prefix`: its pid and error log there, in the foreground. */
const globals = (prefix: string) => `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log warn; daemon off;`;

/** `nginx -t` of the generated config: its exit status and what it said. */
export function testBalancerConfig(nginx: string, shape: BalancerShape): { status: number | null; output: string } {
  const file = writeBalancerConfig(shape);
  const result = spawnSync(nginx, ['-t', '-p', shape.prefix, '-c', file, '-g', globals(shape.prefix)], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export interface RunningBalancer {
  url: string;
  port: number;
  /** What nginx wrote to its error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx in the foreground with the shipped config in front of `upstreams`, until `stop()`. */
export async function startBalancer(nginx: string, upstreams: string[], prefix: string): Promise<RunningBalancer> {
  const port = await freePort();
  const shape = { upstreams, port, prefix };
  const file = writeBalancerConfig(shape);
  // Its own process group: its workers outlive a killed master, so an ending kills the group.
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', file, '-g', globals(prefix)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => signalGroup('SIGKILL');
  process.once('exit', killOnExit);
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const errors = () => {
    const log = path.join(prefix, 'logs', 'error.log');
    return `${said}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`;
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      signalGroup('SIGKILL');
      throw new Error(`nginx did not start on port ${port}:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errors,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) {
          signalGroup('SIGKILL');
          return resolve();
        }
        // SIGQUIT is nginx's graceful stop; workers that linger past 5 s (open websockets) are ended with their master.
        const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          signalGroup('SIGKILL');
          resolve();
        });
        signalGroup('SIGQUIT');
      }),
  };
}
