import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthRoutes } from '../../contract/health';
import { RESUMABLE_UPLOAD_PATH } from '../../contract/rules';
import { SOCKET_PATH } from '../../contract/routes';
import { nginxBinary, SHIPPED_CONFIG, startBalancer, testBalancerConfig, type RunningBalancer } from '../support/balancer';

const nginx = nginxBinary();
const shipped = readFileSync(SHIPPED_CONFIG, 'utf8');

describe('deploy/nginx.conf', () => {
  it('proxies socket.io at its path, takes 100 MB videos and keeps the client address its own', () => {
    expect(shipped).toContain(`location ${SOCKET_PATH}/ {`);
    const bodyLimit = /client_max_body_size (\d+)m;/.exec(shipped);
    expect(Number(bodyLimit?.[1])).toBeGreaterThanOrEqual(100);
    expect(shipped).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(shipped).toContain(`location = ${HealthRoutes.health} {`);
    expect(shipped).toContain(`location ${RESUMABLE_UPLOAD_PATH} {`);
  });
});

describe.skipIf(!nginx)('deploy/nginx.conf under nginx', () => {
  const prefix = mkdtempSync(path.join(tmpdir(), 'fanclub-nginx-'));
  /** What the replica behind it saw of each request. */
  const seen: { url: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
  /** Bytes that reached the replica of each URL so far, before its request ended. */
  const arriving = new Map<string, number>();
  let replica: Server;
  let balancer: RunningBalancer;

  beforeAll(async () => {
    replica = createServer((incoming, answer) => {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        arriving.set(incoming.url ?? '', bytes);
      });
      incoming.on('end', () => {
        seen.push({ url: incoming.url ?? '', headers: incoming.headers, bytes });
        answer.end('ok');
      });
    });
    // socket.io's websocket handshake: the replica switches protocols when the upgrade reaches it.
    replica.on('upgrade', (incoming, socket) => {
      seen.push({ url: incoming.url ?? '', headers: incoming.headers, bytes: 0 });
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    });
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
    balancer = await startBalancer(nginx!, [`127.0.0.1:${(replica.address() as AddressInfo).port}`], prefix);
  });
  afterAll(async () => {
    await balancer?.stop();
    await new Promise((resolve) => replica?.close(resolve));
    rmSync(prefix, { recursive: true, force: true });
  });

  /** A request through the balancer from `from` (a loopback address of this machine). */
  const send = (
    target: string,
    { from = '127.0.0.1', headers = {}, body }: { from?: string; headers?: Record<string, string>; body?: Buffer } = {},
  ) =>
    new Promise<{ status: number; upgraded: boolean }>((resolve, reject) => {
      const outgoing = request(`${balancer.url}${target}`, { method: body ? 'POST' : 'GET', localAddress: from, headers }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, upgraded: false }));
      });
      outgoing.on('upgrade', (answer, socket) => {
        socket.destroy();
        resolve({ status: answer.statusCode ?? 0, upgraded: true });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  it('passes nginx -t with its upstream on this machine', () => {
    const { status, output } = testBalancerConfig(nginx!, {
      upstreams: ['127.0.0.1:8080', '127.0.0.1:8081'],
      port: 8080,
      prefix: path.join(prefix, 'checked'),
    });
    expect(output).toContain('test is successful');
    expect(status).toBe(0);
  });

  it('names the client it saw in X-Forwarded-For, whatever the client claimed, and passes a sane request id', async () => {
    expect(
      (await send('/api/feeds', { from: '127.0.0.23', headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'checkout-42' } }))
        .status,
    ).toBe(200);
    const { headers } = seen.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.23');
    expect(headers['x-request-id']).toBe('checkout-42');
    expect(headers['x-forwarded-proto']).toBe('http');
    // A request id that could forge log lines is replaced by nginx's own.
    await send('/api/feeds', { headers: { 'x-request-id': 'a b\tc' } });
    expect(seen.at(-1)!.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('upgrades socket.io to a websocket, and keeps plain requests on a kept-alive connection', async () => {
    const upgrade = await send(`${SOCKET_PATH}/?EIO=4&transport=websocket`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(upgrade).toEqual({ status: 101, upgraded: true });
    expect(seen.at(-1)!.headers).toMatchObject({ upgrade: 'websocket', connection: 'upgrade' });
    await send(HealthRoutes.health);
    expect(seen.at(-1)!.url).toBe(HealthRoutes.health);
    expect(seen.at(-1)!.headers.connection).toBeUndefined();
  });

  it('takes a 100 MB upload and refuses a larger body before it reaches a replica', async () => {
    const hundredMegabytes = Buffer.alloc(100 * 1024 * 1024);
    expect((await send('/api/upload', { body: hundredMegabytes })).status).toBe(200);
    expect(seen.at(-1)!.bytes).toBe(hundredMegabytes.length);
    const before = seen.length;
    expect((await send('/api/upload', { body: Buffer.alloc(111 * 1024 * 1024) })).status).toBe(413);
    expect(seen.length).toBe(before);
  });

  it('streams a resumable upload chunk to the replica as it arrives (a dropped one keeps its bytes); buffers the others', async () => {
    /** Sends 1 MB of a 4 MB body and waits: what reached the replica before the client finished. */
    const halfSent = async (target: string) => {
      const outgoing = request(`${balancer.url}${target}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/offset+octet-stream', 'content-length': String(4 * 1024 * 1024) },
      });
      outgoing.on('error', () => undefined);
      outgoing.write(Buffer.alloc(1024 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const reached = arriving.get(target) ?? 0;
      outgoing.destroy();
      return reached;
    };
    expect(await halfSent(`${RESUMABLE_UPLOAD_PATH}/abc123`)).toBeGreaterThan(0);
    expect(await halfSent('/api/upload?buffered')).toBe(0);
  });
});
