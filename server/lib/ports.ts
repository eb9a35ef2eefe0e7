import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a process that cannot listen on port 0 and say where (and for `npm run dev`, whose server keeps its port across restarts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
