import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveMessageKind } from '../../contract/codes';
import type { LiveAck, LiveChatMessage, LiveJoinAck, LiveTipsState } from '../../contract/live';
import { Messages } from '../../contract/messages';
import { LiveSocketEvents } from '../../contract/routes';
import { Endpoints } from '../../contract/endpoints';
import { LIVE_CHAT_BURST } from '../../server/modules/live/socket';
import { member, type Member } from './chat-support';
import { createTestApp, redisUrl, type TestApp } from './harness';
import { fund } from './ledger-support';
import { call, goLive, streamId, tokensFor } from './live-support';
import { connected, listen, open } from './socket-support';

type Peer = { stream_id: string; peer: string; user_id: number; joined: boolean };
type Relay = { stream_id: string; from: string; signal: unknown };

/** The next `event` on the socket that `match` accepts. */
const next = <T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });

/** Everything `event` brings the socket from now on. */
const collect = <T>(socket: Socket, event: string) => {
  const got: T[] = [];
  socket.on(event, (payload: T) => got.push(payload));
  return got;
};

const ask = <T>(socket: Socket, event: string, payload: unknown) => socket.timeout(3000).emitWithAck(event, payload) as Promise<T>;
const offer = { description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
const candidate = { candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Two app instances sharing rooms through Redis when REDIS_URL is set; else one instance plays both. */
describe(`live streams on the socket (${redisUrl ? 'two processes through Redis' : 'one process'})`, () => {
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  const connect = async (url: string, who: Member) => {
    const socket = open(url, who.chat);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    a = await createTestApp('pglite', { useRedis: Boolean(redisUrl), liveHostGraceSeconds: 1 });
    b = redisUrl ? await createTestApp('pglite', { useRedis: true, database: a.testDatabase, liveHostGraceSeconds: 1 }) : a;
    urlA = await listen(a);
    urlB = b === a ? urlA : await listen(b);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    if (b !== a) await b.close();
    await a.close();
  });

  it('a viewer on B joins with its pass; the host on A hears of it; signals relay both ways; chat and tips reach everyone; the end empties the room', async () => {
    const [host, v1, v2, outsider] = [await member(a, { creator: true }), await member(a), await member(a), await member(a)];
    const stream = await goLive(a, host);
    const id = stream.stream_id;
    const [hostSocket, s1, s2, s3] = [
      await connect(urlA, host),
      await connect(urlB, v1),
      await connect(urlA, v2),
      await connect(urlB, outsider),
    ];

    const hostJoin = await ask<LiveJoinAck>(hostSocket, LiveSocketEvents.join, {
      stream_id: id,
      token: (await tokensFor(a, host, id)).rtctoken,
    });
    expect(hostJoin).toEqual({ ok: true, viewers: 0, role: 'host' });

    const peer1 = next<Peer>(hostSocket, LiveSocketEvents.peer);
    const count1 = next<{ viewers: number }>(hostSocket, LiveSocketEvents.viewers, (u) => u.viewers === 1);
    const v1Pass = (await tokensFor(b, v1, id)).rtctoken;
    expect(await ask<LiveJoinAck>(s1, LiveSocketEvents.join, { stream_id: id, token: v1Pass })).toEqual({
      ok: true,
      viewers: 1,
      role: 'audience',
    });
    expect(await peer1).toEqual({ stream_id: id, peer: s1.id, user_id: v1.id, joined: true });
    expect(await count1).toEqual({ stream_id: id, viewers: 1 });

    // Refused: a forged pass, another user's pass, a pass for another stream, junk.
    expect(
      await ask<LiveJoinAck>(s2, LiveSocketEvents.join, { stream_id: id, token: 'eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJsaXZlIn0.forged' }),
    ).toEqual({ ok: false, message: Messages.liveNotFound });
    expect(await ask<LiveJoinAck>(s2, LiveSocketEvents.join, { stream_id: id, token: v1Pass })).toEqual({
      ok: false,
      message: Messages.liveNotFound,
    });
    const other = await goLive(a, await member(a));
    const otherPass = (await tokensFor(a, v2, other.stream_id)).rtctoken;
    expect(await ask<LiveJoinAck>(s2, LiveSocketEvents.join, { stream_id: id, token: otherPass })).toEqual({
      ok: false,
      message: Messages.liveNotFound,
    });
    expect(await ask<LiveJoinAck>(s2, LiveSocketEvents.join, { stream_id: 'x', token: 1 })).toMatchObject({ ok: false });
    expect(await ask<LiveJoinAck>(s2, LiveSocketEvents.join, null)).toMatchObject({ ok: false, message: Messages.badRequest });
    s2.emit(LiveSocketEvents.join, { stream_id: id });

    const count2 = next<{ viewers: number }>(s1, LiveSocketEvents.viewers, (u) => u.viewers === 2);
    expect(await ask<LiveJoinAck>(s2, LiveSocketEvents.join, { stream_id: id, token: (await tokensFor(a, v2, id)).rtctoken })).toEqual({
      ok: true,
      viewers: 2,
      role: 'audience',
    });
    expect((await count2).viewers).toBe(2);

    // Signals: host to a viewer on the other process and back; a viewer may not signal another viewer; outsiders nothing.
    const toViewer = next<Relay>(s1, LiveSocketEvents.signal);
    expect(await ask<LiveAck>(hostSocket, LiveSocketEvents.signal, { stream_id: id, to: s1.id, signal: offer })).toEqual({ ok: true });
    expect(await toViewer).toEqual({ stream_id: id, from: hostSocket.id, signal: offer });
    const toHost = next<Relay>(hostSocket, LiveSocketEvents.signal);
    expect(await ask<LiveAck>(s1, LiveSocketEvents.signal, { stream_id: id, to: hostSocket.id, signal: candidate })).toEqual({ ok: true });
    expect(await toHost).toEqual({ stream_id: id, from: s1.id, signal: candidate });
    const s2Signals = collect<Relay>(s2, LiveSocketEvents.signal);
    expect(await ask<LiveAck>(s1, LiveSocketEvents.signal, { stream_id: id, to: s2.id, signal: offer })).toEqual({
      ok: false,
      message: Messages.forbidden,
    });
    expect(await ask<LiveAck>(s3, LiveSocketEvents.signal, { stream_id: id, to: hostSocket.id, signal: offer })).toEqual({
      ok: false,
      message: Messages.forbidden,
    });
    expect(await ask<LiveAck>(hostSocket, LiveSocketEvents.signal, { stream_id: id, to: `live:${id}`, signal: offer })).toEqual({
      ok: false,
      message: Messages.forbidden,
    });
    expect(
      await ask<LiveAck>(s1, LiveSocketEvents.signal, {
        stream_id: id,
        to: hostSocket.id,
        signal: { description: { type: 'rollback', sdp: '' } },
      }),
    ).toMatchObject({ ok: false });

    // Chat: to everyone in the room, on both processes, with the author's name; not to the outsider.
    const outsiderGot = collect<LiveChatMessage>(s3, LiveSocketEvents.message);
    const heard = [hostSocket, s1, s2].map((socket) =>
      next<LiveChatMessage>(socket, LiveSocketEvents.message, (m) => m.message === 'hello all'),
    );
    expect(await ask<LiveAck>(s1, LiveSocketEvents.chat, { stream_id: id, message: '  hello all ' })).toEqual({ ok: true });
    for (const message of await Promise.all(heard)) {
      expect(message).toMatchObject({
        stream_id: id,
        userId: v1.id,
        userName: 'Ada Lovelace',
        messageType: LiveMessageKind.text,
        coins: 0,
        media: null,
      });
    }
    expect(await ask<LiveAck>(s1, LiveSocketEvents.chat, { stream_id: id, message: '   ' })).toEqual({
      ok: false,
      message: Messages.liveMessageEmpty,
    });
    expect(await ask<LiveAck>(s1, LiveSocketEvents.chat, { stream_id: id, message: 'x'.repeat(301) })).toEqual({
      ok: false,
      message: Messages.liveMessageTooLong,
    });
    expect(await ask<LiveAck>(s3, LiveSocketEvents.chat, { stream_id: id, message: 'let me in' })).toEqual({
      ok: false,
      message: Messages.liveNotFound,
    });

    // A tip through the API shows in the room for everyone.
    await fund(a.testDatabase.database.db, v2.id, 100);
    const tipHeard = [hostSocket, s1, s2].map((socket) =>
      next<LiveChatMessage>(socket, LiveSocketEvents.message, (m) => m.messageType === LiveMessageKind.tip),
    );
    expect((await call(b, Endpoints.tipLive.path, { stream_id: id, amount: 25 }, v2)).statusCode).toBe(200);
    for (const message of await Promise.all(tipHeard))
      expect(message).toMatchObject({ userId: v2.id, coins: 25, message: 'Tipped 25 coins!' });

    // Leaving: the host hears of it, the count drops.
    const left = next<Peer>(hostSocket, LiveSocketEvents.peer, (p) => !p.joined);
    const count1Again = next<{ viewers: number }>(hostSocket, LiveSocketEvents.viewers, (u) => u.viewers === 1);
    s2.emit(LiveSocketEvents.leave, { stream_id: id });
    expect(await left).toEqual({ stream_id: id, peer: s2.id, user_id: v2.id, joined: false });
    await count1Again;

    // The end: every socket in the room gets it and is out of the room.
    const ends = [hostSocket, s1].map((socket) =>
      next<LiveChatMessage>(socket, LiveSocketEvents.message, (m) => m.messageType === LiveMessageKind.endStream),
    );
    expect((await call(b, Endpoints.endLive.path, { stream_id: id }, host)).statusCode).toBe(200);
    for (const end of await Promise.all(ends))
      expect(end).toMatchObject({ stream_id: id, userId: host.id, messageType: LiveMessageKind.endStream });
    await settle();
    expect(await ask<LiveAck>(s1, LiveSocketEvents.chat, { stream_id: id, message: 'still there?' })).toEqual({
      ok: false,
      message: Messages.liveNotFound,
    });
    expect(await a.app.realtime.io.in(`live:${id}`).fetchSockets()).toEqual([]);
    expect(s2Signals).toEqual([]);
    expect(outsiderGot).toEqual([]);
  });

  it('live chat, join and signal payloads refuse what the routes refuse, with a clear message, and nothing reaches the room', async () => {
    const [host, viewer] = [await member(a), await member(a)];
    const stream = await goLive(a, host);
    const id = stream.stream_id;
    const hostSocket = await connect(urlA, host);
    const socket = await connect(urlB, viewer);
    const pass = (await tokensFor(a, viewer, id)).rtctoken;
    expect(
      await ask<LiveJoinAck>(hostSocket, LiveSocketEvents.join, { stream_id: id, token: (await tokensFor(a, host, id)).rtctoken }),
    ).toMatchObject({ role: 'host' });
    expect(await ask<LiveJoinAck>(socket, LiveSocketEvents.join, { stream_id: id, token: pass })).toMatchObject({ ok: true });
    const heard = collect<LiveChatMessage>(hostSocket, LiveSocketEvents.message);
    const refused = async (event: string, payload: unknown, message?: string) => {
      const answer = await ask<LiveAck>(socket, event, payload);
      expect(answer, `${event} ${JSON.stringify(payload)}`).toMatchObject({ ok: false, message: message ?? expect.stringMatching(/\S/) });
    };
    for (const surrogate of ['\ud800', '\udfff'])
      await refused(LiveSocketEvents.chat, { stream_id: id, message: `hi${surrogate}` }, Messages.illFormedText);
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f'])
      await refused(LiveSocketEvents.chat, { stream_id: id, message: `a${control}b` }, Messages.controlCharacters);
    await refused(LiveSocketEvents.chat, { stream_id: id, message: 'a'.repeat(100_001) }, Messages.liveMessageTooLong);
    for (const value of [true, 5, null, ['hi'], { text: 'hi' }]) await refused(LiveSocketEvents.chat, { stream_id: id, message: value });
    for (const value of [1_234_567_890, true, null, '', `${id.slice(0, 9)}\u0000`, `${id}${id}`]) {
      await refused(LiveSocketEvents.chat, { stream_id: value, message: 'hi' });
      await refused(LiveSocketEvents.join, { stream_id: value, token: pass });
      await refused(LiveSocketEvents.signal, { stream_id: value, to: 'x', signal: offer });
    }
    for (const token of ['', `${pass}\u0000`, `${pass}\ud800`, 'a'.repeat(100_001), 12345])
      await refused(LiveSocketEvents.join, { stream_id: id, token });
    await refused(LiveSocketEvents.signal, {
      stream_id: id,
      to: 'x',
      signal: { description: { type: 'offer', sdp: 'a'.repeat(100_001) } },
    });
    await refused(LiveSocketEvents.signal, { stream_id: id, to: 'x\ud800', signal: offer }, Messages.illFormedText);
    for (const junk of [null, 'hello', 42, []]) await refused(LiveSocketEvents.chat, junk);
    await settle();
    expect(heard).toEqual([]);
    expect(await ask<LiveAck>(socket, LiveSocketEvents.chat, { stream_id: id, message: 'still fine \ud83d\ude00' })).toEqual({ ok: true });
  });

  it('chat is rate limited per socket', async () => {
    const [host, viewer] = [await member(a), await member(a)];
    const stream = await goLive(a, host);
    const socket = await connect(urlB, viewer);
    expect(
      await ask<LiveJoinAck>(socket, LiveSocketEvents.join, {
        stream_id: stream.stream_id,
        token: (await tokensFor(a, viewer, stream.stream_id)).rtctoken,
      }),
    ).toMatchObject({ ok: true });
    const answers: LiveAck[] = [];
    for (let i = 0; i <= LIVE_CHAT_BURST; i++)
      answers.push(await ask<LiveAck>(socket, LiveSocketEvents.chat, { stream_id: stream.stream_id, message: `line ${i}` }));
    expect(answers.slice(0, LIVE_CHAT_BURST).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toEqual({ ok: false, message: Messages.tooManyRequests });
  });

  it('a stream whose host socket is gone for the grace period ends, and its viewers are told', async () => {
    const [host, viewer] = [await member(a), await member(a)];
    const stream = await goLive(a, host);
    const hostSocket = await connect(urlA, host);
    const viewerSocket = await connect(urlB, viewer);
    expect(
      await ask<LiveJoinAck>(hostSocket, LiveSocketEvents.join, {
        stream_id: stream.stream_id,
        token: (await tokensFor(a, host, stream.stream_id)).rtctoken,
      }),
    ).toMatchObject({ role: 'host' });
    expect(
      await ask<LiveJoinAck>(viewerSocket, LiveSocketEvents.join, {
        stream_id: stream.stream_id,
        token: (await tokensFor(a, viewer, stream.stream_id)).rtctoken,
      }),
    ).toMatchObject({ role: 'audience' });
    const end = next<LiveChatMessage>(viewerSocket, LiveSocketEvents.message, (m) => m.messageType === LiveMessageKind.endStream, 5000);
    hostSocket.disconnect();
    expect(await end).toMatchObject({ stream_id: stream.stream_id, userId: host.id });
    expect((await call(a, Endpoints.liveStream.path, { stream_id: stream.stream_id }, viewer)).statusCode).toBe(404);
  });

  it('a host who comes back within the grace period keeps the stream', async () => {
    const host = await member(a);
    const stream = await goLive(a, host);
    const pass = (await tokensFor(a, host, stream.stream_id)).rtctoken;
    const first = await connect(urlA, host);
    expect(await ask<LiveJoinAck>(first, LiveSocketEvents.join, { stream_id: stream.stream_id, token: pass })).toMatchObject({
      role: 'host',
    });
    first.disconnect();
    const again = await connect(urlB, host);
    expect(await ask<LiveJoinAck>(again, LiveSocketEvents.join, { stream_id: stream.stream_id, token: pass })).toMatchObject({
      role: 'host',
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await call(a, Endpoints.liveStream.path, { stream_id: stream.stream_id }, host)).statusCode).toBe(200);
  });

  it('going live again ends the previous stream: its viewers get the end message', async () => {
    const [host, viewer] = [await member(a), await member(a)];
    const first = await goLive(a, host);
    const socket = await connect(urlB, viewer);
    expect(
      await ask<LiveJoinAck>(socket, LiveSocketEvents.join, {
        stream_id: first.stream_id,
        token: (await tokensFor(a, viewer, first.stream_id)).rtctoken,
      }),
    ).toMatchObject({ ok: true });
    const end = next<LiveChatMessage>(socket, LiveSocketEvents.message, (m) => m.messageType === LiveMessageKind.endStream);
    await goLive(a, host);
    expect(await end).toMatchObject({ stream_id: first.stream_id, userId: host.id });
  });

  it('issue 32: a menu tip on A moves the goal for a viewer on B; the host on A lists the viewers of both processes, and they leave it', async () => {
    const [host, v1, v2] = [await member(a), await member(a), await member(a)];
    const stream = await goLive(a, host);
    const id = stream.stream_id;
    const [hostSocket, s1, s2] = [await connect(urlA, host), await connect(urlB, v1), await connect(urlA, v2)];
    const joinAs = async (socket: Socket, who: Member, app: TestApp) =>
      ask<LiveJoinAck>(socket, LiveSocketEvents.join, { stream_id: id, token: (await tokensFor(app, who, id)).rtctoken });
    expect(await joinAs(hostSocket, host, a)).toMatchObject({ ok: true, role: 'host' });
    expect(await joinAs(s1, v1, b)).toMatchObject({ ok: true });
    expect(await joinAs(s2, v2, a)).toMatchObject({ ok: true });

    const setGoal = next<LiveTipsState>(s1, LiveSocketEvents.tips);
    const saved = await call(
      a,
      Endpoints.liveTipsSetup.path,
      { stream_id: id, goal: { coins: 100, label: 'Dance' }, menu: [{ label: 'Song request', price: 40 }] },
      host,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const heard = await setGoal;
    expect(heard).toMatchObject({
      stream_id: id,
      goal: { coins: 100, label: 'Dance' },
      tips_total: 0,
      menu: [{ label: 'Song request', price: 40 }],
    });

    await fund(a.testDatabase.database.db, v2.id, 100);
    const moved = next<LiveTipsState>(s1, LiveSocketEvents.tips, (state) => state.tips_total === 40);
    const hostSees = next<LiveTipsState>(hostSocket, LiveSocketEvents.tips, (state) => state.tips_total === 40);
    const line = next<LiveChatMessage>(s1, LiveSocketEvents.message, (m) => m.messageType === LiveMessageKind.tip);
    const tip = await call(a, Endpoints.menuTipLive.path, { stream_id: id, item_id: heard.menu[0]!.id, price: 40 }, v2, 'socket-menu-tip');
    expect(tip.statusCode, tip.body).toBe(200);
    expect(await moved).toMatchObject({ goal: { coins: 100 }, tips_total: 40 });
    await hostSees;
    expect(await line).toMatchObject({ userId: v2.id, coins: 40, menu_item: 'Song request' });

    const list = async () => (await call(a, Endpoints.liveViewers.path, { stream_id: id }, host)).json().data as { user: { id: number } }[];
    expect((await list()).map((one) => one.user.id).sort()).toEqual([v1.id, v2.id].sort());
    expect((await call(b, Endpoints.liveViewers.path, { stream_id: id }, v1)).statusCode).toBe(403);
    s1.emit(LiveSocketEvents.leave, { stream_id: id });
    await next<{ viewers: number }>(hostSocket, LiveSocketEvents.viewers, (u) => u.viewers === 1);
    expect((await list()).map((one) => one.user.id)).toEqual([v2.id]);
  });

  it('a stream id that never went live refuses every pass', async () => {
    const viewer = await member(a);
    const socket = await connect(urlA, viewer);
    expect(await ask<LiveJoinAck>(socket, LiveSocketEvents.join, { stream_id: streamId(), token: 'not-a-pass' })).toEqual({
      ok: false,
      message: Messages.liveNotFound,
    });
  });
});

describe('live:join with Agora keys: no pass of ours, so the socket checks access itself', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      agora: { appId: '970CA35de60c44645bbae8a215061b33', certificate: '5CFd2fd1755d40ecb72977518be15d3b' },
    });
    url = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('the host and a viewer allowed to watch join (to hear the chat, tips and the end); a blocked viewer and an unpaid one do not', async () => {
    const [host, viewer, blocked, unpaid] = [await member(t, { creator: true }), await member(t), await member(t), await member(t)];
    expect((await call(t, Endpoints.block.path, { user_id: blocked.id }, host)).statusCode).toBe(200);
    const free = await goLive(t, host);
    const join = async (who: Member, id: string) => {
      const socket = open(url, who.chat);
      sockets.push(socket);
      await connected(socket);
      return ask<LiveJoinAck>(socket, LiveSocketEvents.join, {
        stream_id: id,
        token: (await tokensFor(t, who, id).catch(() => ({ rtctoken: 'none' }))).rtctoken,
      });
    };
    expect(await join(host, free.stream_id)).toEqual({ ok: true, viewers: 0, role: 'host' });
    expect(await join(viewer, free.stream_id)).toEqual({ ok: true, viewers: 1, role: 'audience' });
    expect(await join(blocked, free.stream_id)).toEqual({ ok: false, message: Messages.liveNotFound });
    const paid = await goLive(t, host, 10);
    expect(await join(unpaid, paid.stream_id)).toEqual({ ok: false, message: Messages.liveNotFound });
  });
});
