import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { CommonMessages } from '../../contract/commonMessages';
import type { goLiveMachine } from '../machines/goLive.machine';
import type { LiveGoal, LiveMe, LiveMenuItem, LiveSessionCommand, LiveSessionEvent, LiveSessionInput } from '../machines/live';
import type { liveStreamsMachine } from '../machines/liveStreams.machine';
import type { liveMenuTipMachine } from '../machines/liveMenuTip.machine';
import type { liveTipsSetupMachine } from '../machines/liveTipsSetup.machine';
import type { liveViewerListMachine } from '../machines/liveViewerList.machine';
import type { liveViewerMachine } from '../machines/liveViewer.machine';
import type { paidLiveJoinMachine } from '../machines/paidLiveJoin.machine';
import type { sendStickerMachine } from '../machines/sendSticker.machine';
import { runOperation, type Gateway, type OperationResult } from '../services/gatewayError';
import type { LiveSessions } from '../services/live/sessions';
import type { LiveTokens } from '../services/live/words';
import { useViewer } from './auth';
import { onDemand, operation, type Area } from './root/area';
import { useAttemptSeed, useScreenActor } from './root/hooks';

/** What live streams need of the outside world (the session's code, transports included, loads with the first live screen). */
export interface LiveServices {
  gateway: Gateway;
  liveSessions(): Promise<LiveSessions>;
}

const transports = { WEBRTC: 'webrtc', AGORA: 'agora' } as const;
const roles = { HOST: 'host', AUDIENCE: 'audience' } as const;

/** A stream's passes, in the transports' words. */
const tokensOf = ({ transport, role, ...passes }: OperationResult<'LiveTokens'>['liveTokens']): LiveTokens => ({
  ...passes,
  transport: transports[transport],
  role: roles[role],
});

/** The transport as a machine's callback actor: its events back, chat texts in, everything closed with the state. */
const liveSession = (api: LiveSessions) =>
  fromCallback<LiveSessionCommand, LiveSessionInput, LiveSessionEvent>(({ input, sendBack, receive }) => {
    const session = api.session(input, sendBack);
    receive(({ text }) => {
      session.chat(text).catch((error: unknown) =>
        sendBack({
          type: 'session.chatFailed',
          message: error instanceof Error && error.message ? error.message : CommonMessages.somethingWentWrong,
        }),
      );
    });
    return () => session.close();
  });

const stickers = async (gateway: Gateway, signal: AbortSignal) => (await runOperation(gateway, 'Stickers', {}, signal)).stickers;

/**
 * Live streams: the home strip's bubbles, Go Live (modal and host view), watching (the paid-live join, the
 * viewer), and the viewer's tip and gift popovers. Each screen's machine loads with it, the live session's code
 * alongside (from the first live screen or the bubbles on), never with the first load.
 */
