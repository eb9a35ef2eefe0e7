/**
 * The deployment run for real (issue 27, item 8): three replicas behind nginx on shared PostgreSQL, Redis and S3;
 * people sign up, upload, chat, pay and get limited, and one replica is killed under write load.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import Stripe from 'stripe';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '../../contract/chat';
import { LedgerKind, PaymentStatus } from '../../contract/codes';
import { HealthRoutes } from '../../contract/health';
import { RESUMABLE_UPLOAD_PATH } from '../../contract/rules';
import { SOCKET_PATH, SocketEvents } from '../../contract/routes';
import { Endpoints } from '../../contract/endpoints';
import { PASSWORD } from '../api/harness';
import { chromiumPath, launchBrowser, logIn, openWatchedPage } from '../e2e/support';
import { call, chatSocket, connected, freshAddress, get, post, upload } from './client';
import { signUp, type Person } from './people';
import { prerequisites, startTopology, type Topology } from './topology';

const needs = prerequisites();
if (typeof needs === 'string') console.warn(`cluster suite skipped: ${needs}`);

describe.skipIf(typeof needs === 'string')('three production replicas behind nginx', () => {
  let cluster: Topology;
  let pool: pg.Pool;
  let startedAt: number;
  const through = () => cluster.balancer.url;
  const query = async <Row extends object>(text: string, values: unknown[] = []) => (await pool.query<Row>(text, values)).rows;

  beforeAll(async () => {
    startedAt = Date.now();
    cluster = await startTopology({ replicas: 3 });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  }, 240_000);
  afterAll(async () => {
    await pool?.end();
    await cluster?.stop();
  }, 60_000);

  /** Opens (or finds) the one-to-one room of two people, through the balancer. */
  const roomOf = async (from: Person, to: Person): Promise<string> => {
    const answer = await post(from.from, through() + Endpoints.conversation.path, { user_id: to.id }, from.chat);
    expect(answer.status, answer.body.toString()).toBe(200);
    return answer.json<{ data: Conversation }>().data._id;
  };
  const sendText = (url: string, from: Person, room: string, content: string, clientId = `c${randomBytes(8).toString('hex')}`) =>
    post(from.from, url + Endpoints.sendMessage.path, { room, messageType: 'text', content, client_id: clientId }, from.chat, {}).then(
      (answer) => ({ answer, clientId }),
    );

  it('started together on an empty database, every replica became ready and the migrations ran once', async () => {
    expect(cluster.replicas.map((replica) => replica.running())).toEqual([true, true, true]);
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] };
    const applied = await query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    console.log(
      `cluster: ${cluster.replicas.length} replicas ready in ${cluster.replicas.map((replica) => `${replica.readyMs} ms`).join(', ')} (${Date.now() - startedAt} ms with the stores and nginx)`,
    );
  });

  it('in production mode, seeded nobody: no demo account exists', async () => {
    expect(await query("select email from users where email like '%@fanclub.local'")).toEqual([]);
  });

  it('answers the liveness route through the balancer, and each replica its readiness', async () => {
    const live = await call(freshAddress(), through() + HealthRoutes.health);
    expect(live.status).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    for (const replica of cluster.replicas) {
      const ready = await call(freshAddress(), replica.url + HealthRoutes.ready);
      expect(ready.status).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    }
  });

  it('signs a person up through the balancer with the code the SMTP relay received', async () => {
    const person = await signUp(through(), cluster.mails);
    const profile = await post(person.from, through() + Endpoints.person.path, { userid: person.id }, person.token);
    expect(profile.status).toBe(200);
    expect(profile.json().data).toMatchObject({ id: person.id, email: person.email });
    // The answer carries the request id the balancer gave it.
    expect(profile.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('serves a file uploaded through one replica from every other one and through the balancer', async () => {
    const person = await signUp(through(), cluster.mails);
    const image = await jpeg();
    const form = new FormData();
    form.append('path', 'post/images/');
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await upload(person.from, cluster.replicas[0]!.url + Endpoints.upload.path, form, person.token);
    expect(uploaded.status, uploaded.body.toString()).toBe(200);
    const { key, location } = uploaded.json<{ data: { key: string; location: string } }>().data;
    // In the bucket, not on the disk of the replica that took it.
    expect(await cluster.s3.holds(key)).toBe(true);
    const digests = new Set<string>();
    for (const url of [...cluster.replicas.slice(1).map((replica) => replica.url), through()]) {
      const read = await get(person.from, new URL(location, url).toString());
      expect(read.status, `${url}: ${read.body.toString().slice(0, 200)}`).toBe(200);
      expect(read.body.length).toBeGreaterThan(0);
      digests.add(createHash('sha256').update(read.body).digest('hex'));
    }
    expect(digests.size).toBe(1);
  });

  it('resumes a tus upload on another replica from the bytes the first kept in the bucket, and finishes it on a third', async () => {
    const person = await signUp(through(), cluster.mails);
    const clip = readFileSync('server/db/demo-media/clip.mp4');
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${person.token}` };
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    const [first, second, third] = cluster.replicas.map((replica) => replica.url);
    const created = await call(person.from, first + RESUMABLE_UPLOAD_PATH, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(clip.length),
        'upload-metadata': `path ${b64('post/videos/')},filename ${b64('clip.mp4')}`,
      },
    });
    expect(created.status, created.body.toString()).toBe(201);
    const location = String(created.headers.location);
    const send = (replica: string, offset: number, bytes: Buffer) =>
      call(person.from, replica + location, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: bytes,
      });
    const half = Math.floor(clip.length / 2);
    expect((await send(first!, 0, clip.subarray(0, half))).status).toBe(204);
    const asked = await call(person.from, second + location, { method: 'HEAD', headers: tus });
    expect(asked.status).toBe(200);
    expect(asked.headers['upload-offset']).toBe(String(half));
    const finished = await send(third!, half, clip.subarray(half));
    expect(finished.status, finished.body.toString()).toBe(200);
    const { key, location: served } = finished.json<{ data: { key: string; location: string } }>().data;
    expect(await cluster.s3.holds(key)).toBe(true);
    const read = await get(person.from, new URL(served, through()).toString());
    expect(read.status).toBe(200);
    expect(createHash('sha256').update(read.body).digest('hex')).toBe(createHash('sha256').update(clip).digest('hex'));
  });

  it('delivers a chat message sent through any replica to a socket held through the balancer by another', async () => {
    const [sender, receiver] = [await signUp(through(), cluster.mails), await signUp(through(), cluster.mails)];
    const room = await roomOf(sender, receiver);
    const socket = chatSocket(receiver.from, through(), receiver.chat, { reconnection: false });
    const received: ChatMessage[] = [];
    socket.on(SocketEvents.message, (message: ChatMessage) => received.push(message));
    try {
      await connected(socket);
      // One message through each replica: whichever holds the socket, two of them come from another.
      const sent: string[] = [];
      for (const replica of cluster.replicas) {
        const { answer } = await sendText(replica.url, sender, room, `through replica ${replica.index}`);
        expect(answer.status, answer.body.toString()).toBe(200);
        sent.push(answer.json<{ data: ChatMessage }>().data._id);
      }
      await expect.poll(() => received.map((message) => message._id).sort(), { timeout: 10_000 }).toEqual([...sent].sort());
    } finally {
      socket.disconnect();
    }
  });

  it.skipIf(!existsSync('dist/index.html') || !existsSync(chromiumPath()))(
    'the web client in Chromium, served through the balancer, hears messages sent through every replica',
    async () => {
      const [sender, reader] = [await signUp(through(), cluster.mails), await signUp(through(), cluster.mails)];
      const room = await roomOf(sender, reader);
      expect((await sendText(cluster.replicas[0]!.url, sender, room, 'before the page opened')).answer.status).toBe(200);
      const browser = await launchBrowser();
      try {
        const { page, errors } = await openWatchedPage(browser);
        const sockets: string[] = [];
        const polls: string[] = [];
        page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
        page.on('request', (request) => request.url().includes('transport=polling') && polls.push(request.url()));
        await page.goto(`${through()}/login`);
        await logIn(page, reader.email, reader.password);
        await page.waitForURL('**/home');
        await page.locator('header a[href="/messages"]').click();
        await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').first().click();
        const thread = page.getByRole('list', { name: 'Messages' });
        await thread.locator('li[data-message-id]').filter({ hasText: 'before the page opened' }).waitFor();
        // Each through another replica; the page's one websocket, through nginx, is held by one of them.
        for (const replica of cluster.replicas) {
          const text = `live through replica ${replica.index}`;
          expect((await sendText(replica.url, sender, room, text)).answer.status).toBe(200);
          await thread.locator('li[data-message-id]').filter({ hasText: text }).waitFor({ timeout: 15_000 });
        }
        expect(errors).toEqual([]);
        // One websocket through nginx, never a long-polling request that a round robin would scatter.
        expect(sockets).toEqual([`${SOCKET_PATH}/`]);
        expect(polls).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );

  it('credits a Stripe webhook replayed to every replica at once exactly once', async () => {
    const buyer = await signUp(through(), cluster.mails);
    const [pack] = await query<{ id: number }>(
      "insert into coin_packs (coin, price_cents, inapp_identifier) values (100, 99, 'cluster_coins_100') on conflict do nothing returning id",
    );
    const packId =
      pack?.id ?? (await query<{ id: number }>("select id from coin_packs where inapp_identifier = 'cluster_coins_100'"))[0]!.id;
    const asked = await post(
      buyer.from,
      through() + Endpoints.buyCoins.path,
      { purchaseData: [{ packageId: packId, trasactionId: 'pm_card_authenticationRequired' }] },
      buyer.token,
    );
    expect(asked.status, asked.body.toString()).toBe(200);
    expect(asked.json().data.status).toBe(PaymentStatus.requiresAction);
    const paymentId = asked.json().data.payment_id as string;
    // The buyer completes the bank's step and closes the tab: only Stripe's webhook brings the coins.
    cluster.stripe.authenticate(paymentId, true);
    const payload = JSON.stringify({
      id: `evt_cluster_${randomBytes(6).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: cluster.stripe.intents.get(paymentId) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: cluster.stripeWebhookSecret });
    const deliveries = await Promise.all(
      [...cluster.replicas.map((replica) => replica.url), through()].map((url) =>
        call(freshAddress(), url + Endpoints.paymentWebhook.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        }),
      ),
    );
    expect(deliveries.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(deliveries.filter((answer) => answer.json().data.duplicate === false)).toHaveLength(1);
    const [wallet] = await query<{ wallet_balance: number }>('select wallet_balance from users where id = $1', [buyer.id]);
    expect(wallet!.wallet_balance).toBe(100);
    expect(
      await query('select id from ledger_transactions where payee_id = $1 and kind = $2', [buyer.id, LedgerKind.coinPurchase]),
    ).toHaveLength(1);
  });

  it('shares the failed-login limit of an account across replicas', async () => {
    const person = await signUp(through(), cluster.mails);
    // Ten wrong passwords spread over the three replicas, each from another address.
    for (let attempt = 0; attempt < 10; attempt++) {
      const replica = cluster.replicas[attempt % cluster.replicas.length]!;
      const answer = await post(freshAddress(), replica.url + Endpoints.login.path, { email: person.email, password: 'Wrong@1234' });
      expect(answer.status).toBe(400);
    }
    // Now even the right password waits, on every replica and through the balancer.
    for (const url of [...cluster.replicas.map((replica) => replica.url), through()]) {
      const answer = await post(freshAddress(), url + Endpoints.login.path, { email: person.email, password: PASSWORD });
      expect(answer.status, url).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts the per-address login limit for the client the balancer names, across replicas', async () => {
    const [busy, other] = [freshAddress(), freshAddress()];
    const attempt = (from: string) =>
      post(from, through() + Endpoints.login.path, {
        email: `nobody.${randomBytes(4).toString('hex')}@example.com`,
        password: 'Wrong@1234',
      });
    // nginx spreads the 30 calls the address may make in a minute over the replicas; Redis counts them together.
    for (let count = 0; count < 30; count++) expect((await attempt(busy)).status).toBe(400);
    expect((await attempt(busy)).status).toBe(429);
    expect((await attempt(other)).status).toBe(400);
  });

  describe('one replica killed under a steady write load', () => {
    const WRITERS = 4;
    const LOAD_MS = 6_000;
    const KILL_AT_MS = 2_000;
    const SOCKETS = 6;

    it('loses no acknowledged write, duplicates none, and its sockets reconnect and read what they missed', async () => {
      const [sender, receiver] = [await signUp(through(), cluster.mails), await signUp(through(), cluster.mails)];
      const room = await roomOf(sender, receiver);

      /** Each socket's view: every message by id, how often it dropped and came back. */
      const views = Array.from({ length: SOCKETS }, () => ({ byId: new Map<string, ChatMessage>(), disconnects: 0, connects: 0 }));
      const sockets: Socket[] = [];
      const list = async (body: Record<string, unknown>) => {
        const answer = await post(receiver.from, through() + Endpoints.messages.path, { room, ...body }, receiver.chat);
        if (answer.status !== 200) throw new Error(`messages/list answered ${answer.status}: ${answer.body}`);
        return answer.json<{ data: ChatMessage[] }>().data;
      };
      /**
       * What a reconnected socket reads back: forward from a second before its newest message (replicas push out of order
       * around a crash), else the whole history.
       */
      const readMissed = async (view: (typeof views)[number]) => {
        const known = [...view.byId.values()].sort((x, y) => Date.parse(x.date) - Date.parse(y.date));
        const newest = known.at(-1);
        const anchor = newest && known.findLast((message) => Date.parse(message.date) <= Date.parse(newest.date) - 1_000);
        if (anchor) {
          for (let after = anchor._id; ;) {
            const page = await list({ after });
            for (const message of page) view.byId.set(message._id, message);
            if (page.length === 0) return;
            after = page.at(-1)!._id;
          }
        }
        for (let before: string | undefined; ;) {
          const page = await list(before ? { before } : {});
          for (const message of page) view.byId.set(message._id, message);
          if (page.length === 0) return;
          before = page[0]!._id;
        }
      };
      for (const view of views) {
        const socket = chatSocket(receiver.from, through(), receiver.chat);
        socket.on(SocketEvents.message, (message: ChatMessage) => view.byId.set(message._id, message));
        socket.on('disconnect', () => view.disconnects++);
        socket.on('connect', () => {
          view.connects++;
          if (view.connects > 1) void readMissed(view);
        });
        sockets.push(socket);
        await connected(socket);
      }

      try {
        /** Acknowledged writes: client id to the message id the server answered. */
        const acknowledged = new Map<string, string>();
        const attempted = new Set<string>();
        let failures = 0;
        const stopAt = Date.now() + LOAD_MS;
        const writer = async (writerIndex: number) => {
          for (let sequence = 0; Date.now() < stopAt; sequence++) {
            const clientId = `w${writerIndex}s${sequence}${randomBytes(4).toString('hex')}`;
            attempted.add(clientId);
            // A client whose send failed sends it again with the same client id until it is acknowledged.
            for (let attempt = 0; attempt < 40; attempt++) {
              try {
                const { answer } = await sendText(through(), sender, room, `load ${writerIndex}.${sequence}`, clientId);
                if (answer.status === 200) {
                  acknowledged.set(clientId, answer.json<{ data: ChatMessage }>().data._id);
                  break;
                }
                failures++;
              } catch {
                failures++;
              }
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        };
        const victim = cluster.replicas[1]!;
        const killing = new Promise<void>((resolve) => setTimeout(() => void victim.kill().then(resolve), KILL_AT_MS));
        await Promise.all([...Array.from({ length: WRITERS }, (_, index) => writer(index)), killing]);
        console.log(
          `kill -9 under load: ${acknowledged.size} writes acknowledged, ${failures} failed attempts retried, socket drops ${views.map((view) => view.disconnects).join('/')}`,
        );

        expect(victim.running()).toBe(false);
        expect(acknowledged.size).toBe(attempted.size);
        // The sockets the killed replica held came back through the balancer, to the others, and read what they missed.
        const dropped = views.filter((view) => view.disconnects > 0);
        expect(dropped.length).toBeGreaterThan(0);
        await expect.poll(() => sockets.every((socket) => socket.connected), { timeout: 15_000 }).toBe(true);
        for (const view of dropped) await readMissed(view);
        // The others heard every write live (the last pushes may still be on their way).
        await expect.poll(() => views.map((view) => view.byId.size), { timeout: 10_000 }).toEqual(views.map(() => acknowledged.size));

        const stored = await query<{ id: string; client_id: string }>('select id, client_id from chat_messages where room_id = $1', [room]);
        const storedIds = new Map(stored.map((row) => [row.client_id, row.id]));
        // None duplicated: one row per client id, and the one the sender was told about.
        expect(stored).toHaveLength(storedIds.size);
        for (const [clientId, id] of acknowledged) expect(storedIds.get(clientId), clientId).toBe(id);
        // Nothing stored that nobody sent.
        for (const clientId of storedIds.keys()) expect(attempted.has(clientId), clientId).toBe(true);
        for (const [index, view] of views.entries()) {
          const seen = [...view.byId.values()];
          // Every acknowledged write reached every socket, live or read back (a copy pushed again upserts by its id).
          expect(new Set(seen.map((message) => message._id)), `socket ${index}`).toEqual(new Set(acknowledged.values()));
        }
      } finally {
        for (const socket of sockets) socket.disconnect();
      }
    }, 120_000);

    it('the killed replica starts again, becomes ready and takes its share again', async () => {
      const victim = cluster.replicas[1]!;
      await victim.restart();
      expect(victim.running()).toBe(true);
      const [sender, receiver] = [await signUp(through(), cluster.mails), await signUp(through(), cluster.mails)];
      const room = await roomOf(sender, receiver);
      // A socket on the restarted replica itself hears a message sent through another.
      const socket = chatSocket(receiver.from, victim.url, receiver.chat, { reconnection: false });
      const received: string[] = [];
      socket.on(SocketEvents.message, (message: ChatMessage) => received.push(message.content));
      try {
        await connected(socket);
        expect((await sendText(cluster.replicas[0]!.url, sender, room, 'welcome back')).answer.status).toBe(200);
        await expect.poll(() => received, { timeout: 10_000 }).toEqual(['welcome back']);
      } finally {
        socket.disconnect();
      }
    }, 150_000);
  });
});

/** A small JPEG, drawn. */
async function jpeg(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86de' } })
    .jpeg()
    .toBuffer();
}
