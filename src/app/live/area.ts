import type { LiveApi } from '../../services/live/api';
import type { WalletApi } from '../../services/wallet';
import { onDemand, type Area } from '../root/area';

/** What live streams need of the outside world (the service's code, transports included, loads with the first live screen). */
export interface LiveServices {
  liveApi(): Promise<LiveApi>;
  wallet: WalletApi;
}

// The wiring and each machine load with the first live screen or the bubbles, never with the first load.
const screensCode = () => import('./screens');

/**
 * Live streams: the home strip's bubbles, Go Live (modal and host view), watching (the paid-live join, the
 * viewer), and the viewer's tip and gift popovers.
 */
export function live({ liveApi, wallet }: LiveServices) {
  const load = async () => ({ code: await screensCode(), api: await liveApi() });
  return {
    actors: {},
    screens: {
      liveStreams: onDemand(async () => {
        const { code, api } = await load();
        return code.liveStreamsScreen(api);
      }),
      goLive: onDemand(async () => {
        const { code, api } = await load();
        return code.goLiveScreen(api);
      }),
      liveViewer: onDemand(async () => {
        const { code, api } = await load();
        return code.liveViewerScreen(api);
      }),
      liveTip: onDemand(async () => {
        const { code, api } = await load();
        return code.liveTipScreen(api);
      }),
      liveGift: onDemand(async () => {
        const { code, api } = await load();
        return code.liveGiftScreen(api, wallet);
      }),
    },
  } satisfies Area;
}
