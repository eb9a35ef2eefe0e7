import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LedgerKind, LiveMessageKind, NotificationType, StreamType, VerifyStatus } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import {
  LiveRole,
  type AgoraTokensResponse,
  type CreateLiveStreamBody,
  type JoinLiveStreamResponse,
  type LiveGiftBody,
  type LiveMenuItemInput,
  type LiveMenuTipBody,
  type LiveStream,
  type LiveTipBody,
  type LiveTipResponse,
  type LiveTipsSetupBody,
  type LiveViewer,
} from '../../../contract/live.ts';
import { Messages } from '../../../contract/messages.ts';
import { LIVE_PRICE_MIN } from '../../../contract/rules.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { defaultMoney } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { createLiveProvider, type LiveTokenProvider } from '../../providers/live/index.ts';
import { lockUsers } from '../people/repository.ts';
import { sale, type Movement } from '../wallet/ledger.ts';
import { noteOf, presentSticker } from '../wallet/present.ts';
import { balanceOf, findSticker } from '../wallet/repository.ts';
import type { AttemptKey } from '../wallet/service.ts';
import { presentWriter } from '../posts/present.ts';
import {
  END_LINE,
  giftLine,
  liveAuthor,
  liveMessage,
  menuTipLine,
  presentStream,
  presentTips,
  tipLine,
  type LiveAuthor,
} from './present.ts';
import {
  chatAuthor,
  endStreams,
  insertStream,
  liveStream,
  liveStreamSeenBy,
  liveStreamsFor,
  notifyFollowers,
  peopleByIds,
  recordJoin,
  setJoinTransaction,
  setTips,
  tipsTotalOf,
  type SeenStream,
} from './repository.ts';
import { audienceList, audienceOf, broadcastMessage, broadcastTips, closeRoom, hostRoom } from './rooms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live streams: going live, joining (paid once), tips and gifts, tokens, and the end of a stream. */
    liveService: LiveService;
  }
}

export interface LiveService {
  readonly provider: LiveTokenProvider;
  list(viewer: UserRow): Promise<LiveStream[]>;
  one(viewer: UserRow, streamId: string): Promise<LiveStream>;
  create(viewer: UserRow, body: CreateLiveStreamBody): Promise<LiveStream>;
  end(viewer: UserRow, streamId: string): Promise<void>;
  join(viewer: UserRow, streamId: string): Promise<JoinLiveStreamResponse['data']>;
  tip(viewer: UserRow, body: LiveTipBody, key: AttemptKey): Promise<LiveTipResponse['data']>;
  gift(viewer: UserRow, body: LiveGiftBody, key: AttemptKey): Promise<LiveTipResponse['data']>;
  tokens(viewer: UserRow, streamId: string): Promise<AgoraTokensResponse['data']>;
  /** The host sets the goal and menu (issue 32); the room hears them. */
  tipsSetup(viewer: UserRow, body: LiveTipsSetupBody): Promise<LiveStream>;
  /** A tip of a menu item's price, which must be the item's price now. */
  menuTip(viewer: UserRow, body: LiveMenuTipBody, key: AttemptKey): Promise<LiveTipResponse['data']>;
  /** Who watches now: the host only. */
  viewers(viewer: UserRow, streamId: string): Promise<LiveViewer[]>;
  /** Ends the stream when its host has had no socket in it for the grace period (checked after a host socket goes). */
  watchHost(hostId: number, streamId: string): void;
}

const DEFAULT_HOST_GRACE_SECONDS = 30;

/** The menu as stored: each item with a new short id (a viewer's tip names it). */
const menuOf = (items: LiveMenuItemInput[]) =>
  items.map(({ label, price }) => ({ id: randomUUID().replaceAll('-', '').slice(0, 12), label: label.trim(), price }));

