import type { Gateway } from '../../services/gatewayError';
import type { LiveSessions } from '../../services/live/sessions';
import { onDemand, type Area } from '../root/area';

/** What live streams need of the outside world (the session's code, transports included, loads with the first live screen). */
export interface LiveServices {
  gateway: Gateway;
  liveSessions(): Promise<LiveSessions>;
}

// The wiring and each machine load with the first live screen or the bubbles, never with the first load.
const screensCode = () => import('./screens');

/**
 * Live streams: the home strip's bubbles, Go Live (modal and host view), watching (the paid-live join, the
 * viewer), and the viewer's tip and gift popovers.
 */
export function live({ gateway, liveSessions }: LiveServices) {
  const load = async () => {
    const [code, sessions] = await Promise.all([screensCode(), liveSessions()]);
    return { code, services: { gateway, sessions } };
  };
  return {
    actors: {},
    screens: {
      liveStreams: onDemand(async () => {
        const { code, services } = await load();
        return code.liveStreamsScreen(services);
      }),
      goLive: onDemand(async () => {
        const { code, services } = await load();
        return code.goLiveScreen(services);
      }),
      liveViewer: onDemand(async () => {
        const { code, services } = await load();
        return code.liveViewerScreen(services);
      }),
      liveTip: onDemand(async () => {
        const { code, services } = await load();
        return code.liveTipScreen(services);
      }),
      liveGift: onDemand(async () => {
        const { code, services } = await load();
        return code.liveGiftScreen(services);
      }),
    },
  } satisfies Area;
}
