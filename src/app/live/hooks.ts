import type { ActorRefFrom } from 'xstate';
import type { goLiveMachine } from '../../machines/goLive.machine';
import type { LiveMe } from '../../machines/live';
import type { liveStreamsMachine } from '../../machines/liveStreams.machine';
import type { liveViewerMachine } from '../../machines/liveViewer.machine';
import type { paidLiveJoinMachine } from '../../machines/paidLiveJoin.machine';
import type { sendStickerMachine } from '../../machines/sendSticker.machine';
import { useViewer } from '../auth/hooks';
import { useAttemptSeed, useScreenActor } from '../root/hooks';

/* The live screens' hooks and what their views read; only the (on-demand) live views import this. */

export type { LiveChatLine, LiveStream, LiveTokens } from '../../machines/live';
export { goLiveErrors, isBlockedPriceKey } from '../../validation/live';

export type GoLiveActor = ActorRefFrom<typeof goLiveMachine>;
export type LiveViewerActor = ActorRefFrom<typeof liveViewerMachine>;
export type PaidLiveJoinActor = ActorRefFrom<typeof paidLiveJoinMachine>;
export type LiveStreamsActor = ActorRefFrom<typeof liveStreamsMachine>;
export type LiveGiftActor = ActorRefFrom<typeof sendStickerMachine>;

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
export const useLiveGift = (streamId: string, hostId: string) =>
  useScreenActor('liveGift', { toUserId: hostId, streamId, attemptSeed: useAttemptSeed() });
