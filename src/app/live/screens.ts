import { fromCallback, fromPromise } from 'xstate';
import type { LiveSessionCommand, LiveSessionEvent, LiveSessionInput } from '../../machines/live';
import { DONATION_DEFAULT } from '../../../contract/rules';
import { Messages } from '../../../contract/messages';
import type { LiveApi } from '../../services/live/api';
import { openCamera } from '../../services/live/camera';
import type { WalletApi } from '../../services/wallet';

/*
 * The live screens' machines provided with their service: this module and each machine load with the
 * first live screen (./area.ts declares them on demand).
 */

/** The transport as a machine's callback actor: its events back, chat texts in, everything closed with the state. */
const liveSession = (api: LiveApi) =>
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

export const liveStreamsScreen = async (api: LiveApi) =>
  (await import('../../machines/liveStreams.machine')).liveStreamsMachine.provide({
    actors: { loadStreams: fromPromise(({ signal }) => api.streams(signal)) },
  });

export const goLiveScreen = async (api: LiveApi) =>
  (await import('../../machines/goLive.machine')).goLiveMachine.provide({
    actors: {
      openCamera: fromPromise(() => openCamera()),
      createStream: fromPromise(({ input, signal }) => api.create(input, signal)),
      fetchTokens: fromPromise(({ input, signal }) => api.tokens(input.streamId, signal)),
      // Not aborted with the screen: a stream left behind would stay live for the followers.
      endStream: fromPromise(({ input }) => api.remove(input.streamId)),
      liveSession: liveSession(api),
    },
  });

export const liveViewerScreen = async (api: LiveApi) => {
  const [{ liveViewerMachine }, { paidLiveJoinMachine }] = await Promise.all([
    import('../../machines/liveViewer.machine'),
    import('../../machines/paidLiveJoin.machine'),
  ]);
  return liveViewerMachine.provide({
    actors: {
      loadStream: fromPromise(({ input, signal }) => api.stream(input.streamId, signal)),
      paidLiveJoin: paidLiveJoinMachine.provide({
        actors: { pay: fromPromise(({ input, signal }) => api.join(input.streamId, signal)) },
      }),
      fetchTokens: fromPromise(({ input, signal }) => api.tokens(input.streamId, signal)),
      liveSession: liveSession(api),
    },
  });
};

export const liveTipScreen = async (api: LiveApi) => {
  const { coinFormMachine } = await import('../../machines/coinForm');
  return coinFormMachine({
    id: 'liveTip',
    initial: DONATION_DEFAULT,
    required: 'donationAmountRequired',
    failed: Messages.liveJoinFailed,
  }).provide({
    actors: {
      sendCoins: fromPromise(({ input, signal }) =>
        api.tip({ streamId: input.target.id, amount: input.amount, idempotencyKey: input.idempotencyKey }, signal),
      ),
    },
  });
};

export const liveGiftScreen = async (api: LiveApi, wallet: WalletApi) =>
  (await import('../../machines/sendSticker.machine')).sendStickerMachine.provide({
    actors: {
      loadStickers: fromPromise(({ signal }) => wallet.stickers(signal)),
      sendSticker: fromPromise(async ({ input, signal }) => {
        const answer = await api.gift(
          {
            streamId: input.streamId ?? '',
            stickerId: input.stickerId,
            ...(input.message ? { message: input.message } : {}),
            idempotencyKey: input.idempotencyKey,
          },
          signal,
        );
        const stickers = await wallet.stickers(signal);
        const sticker = stickers.find((known) => known.id === input.stickerId);
        if (!sticker) throw new Error(Messages.somethingWentWrong);
        return { ...answer, sticker };
      }),
    },
  });