export function live({ gateway, liveSessions }: LiveServices) {
  return {
    actors: {},
    screens: {
      liveStreams: onDemand(async () => {
        const [{ liveStreamsMachine }] = await Promise.all([import('../machines/liveStreams.machine'), liveSessions()]);
        return liveStreamsMachine.provide({
          actors: {
            loadStreams: operation(
              gateway,
              'LiveStreams',
              (answer) => answer.liveStreams,
              () => ({}),
            ),
          },
        });
      }),
      goLive: onDemand(async () => {
        const [{ goLiveMachine }, { openCamera }, sessions] = await Promise.all([
          import('../machines/goLive.machine'),
          import('../services/live/camera'),
          liveSessions(),
        ]);
        return goLiveMachine.provide({
          actors: {
            openCamera: fromPromise(() => openCamera()),
            createStream: operation(
              gateway,
              'CreateLiveStream',
              () => undefined,
              ({ streamId, hostId, title, description, price, goal, menu }) => ({
                input: { streamId, hostId, title, description, price, goal, menu },
              }),
            ),
            fetchTokens: operation(gateway, 'LiveTokens', ({ liveTokens }) => tokensOf(liveTokens)),
            // Not aborted with the screen: a stream left behind would stay live for the followers.
            endStream: fromPromise(
              async ({ input }) => void (await runOperation(gateway, 'DeleteLiveStream', { streamId: input.streamId })),
            ),
            liveSession: liveSession(sessions),
          },
        });
      }),
      liveViewer: onDemand(async () => {
        const [{ liveViewerMachine }, { paidLiveJoinMachine }, sessions] = await Promise.all([
          import('../machines/liveViewer.machine'),
          import('../machines/paidLiveJoin.machine'),
          liveSessions(),
        ]);
        return liveViewerMachine.provide({
          actors: {
            loadStream: operation(gateway, 'LiveStream', (answer) => answer.liveStream),
            paidLiveJoin: paidLiveJoinMachine.provide({
              actors: {
                pay: operation(
                  gateway,
                  'JoinLiveStream',
                  (answer) => answer.joinLiveStream,
                  ({ streamId }) => ({ streamId }),
                ),
              },
            }),
            fetchTokens: operation(gateway, 'LiveTokens', ({ liveTokens }) => tokensOf(liveTokens)),
            liveSession: liveSession(sessions),
          },
        });
      }),
      // The host's tip goal and menu editor while live, and their list of who watches (issue 32).
      liveTipsSetup: onDemand(async () => {
        const [{ liveTipsSetupMachine }] = await Promise.all([import('../machines/liveTipsSetup.machine'), liveSessions()]);
        return liveTipsSetupMachine.provide({
          actors: {
            saveTips: fromPromise(async ({ input: { streamId, goal, menu }, signal }) => ({
              message: (await import('../../contract/messages')).Messages.liveSetupSaved,
              stream: (await runOperation(gateway, 'SetLiveTips', { streamId, goal, menu }, signal)).setLiveTips,
            })),
          },
        });
      }),
      liveViewerList: onDemand(async () => {
        const [{ liveViewerListMachine }] = await Promise.all([import('../machines/liveViewerList.machine'), liveSessions()]);
        return liveViewerListMachine.provide({
          actors: { loadViewers: operation(gateway, 'LiveViewers', (answer) => answer.liveViewers) },
        });
      }),
      // A viewer tips a menu item.
      liveMenuTip: onDemand(async () => {
        const [{ liveMenuTipMachine }] = await Promise.all([import('../machines/liveMenuTip.machine'), liveSessions()]);
        return liveMenuTipMachine.provide({
          actors: {
            tipItem: operation(
              gateway,
              'TipLiveMenuItem',
              (answer) => answer.tipLiveMenuItem,
              ({ streamId, itemId, price, idempotencyKey }) => ({ streamId, itemId, price, idempotencyKey }),
            ),
          },
        });
      }),
      liveTip: onDemand(async () => {
        // The contract's whole message table and rules are not first-load code: they come with the popover.
        const [{ coinFormMachine }, { Messages }, { DONATION_DEFAULT }] = await Promise.all([
          import('../machines/coinForm'),
          import('../../contract/messages'),
          import('../../contract/rules'),
          liveSessions(),
        ]);
        return coinFormMachine({
          id: 'liveTip',
          initial: DONATION_DEFAULT,
          required: 'donationAmountRequired',
          failed: Messages.liveJoinFailed,
        }).provide({
          actors: {
            sendCoins: operation(
              gateway,
              'TipLiveStream',
              (answer) => answer.tipLiveStream,
              ({ target, amount, idempotencyKey }) => ({ streamId: target.id, amount, idempotencyKey }),
            ),
          },
        });
      }),
      liveGift: onDemand(async () => {
        const [{ sendStickerMachine }] = await Promise.all([import('../machines/sendSticker.machine'), liveSessions()]);
        return sendStickerMachine.provide({
          actors: {
            loadStickers: fromPromise(({ signal }) => stickers(gateway, signal)),
            // The gift's answer, with the sticker it was (the strip shows it).
            sendSticker: fromPromise(async ({ input, signal }) => {
              const { giftLiveStream: answer } = await runOperation(
                gateway,
                'GiftLiveStream',
                {
                  streamId: input.streamId ?? '',
                  stickerId: input.stickerId,
                  ...(input.message ? { message: input.message } : {}),
                  idempotencyKey: input.idempotencyKey,
                },
                signal,
              );
              const sticker = (await stickers(gateway, signal)).find((known) => known.id === input.stickerId);
              if (!sticker) throw new Error(CommonMessages.somethingWentWrong);
              return { ...answer, sticker };
            }),
          },
        });
      }),
    },
  } satisfies Area;
}

// The live screens' hooks and what their views read; only the (on-demand) live views use them.

export type { LiveChatLine, LiveGoal, LiveMenuItem, LiveStream, LiveTips, LiveTokens } from '../machines/live';
export type { LiveViewerEntry } from '../machines/liveViewerList.machine';

export type GoLiveActor = ActorRefFrom<typeof goLiveMachine>;
export type LiveViewerActor = ActorRefFrom<typeof liveViewerMachine>;
export type PaidLiveJoinActor = ActorRefFrom<typeof paidLiveJoinMachine>;
export type LiveStreamsActor = ActorRefFrom<typeof liveStreamsMachine>;
export type LiveGiftActor = ActorRefFrom<typeof sendStickerMachine>;
export type LiveTipsSetupActor = ActorRefFrom<typeof liveTipsSetupMachine>;
export type LiveViewerListActor = ActorRefFrom<typeof liveViewerListMachine>;
export type LiveMenuTipActor = ActorRefFrom<typeof liveMenuTipMachine>;

/** The viewer as the live chat names them. */
export function useLiveMe(): LiveMe {
  const viewer = useViewer();
  return {
    id: Number(viewer?.id ?? 0),
    name: viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username : '',
    photo: viewer?.profilePhoto ?? null,
  };
}

export const useLiveStreams = () => useScreenActor('liveStreams', {});
export const useGoLive = () => useScreenActor('goLive', { me: useLiveMe() });
export const useLiveViewer = (streamId: string) => useScreenActor('liveViewer', { streamId, me: useLiveMe() });
export const useLiveTip = (streamId: string) =>
  useScreenActor('liveTip', { target: { kind: 'live', id: streamId }, attemptSeed: useAttemptSeed() });
export const useLiveTipsSetup = (streamId: string, goal: LiveGoal | null, menu: LiveMenuItem[]) =>
  useScreenActor('liveTipsSetup', { streamId, goal, menu });
export const useLiveViewerList = (streamId: string) => useScreenActor('liveViewerList', { streamId });
export const useLiveMenuTip = (streamId: string) => useScreenActor('liveMenuTip', { streamId, attemptSeed: useAttemptSeed() });
export const useLiveGift = (streamId: string, hostId: string) =>
  useScreenActor('liveGift', { toUserId: hostId, streamId, attemptSeed: useAttemptSeed() });
