/** Dependencies a test can take down and bring back: its own redis-server, a TCP proxy in front of PostgreSQL. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';

/** True when Debian's redis-server (or another) is on the PATH. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A throwaway redis-server on `port`, nothing kept on disk; `stop` kills it at once (SIGKILL), as a crash would. */
export async function startRedisServer(port: number) {
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}

/**
 * A TCP proxy to `target` that a test can take down: `down('refuse')` closes the listener and cuts every connection
 * (a stopped server); `down('silent')` cuts them and accepts new ones that never get an answer (an unreachable host).
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let mode: 'up' | 'refuse' | 'silent' = 'up';
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'silent') return;
    const upstream = connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(onConnection);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    async down(how: 'refuse' | 'silent') {
      mode = how;
      cutAll();
      if (how === 'refuse') {
        server.close();
        await once(server, 'close');
      }
    },
    async up() {
      if (mode === 'refuse') {
        server = createServer(onConnection);
        server.listen(port, '127.0.0.1');
        await once(server, 'listening');
      }
      mode = 'up';
    },
    async close() {
      cutAll();
      if (server.listening) {
        server.close();
        await once(server, 'close');
      }
    },
  };
}

/** `answer` if it settles within `ms`, else a rejection saying it hung: a bound on a hang, not a speed figure. */
export function within<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([answer, hung]).finally(() => clearTimeout(timer));
}

/** Calls `probe` until it returns true, every 200 ms, for at most `ms`. */
export async function until(ms: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