async function liveService(app: FastifyInstance) {
  const { db, realtime, mediaUrls, walletService: wallet, notificationsService: notifications } = app;
  const money = app.config.money ?? defaultMoney;
  const provider = createLiveProvider(app.config, app.clock);
  const graceMs = (app.config.liveHostGraceSeconds ?? DEFAULT_HOST_GRACE_SECONDS) * 1000;
  const now = () => new Date(app.clock());

  const present = async (seen: SeenStream) => {
    const [viewers, total] = await Promise.all([audienceOf(realtime, seen.stream.streamId), tipsTotalOf(db, seen.stream.streamId)]);
    return presentStream(seen, viewers, mediaUrls, total);
  };

  /** The room hears the goal, menu and total as the ledger has them now (after the movement committed). */
  const announceTips = async (streamId: string) => {
    try {
      const stream = await liveStream(db, streamId);
      if (stream) broadcastTips(realtime, presentTips(stream, await tipsTotalOf(db, streamId)));
    } catch (error) {
      app.log.error({ err: error, streamId }, 'live tips push failed');
    }
  };

  /** The stream live now that the viewer may see; 404 'This live stream has ended' otherwise (ended, unknown, blocked). */
  const seenStream = async (viewer: UserRow, streamId: string) => {
    const seen = await liveStreamSeenBy(db, viewer.id, streamId);
    if (!seen) throw notFound(Messages.liveNotFound);
    return seen;
  };

  /** Each ended stream's end message to its room, by its host, and everyone out. */
  const announceEnd = (host: LiveAuthor, streamIds: string[]) => {
    for (const streamId of streamIds) {
      try {
        closeRoom(realtime, liveMessage(streamId, host, LiveMessageKind.endStream, END_LINE, now()));
      } catch (error) {
        app.log.error({ err: error, streamId }, 'live end push failed');
      }
    }
  };

  /** A viewer allowed to pay into the stream: they may watch it (free, or joined a paid one) and are not its host. */
  const payable = async (viewer: UserRow, streamId: string) => {
    const seen = await seenStream(viewer, streamId);
    if (seen.stream.hostId === viewer.id) throw badRequest(Messages.cannotPayYourself);
    if (!seen.joined) throw forbidden(Messages.liveNotPaid);
    return seen;
  };

  const keyOf = (payerId: number, key: AttemptKey) => `u${payerId}:${key ?? randomUUID()}`;

  /**
   * A tip or a gift: the price less the fee to the host, new_tips for them, then the tip line to the
   * stream's room (only for a new movement: a retry with the same key answers the first and shows nothing twice).
   */
  const payInStream = async (
    viewer: UserRow,
    seen: SeenStream,
    movement: Omit<Movement, 'payerId' | 'payeeId' | 'legs'>,
    line: string,
    media: string | null,
    menuItem?: string,
  ) => {
    const note = typeof movement.data?.note === 'string' ? movement.data.note : undefined;
    const hostId = seen.stream.hostId;
    const { legs, fee } = sale(viewer.id, hostId, movement.amount, money.platformFeePercent);
    const posted = await wallet.settle(async (book) => {
      const moved = await book.move({
        ...movement,
        data: { ...movement.data, fee, stream_id: seen.stream.streamId },
        payerId: viewer.id,
        payeeId: hostId,
        legs,
      });
      if (!moved.replayed) {
        await book.raise({
          to: hostId,
          type: NotificationType.newTips,
          actorId: viewer.id,
          data: { coins: movement.amount, kind: movement.kind, stream_id: seen.stream.streamId, ...(note ? { note } : {}) },
          repeatable: true,
        });
      }
      return moved;
    });
    // The movement names the line: a retry answers the same id.
    const message = liveMessage(seen.stream.streamId, liveAuthor(viewer, mediaUrls), LiveMessageKind.tip, line, now(), {
      id: `tip-${posted.transactionId}`,
      media,
      coins: movement.amount,
      ...(note ? { note } : {}),
      ...(menuItem ? { menuItem } : {}),
    });
    if (!posted.replayed) {
      broadcastMessage(realtime, message);
      await announceTips(seen.stream.streamId);
    }
    return { wallet_balance: posted.wallets.find((w) => w.userId === viewer.id)?.balance ?? 0, message };
  };

  const hostTimers = new Map<string, NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of hostTimers.values()) clearTimeout(timer);
    hostTimers.clear();
  });

  const service: LiveService = {
    provider,

    async list(viewer) {
      return Promise.all((await liveStreamsFor(db, viewer.id)).map(present));
    },

    async one(viewer, streamId) {
      return present(await seenStream(viewer, streamId));
    },

    async create(viewer, body) {
      if (body.broadcaster_id !== viewer.id) throw forbidden(Messages.forbidden);
      if (body.type === StreamType.paid) {
        if (viewer.userVerified !== VerifyStatus.verified) throw forbidden(Messages.livePaidCreatorOnly);
        if (body.amount === 0) throw badRequest(Messages.livePriceRequired);
        if (body.amount < LIVE_PRICE_MIN) throw badRequest(Messages.livePriceMin);
      } else if (body.amount !== 0) throw badRequest(Messages.liveFreeHasPrice);

      const { stream, ended, raised } = await db.transaction(async (tx) => {
        // One create of a host at a time: the previous stream ends before the next starts (one live per host).
        await lockUsers(tx, [viewer.id]);
        const endedIds = await endStreams(tx, viewer.id, now());
        const inserted = await insertStream(tx, {
          streamId: body.stream_id,
          hostId: viewer.id,
          title: body.title.trim(),
          description: body.description ?? '',
          amount: body.amount,
          type: body.type,
          createdAt: now(),
          goalCoins: body.goal?.coins ?? null,
          goalLabel: body.goal ? body.goal.label.trim() : null,
          menu: menuOf(body.menu ?? []),
        });
        if (!inserted) throw conflict(Messages.liveIdTaken);
        return { stream: inserted, ended: endedIds, raised: await notifyFollowers(tx, viewer.id, inserted.streamId) };
      });
      announceEnd(liveAuthor(viewer, mediaUrls), ended);
      await notifications.deliver(raised);
      return presentStream({ stream, host: viewer, joined: true }, 0, mediaUrls);
    },

    async end(viewer, streamId) {
      const stream = await liveStream(db, streamId);
      if (!stream) throw notFound(Messages.liveNotFound);
      if (stream.hostId !== viewer.id) throw forbidden(Messages.forbidden);
      const ended = await endStreams(db, viewer.id, now(), streamId);
      if (ended.length === 0) throw notFound(Messages.liveNotFound);
      announceEnd(liveAuthor(viewer, mediaUrls), ended);
    },

    async join(viewer, streamId) {
      const seen = await seenStream(viewer, streamId);
      const { stream } = seen;
      if (stream.hostId !== viewer.id) {
        if (stream.type === StreamType.free) await db.transaction((tx) => recordJoin(tx, streamId, viewer.id, 0));
        else if (!seen.joined) {
          await wallet.settle(async (book) => {
            // The stream is held live while the payment is written; the join's key makes a second request wait for the first.
            const held = await liveStreamSeenBy(book.tx, viewer.id, streamId, { lock: true });
            if (!held) throw notFound(Messages.liveNotFound);
            if (!(await recordJoin(book.tx, streamId, viewer.id, stream.amount))) return;
            const { legs, fee } = sale(viewer.id, stream.hostId, stream.amount, money.platformFeePercent);
            const posted = await book.move({
              key: `u${viewer.id}:live:${streamId}`,
              kind: LedgerKind.liveJoin,
              payerId: viewer.id,
              payeeId: stream.hostId,
              amount: stream.amount,
              data: { fee, stream_id: streamId },
              legs,
            });
            await setJoinTransaction(book.tx, streamId, viewer.id, posted.transactionId);
            if (!posted.replayed) {
              await book.raise({
                to: stream.hostId,
                type: NotificationType.liveStream,
                actorId: viewer.id,
                data: { coins: stream.amount, stream_id: streamId },
                repeatable: true,
              });
            }
          });
        }
      }
      const [presented, balance] = await Promise.all([present({ ...seen, joined: true }), balanceOf(db, viewer.id)]);
      return { stream: presented, wallet_balance: balance };
    },

    async tip(viewer, { stream_id: streamId, amount }, key) {
      const seen = await payable(viewer, streamId);
      return payInStream(viewer, seen, { key: keyOf(viewer.id, key), kind: LedgerKind.liveTip, amount }, tipLine(amount), null);
    },

    async gift(viewer, { stream_id: streamId, sticker_id: stickerId, message: text }, key) {
      const seen = await payable(viewer, streamId);
      const sticker = await findSticker(db, stickerId);
      if (!sticker) throw notFound(Messages.stickerNotFound);
      return payInStream(
        viewer,
        seen,
        {
          key: keyOf(viewer.id, key),
          kind: LedgerKind.sticker,
          stickerId,
          amount: sticker.price,
          data: { sticker: sticker.name, ...noteOf(text) },
        },
        giftLine(sticker.price),
        presentSticker(sticker).sticker_url,
      );
    },

    async tokens(viewer, streamId) {
      const seen = await liveStreamSeenBy(db, viewer.id, streamId);
      // A stream live now that a block keeps from the viewer is refused as one they may not watch (the contract's 403).
      if (!seen) throw (await liveStream(db, streamId)) ? forbidden(Messages.forbidden) : notFound(Messages.liveNotFound);
      const role = seen.stream.hostId === viewer.id ? LiveRole.host : LiveRole.audience;
      if (!seen.joined) throw forbidden(Messages.liveNotPaid);
      return { ...provider.issue({ userId: viewer.id, streamId, role }), role };
    },

    async tipsSetup(viewer, { stream_id: streamId, goal, menu }) {
      const stream = await liveStream(db, streamId);
      if (!stream) throw notFound(Messages.liveNotFound);
      if (stream.hostId !== viewer.id) throw forbidden(Messages.liveHostOnly);
      const updated = await setTips(db, viewer.id, streamId, {
        goalCoins: goal?.coins ?? null,
        goalLabel: goal ? goal.label.trim() : null,
        menu: menuOf(menu),
      });
      if (!updated) throw notFound(Messages.liveNotFound);
      const [viewers, total] = await Promise.all([audienceOf(realtime, streamId), tipsTotalOf(db, streamId)]);
      broadcastTips(realtime, presentTips(updated, total));
      return presentStream({ stream: updated, host: viewer, joined: true }, viewers, mediaUrls, total);
    },

    async menuTip(viewer, { stream_id: streamId, item_id: itemId, price }, key) {
      const seen = await payable(viewer, streamId);
      const item = seen.stream.menu.find((known) => known.id === itemId);
      if (!item) throw conflict(Messages.liveMenuItemGone);
      // The viewer pays what they saw, and only when it is the item's price now: no price of their own.
      if (item.price !== price) throw conflict(Messages.liveMenuPriceChanged);
      return payInStream(
        viewer,
        seen,
        {
          key: keyOf(viewer.id, key),
          kind: LedgerKind.liveTip,
          amount: item.price,
          data: { menu_item: item.label, menu_item_id: item.id },
        },
        menuTipLine(item.price, item.label),
        null,
        item.label,
      );
    },

    async viewers(viewer, streamId) {
      const stream = await liveStream(db, streamId);
      if (!stream) throw notFound(Messages.liveNotFound);
      if (stream.hostId !== viewer.id) throw forbidden(Messages.liveHostOnly);
      const watching = await audienceList(realtime, streamId);
      const people = new Map(
        (
          await peopleByIds(
            db,
            watching.map((one) => one.userId),
          )
        ).map((person) => [person.id, person]),
      );
      return watching.flatMap(({ userId, joinedAt }) => {
        const person = people.get(userId);
        return person ? [{ user: presentWriter(person, mediaUrls), joined_at: new Date(joinedAt).toISOString() }] : [];
      });
    },

    watchHost(hostId, streamId) {
      // The grace starts again from the last host socket gone.
      clearTimeout(hostTimers.get(streamId));
      const timer = setTimeout(() => {
        hostTimers.delete(streamId);
        void (async () => {
          const hostSockets = await realtime.io.in(hostRoom(streamId)).fetchSockets();
          if (hostSockets.length > 0) return;
          const ended = await endStreams(db, hostId, now(), streamId);
          if (ended.length === 0) return;
          const host = await chatAuthor(db, hostId);
          if (host) announceEnd(liveAuthor({ id: hostId, ...host }, mediaUrls), ended);
        })().catch((error: unknown) => app.log.error({ err: error, streamId }, 'ending a stream without its host failed'));
      }, graceMs);
      timer.unref();
      hostTimers.set(streamId, timer);
    },
  };

  app.decorate('liveService', service);
}

