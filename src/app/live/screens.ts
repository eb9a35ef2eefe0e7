import { fromCallback, fromPromise } from 'xstate';
import type { LiveSessionCommand, LiveSessionEvent, LiveSessionInput } from '../../machines/live';
import { DONATION_DEFAULT } from '../../../contract/rules';
import { Messages } from '../../../contract/messages';
import { runOperation, type Gateway, type OperationResult } from '../../services/gatewayError';
import { openCamera } from '../../services/live/camera';
import type { LiveSessions } from '../../services/live/sessions';
import type { LiveTokens } from '../../services/live/words';
import { operation } from '../root/area';

/** What live streams need of the outside world: the gateway, and the session (socket room and transport). */
export interface ScreenServices {
  gateway: Gateway;
  sessions: LiveSessions;
}

const transports = { WEBRTC: 'webrtc', AGORA: 'agora' } as const;
const roles = { HOST: 'host', AUDIENCE: 'audience' } as const;

/** A stream's passes, in the transports' words. */
const tokensOf = ({ transport, role, ...passes }: OperationResult<'LiveTokens'>['liveTokens']): LiveTokens => ({
  ...passes,
  transport: transports[transport],
  role: roles[role],
});

/*
 * The live screens' machines provided with their service: this module and each machine load with the
 * first live screen (./area.ts declares them on demand).
 */

/** The transport as a machine's callback actor: its events back, chat texts in, everything closed with the state. */
const liveSession = (api: LiveSessions) =>
  fromCallback<LiveSessionCommand, LiveSessionInput, LiveSessionEvent>(({ input, sendBack, receive }) => {
    const session = api.session(input, sendBack);
    receive(({ text }) => {
      session.chat(text).catch((error: unknown) =>
        sendBack({
          type: 'session.chatFailed',
          message: error instanceof Error && error.message ? error.message : Messages.somethingWentWrong,
        }),
      );
    });
    return () => session.close();
  });

export const liveStreamsScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/liveStreams.machine')).liveStreamsMachine.provide({
    actors: {
      loadStreams: operation(
        gateway,
        'LiveStreams',
        (answer) => answer.liveStreams,
        () => ({}),
      ),
    },
  });

export const goLiveScreen = async ({ gateway, sessions }: ScreenServices) =>
  (await import('../../machines/goLive.machine')).goLiveMachine.provide({
    actors: {
      openCamera: fromPromise(() => openCamera()),
      createStream: operation(
        gateway,
        'CreateLiveStream',
        () => undefined,
        ({ streamId, hostId, title, description, price }) => ({ input: { streamId, hostId, title, description, price } }),
      ),
      fetchTokens: operation(gateway, 'LiveTokens', ({ liveTokens }) => tokensOf(liveTokens)),
      // Not aborted with the screen: a stream left behind would stay live for the followers.
      endStream: fromPromise(async ({ input }) => void (await runOperation(gateway, 'DeleteLiveStream', { streamId: input.streamId }))),
      liveSession: liveSession(sessions),
    },
  });

export const liveViewerScreen = async ({ gateway, sessions }: ScreenServices) => {
  const [{ liveViewerMachine }, { paidLiveJoinMachine }] = await Promise.all([
    import('../../machines/liveViewer.machine'),
    import('../../machines/paidLiveJoin.machine'),
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
};

export const liveTipScreen = async ({ gateway }: ScreenServices) => {
  const { coinFormMachine } = await import('../../machines/coinForm');
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
};

const stickers = async (gateway: Gateway, signal: AbortSignal) => (await runOperation(gateway, 'Stickers', {}, signal)).stickers;

export const liveGiftScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/sendSticker.machine')).sendStickerMachine.provide({
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
        if (!sticker) throw new Error(Messages.somethingWentWrong);
        return { ...answer, sticker };
      }),
    },
  });
