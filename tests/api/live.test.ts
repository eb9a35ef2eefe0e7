import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerKind, LiveMessageKind, NotificationType, StreamType } from '../../contract/codes';
import type { LiveStream } from '../../contract/live';
import { Messages } from '../../contract/messages';
import { WEBRTC_VIEWER_CAPACITY } from '../../contract/rules';
import { Endpoints } from '../../contract/endpoints';
import { ledgerTransactions, liveJoins, liveStreams, notifications, users } from '../../server/db/schema';
import { EmbeddedLiveProvider } from '../../server/providers/live';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced, fund } from './ledger-support';
import { call, goLive, insertStickers, streamId, tokensFor, type Person } from './live-support';
import { creator, follow } from './posts-support';

describe.each(backends)('live streams (%s)', (backend) => {
  let t: TestApp;
  let stickerList: { id: number; price: number }[];
  beforeAll(async () => {
    t = await createTestApp(backend);
    stickerList = await insertStickers(t);
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });

  const db = () => t.testDatabase.database.db;
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const refused = async (url: string, body: object, who: Person, status: number, message: string, key?: string) => {
    const response = await call(t, url, body, who, key);
    expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
    expect(response.json()).toMatchObject({ success: 0, message });
  };
  const list = async (who: Person) => {
    const response = await t.app.inject({
      method: 'GET',
      url: Endpoints.liveStreams.path,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: LiveStream[] }).data;
  };
  const block = async (who: Person, other: Person) =>
    expect((await call(t, Endpoints.block.path, { user_id: other.id }, who)).statusCode).toBe(200);
  const notificationsOf = (userId: number, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const body = (host: Person, extra: object = {}) => ({
    stream_id: streamId(),
    broadcaster_id: host.id,
    title: 'Hello',
    description: '',
    amount: 0,
    type: StreamType.free,
    ...extra,
  });

  it('going live: followers get new_livestream with the stream id (not across a block), the strip shows it to them and to the host', async () => {
    const [host, fan, stranger, blocked] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    await follow(t, fan.token, host.id);
    await follow(t, blocked.token, host.id);
    await block(host, blocked);
    const stream = await goLive(t, host);
    expect(stream).toMatchObject({
      broadcaster_id: host.id,
      title: 'Live now',
      description: 'Come in',
      amount: 0,
      type: StreamType.free,
      viewers: 0,
      joined: true,
      user: { id: host.id },
    });

    const [notice] = await notificationsOf(fan.id, NotificationType.newLivestream);
    expect(notice).toMatchObject({ actorId: host.id, data: { stream_id: stream.stream_id } });
    expect(await notificationsOf(blocked.id, NotificationType.newLivestream)).toEqual([]);
    expect(await notificationsOf(host.id, NotificationType.newLivestream)).toEqual([]);

    expect((await list(fan)).map((s) => s.stream_id)).toContain(stream.stream_id);
    expect((await list(host)).map((s) => s.stream_id)).toEqual([stream.stream_id]);
    expect((await list(stranger)).map((s) => s.stream_id)).not.toContain(stream.stream_id);
    expect(await list(blocked)).toEqual([]);

    // One stream, to open it from the notification: anyone not blocked may look; the blocked get 'ended'.
    const one = await call(t, Endpoints.liveStream.path, { stream_id: stream.stream_id }, stranger);
    expect(one.json()).toMatchObject({ success: 1, data: { stream_id: stream.stream_id, joined: true } });
    await refused(Endpoints.liveStream.path, { stream_id: stream.stream_id }, blocked, 404, Messages.liveNotFound);
    await refused(Endpoints.liveStream.path, { stream_id: streamId() }, fan, 404, Messages.liveNotFound);
  });

  it('the strip is newest first and a paid stream shows joined false until paid', async () => {
    const [first, second, fan] = [await creator(t), await creator(t), await verifiedUser(t)];
    await follow(t, fan.token, first.id);
    await follow(t, fan.token, second.id);
    const older = await goLive(t, first, 25);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await goLive(t, second);
    const strip = await list(fan);
    expect(strip.map((s) => [s.stream_id, s.joined, s.amount])).toEqual([
      [newer.stream_id, true, 0],
      [older.stream_id, false, 25],
    ]);
  });

  it('creating checks who, price and verification, refuses a taken id, and ends the host’s previous stream', async () => {
    const [host, other, verified] = [await verifiedUser(t), await verifiedUser(t), await creator(t)];
    await refused(Endpoints.goLive.path, body(other), host, 403, Messages.forbidden);
    await refused(Endpoints.goLive.path, body(host, { type: StreamType.paid, amount: 10 }), host, 403, Messages.livePaidCreatorOnly);
    await refused(Endpoints.goLive.path, body(verified, { type: StreamType.paid, amount: 0 }), verified, 400, Messages.livePriceRequired);
    await refused(Endpoints.goLive.path, body(verified, { type: StreamType.paid, amount: -1 }), verified, 400, Messages.livePriceMin);
    await refused(Endpoints.goLive.path, body(verified, { type: StreamType.paid, amount: 1.5 }), verified, 400, Messages.livePriceMin);
    await refused(Endpoints.goLive.path, body(host, { amount: 5 }), host, 400, Messages.liveFreeHasPrice);
    await refused(Endpoints.goLive.path, body(host, { title: '' }), host, 400, Messages.liveTitleRequired);
    await refused(Endpoints.goLive.path, body(host, { title: '   ' }), host, 400, Messages.liveTitleRequired);
    await refused(Endpoints.goLive.path, body(host, { title: 'x'.repeat(101) }), host, 400, Messages.liveTitleTooLong);
    await refused(Endpoints.goLive.path, body(host, { description: 'x'.repeat(501) }), host, 400, Messages.liveDescriptionTooLong);
    await refused(Endpoints.goLive.path, body(host, { stream_id: 'short' }), host, 400, Messages.liveNotFound);
    await refused(Endpoints.goLive.path, body(host, { stream_id: 'abc-def_gh' }), host, 400, Messages.liveNotFound);
    await refused(Endpoints.goLive.path, body(host, { type: 7 }), host, 400, 'body/type must be equal to one of the allowed values');
    expect((await t.post(Endpoints.goLive.path, body(host))).statusCode).toBe(401);
    expect(await db().select().from(liveStreams).where(eq(liveStreams.hostId, host.id))).toEqual([]);

    const paid = await goLive(t, verified, 40);
    expect(paid).toMatchObject({ type: StreamType.paid, amount: 40 });
    // The id of a stream, live or ended, is never used twice.
    await refused(Endpoints.goLive.path, body(host, { stream_id: paid.stream_id }), host, 409, Messages.liveIdTaken);
    const next = await goLive(t, verified);
    await refused(Endpoints.liveStream.path, { stream_id: paid.stream_id }, host, 404, Messages.liveNotFound);
    await refused(Endpoints.goLive.path, body(verified, { stream_id: paid.stream_id }), verified, 409, Messages.liveIdTaken);
    // The refused create changed nothing: the second stream is still live.
    expect((await call(t, Endpoints.liveStream.path, { stream_id: next.stream_id }, host)).statusCode).toBe(200);
  });

  it('ending: the host only; unknown or ended streams are 404', async () => {
    const [host, other] = [await verifiedUser(t), await verifiedUser(t)];
    const stream = await goLive(t, host);
    await refused(Endpoints.endLive.path, { stream_id: stream.stream_id }, other, 403, Messages.forbidden);
    await refused(Endpoints.endLive.path, { stream_id: streamId() }, host, 404, Messages.liveNotFound);
    await refused(Endpoints.endLive.path, { stream_id: 'nope' }, host, 400, Messages.liveNotFound);
    const ended = await call(t, Endpoints.endLive.path, { stream_id: stream.stream_id }, host);
    expect(ended.json()).toMatchObject({ success: 1, message: Messages.liveEnded });
    await refused(Endpoints.endLive.path, { stream_id: stream.stream_id }, host, 404, Messages.liveNotFound);
    await refused(Endpoints.joinLive.path, { stream_id: stream.stream_id }, other, 404, Messages.liveNotFound);
    await refused(Endpoints.liveTokens.path, { channelName: stream.stream_id }, other, 404, Messages.liveNotFound);
    expect(await list(host)).toEqual([]);
  });

  it('joining: own and free streams cost nothing; a paid one charges once, through the ledger, and tells the host', async () => {
    const [host, fan, poor, blocked] = [await creator(t), await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const free = await goLive(t, host);
    const own = await call(t, Endpoints.joinLive.path, { stream_id: free.stream_id }, host);
    expect(own.json()).toMatchObject({ success: 1, message: Messages.liveJoined, data: { stream: { joined: true }, wallet_balance: 0 } });
    const joined = await call(t, Endpoints.joinLive.path, { stream_id: free.stream_id }, fan);
    expect(joined.json()).toMatchObject({
      success: 1,
      message: Messages.liveJoined,
      data: { stream: { stream_id: free.stream_id, joined: true } },
    });
    expect(await db().select().from(liveJoins).where(eq(liveJoins.streamId, free.stream_id))).toMatchObject([
      { userId: fan.id, amount: 0, transactionId: null },
    ]);

    const paid = await goLive(t, host, 30);
    await block(host, blocked);
    await fund(db(), blocked.id, 100);
    await refused(Endpoints.joinLive.path, { stream_id: paid.stream_id }, blocked, 404, Messages.liveNotFound);
    await refused(Endpoints.joinLive.path, { stream_id: paid.stream_id }, poor, 400, Messages.insufficientBalance);
    expect(await db().select().from(liveJoins).where(eq(liveJoins.streamId, paid.stream_id))).toEqual([]);

    await fund(db(), fan.id, 100);
    const first = await call(t, Endpoints.joinLive.path, { stream_id: paid.stream_id }, fan);
    expect(first.json()).toMatchObject({
      success: 1,
      message: Messages.liveJoined,
      data: { stream: { joined: true, amount: 30 }, wallet_balance: 70 },
    });
    const again = await call(t, Endpoints.joinLive.path, { stream_id: paid.stream_id }, fan);
    expect(again.json()).toMatchObject({ success: 1, data: { wallet_balance: 70 } });
    expect(await balanceOf(host.id)).toBe(24);
    const [join] = await db().select().from(liveJoins).where(eq(liveJoins.streamId, paid.stream_id));
    expect(join).toMatchObject({ userId: fan.id, amount: 30 });
    const [movement] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, join?.transactionId ?? 0));
    expect(movement).toMatchObject({
      kind: LedgerKind.liveJoin,
      payerId: fan.id,
      payeeId: host.id,
      amount: 30,
      data: { fee: 6, stream_id: paid.stream_id },
    });
    expect(await notificationsOf(host.id, NotificationType.liveStream)).toMatchObject([
      { actorId: fan.id, data: { coins: 30, stream_id: paid.stream_id } },
    ]);
    expect((await list(host)).find((s) => s.stream_id === paid.stream_id)?.joined).toBe(true);
  });

  it('tokens: the host as host, a viewer as audience, refused to the blocked and to a paid stream not paid; the pass names them', async () => {
    const [host, fan, payer, blocked] = [await creator(t), await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const free = await goLive(t, host);
    const hostTokens = await tokensFor(t, host, free.stream_id);
    expect(hostTokens).toMatchObject({ transport: 'webrtc', role: 'host', app_id: null, uid: host.id, capacity: WEBRTC_VIEWER_CAPACITY });
    const fanTokens = await tokensFor(t, fan, free.stream_id);
    expect(fanTokens).toMatchObject({ role: 'audience', uid: fan.id });
    const passes = new EmbeddedLiveProvider(t.config.jwtSecret, Date.now);
    expect(passes.verifyPass(fanTokens.rtctoken)).toEqual({ userId: fan.id, streamId: free.stream_id, role: 'audience' });
    expect(passes.verifyPass(hostTokens.rtmtoken)).toEqual({ userId: host.id, streamId: free.stream_id, role: 'host' });
    expect(new EmbeddedLiveProvider('another-secret'.padEnd(48, 'y'), Date.now).verifyPass(fanTokens.rtctoken)).toBeNull();
    expect(passes.verifyPass(fan.token)).toBeNull();

    await block(blocked, host);
    await refused(Endpoints.liveTokens.path, { channelName: free.stream_id }, blocked, 403, Messages.forbidden);
    await refused(Endpoints.liveTokens.path, { channelName: streamId() }, fan, 404, Messages.liveNotFound);
    await refused(Endpoints.liveTokens.path, { channelName: '' }, fan, 400, Messages.liveNotFound);

    const paid = await goLive(t, host, 20);
    await refused(Endpoints.liveTokens.path, { channelName: paid.stream_id }, fan, 403, Messages.liveNotPaid);
    await fund(db(), payer.id, 20);
    expect((await call(t, Endpoints.joinLive.path, { stream_id: paid.stream_id }, payer)).statusCode).toBe(200);
    expect(await tokensFor(t, payer, paid.stream_id)).toMatchObject({ role: 'audience' });
  });

  it('tips and gifts: only a viewer allowed to watch, never the host; the ledger, new_tips and the line for the room', async () => {
    const [host, fan, other] = [await creator(t), await verifiedUser(t), await verifiedUser(t)];
    const paid = await goLive(t, host, 10);
    await fund(db(), fan.id, 500);
    await refused(Endpoints.tipLive.path, { stream_id: paid.stream_id, amount: 5 }, fan, 403, Messages.liveNotPaid);
    await refused(
      Endpoints.giftLive.path,
      { stream_id: paid.stream_id, sticker_id: stickerList[0]?.id ?? 0 },
      fan,
      403,
      Messages.liveNotPaid,
    );
    await refused(Endpoints.tipLive.path, { stream_id: paid.stream_id, amount: 5 }, host, 400, Messages.cannotPayYourself);
    await refused(Endpoints.tipLive.path, { stream_id: paid.stream_id, amount: 0 }, fan, 400, Messages.amountPositive);
    await refused(Endpoints.tipLive.path, { stream_id: streamId(), amount: 5 }, fan, 404, Messages.liveNotFound);
    await refused(Endpoints.tipLive.path, { stream_id: paid.stream_id, amount: 5 }, fan, 400, Messages.idempotencyKeyInvalid, 'bad key!');
    expect((await call(t, Endpoints.joinLive.path, { stream_id: paid.stream_id }, fan)).statusCode).toBe(200);

    const tipped = await call(t, Endpoints.tipLive.path, { stream_id: paid.stream_id, amount: 100 }, fan, 'live-tip-0001');
    expect(tipped.json()).toMatchObject({
      success: 1,
      message: Messages.liveTipSent,
      data: {
        wallet_balance: 390,
        message: {
          stream_id: paid.stream_id,
          userId: fan.id,
          messageType: LiveMessageKind.tip,
          message: 'Tipped 100 coins!',
          coins: 100,
          media: null,
        },
      },
    });
    // The same key again: the first tip, nothing charged twice.
    const retried = await call(t, Endpoints.tipLive.path, { stream_id: paid.stream_id, amount: 100 }, fan, 'live-tip-0001');
    expect(retried.json().data).toEqual(expect.objectContaining({ wallet_balance: 390 }));
    expect(retried.json().data.message.id).toBe(tipped.json().data.message.id);

    const crown = stickerList.find((s) => s.price === 50);
    // A gift's short message follows the note rules of every tip, refused before anything is charged.
    await refused(
      Endpoints.giftLive.path,
      { stream_id: paid.stream_id, sticker_id: crown?.id ?? 0, message: 'x'.repeat(141) },
      fan,
      400,
      Messages.tipNoteTooLong,
    );
    await refused(
      Endpoints.giftLive.path,
      { stream_id: paid.stream_id, sticker_id: crown?.id ?? 0, message: 'hi\u0007there' },
      fan,
      400,
      Messages.controlCharacters,
    );
    const gift = await call(
      t,
      Endpoints.giftLive.path,
      { stream_id: paid.stream_id, sticker_id: crown?.id ?? 0, message: '  Long live the queen  ' },
      fan,
    );
    expect(gift.json()).toMatchObject({
      success: 1,
      data: {
        wallet_balance: 340,
        message: {
          messageType: LiveMessageKind.tip,
          message: 'Sent sticker worth 50 coins!',
          coins: 50,
          media: expect.stringContaining('crown.svg'),
          note: 'Long live the queen',
        },
      },
    });
    await refused(Endpoints.giftLive.path, { stream_id: paid.stream_id, sticker_id: 999_999 }, fan, 404, Messages.stickerNotFound);
    await refused(Endpoints.tipLive.path, { stream_id: paid.stream_id, amount: 10_000 }, fan, 400, Messages.insufficientBalance);

    const kinds = await db()
      .select({ kind: ledgerTransactions.kind, data: ledgerTransactions.data })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.payerId, fan.id));
    expect(kinds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: LedgerKind.liveTip, data: expect.objectContaining({ stream_id: paid.stream_id }) }),
        expect.objectContaining({
          kind: LedgerKind.sticker,
          data: expect.objectContaining({ stream_id: paid.stream_id, note: 'Long live the queen' }),
        }),
      ]),
    );
    expect(await balanceOf(host.id)).toBe(8 + 80 + 40);
    expect(await notificationsOf(host.id, NotificationType.newTips)).toHaveLength(2);

    // A free stream: anyone not blocked may tip without joining.
    const free = await goLive(t, other);
    expect((await call(t, Endpoints.tipLive.path, { stream_id: free.stream_id, amount: 1 }, fan)).statusCode).toBe(200);
  });
});

describe('live tokens with Agora keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      agora: { appId: '970CA35de60c44645bbae8a215061b33', certificate: '5CFd2fd1755d40ecb72977518be15d3b' },
    });
  });
  afterAll(() => t.close());

  it('the host publishes, the audience subscribes: agora-token tokens (007), the app id, no capacity', async () => {
    const [host, fan] = [await verifiedUser(t), await verifiedUser(t)];
    const stream = await goLive(t, host);
    const hostTokens = await tokensFor(t, host, stream.stream_id);
    expect(hostTokens).toMatchObject({
      transport: 'agora',
      role: 'host',
      app_id: '970CA35de60c44645bbae8a215061b33',
      uid: host.id,
      capacity: null,
    });
    expect(hostTokens.rtctoken.startsWith('007')).toBe(true);
    expect(hostTokens.rtmtoken.startsWith('007')).toBe(true);
    const fanTokens = await tokensFor(t, fan, stream.stream_id);
    expect(fanTokens).toMatchObject({ transport: 'agora', role: 'audience', uid: fan.id });
    expect(fanTokens.rtctoken).not.toBe(hostTokens.rtctoken);
  });
});