export default fp(liveService, {
  name: 'live-service',
  dependencies: ['db', 'config', 'realtime', 'media-urls', 'notifications-service', 'wallet-service'],
});

/** Live streams of spec §7 (create, delete, join, tokens) and the strip's, a stream's, tips' and gifts' calls. */
export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const live = app.liveService;

  serve(app, Endpoints.liveStreams, async (request) => answer('', await live.list(viewerOf(request))));

  serve(app, Endpoints.liveStream, async (request) => answer('', await live.one(viewerOf(request), request.body.stream_id)));

  serve(app, Endpoints.goLive, async (request) => answer('', await live.create(viewerOf(request), request.body)));

  serve(app, Endpoints.endLive, async (request) => {
    await live.end(viewerOf(request), request.body.stream_id);
    return answer(Messages.liveEnded, {});
  });

  serve(app, Endpoints.joinLive, async (request) =>
    answer(Messages.liveJoined, await live.join(viewerOf(request), request.body.stream_id)),
  );

  serve(app, Endpoints.tipLive, async (request) =>
    answer(Messages.liveTipSent, await live.tip(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.giftLive, async (request) =>
    answer(Messages.stickerSent, await live.gift(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.liveTipsSetup, async (request) =>
    answer(Messages.liveSetupSaved, await live.tipsSetup(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.menuTipLive, async (request) =>
    answer(Messages.liveTipSent, await live.menuTip(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.liveViewers, async (request) => answer('', await live.viewers(viewerOf(request), request.body.stream_id)));

  serve(app, Endpoints.liveTokens, async (request) => answer('', await live.tokens(viewerOf(request), request.body.channelName)));
};
