import type { Config } from '../../config';
import { AgoraLiveProvider } from './agora';
import { EmbeddedLiveProvider } from './embedded';
import type { LiveTokenProvider } from './provider';

export * from './provider';
export { AgoraLiveProvider } from './agora';
export { EmbeddedLiveProvider } from './embedded';

/** Agora when its keys are set, else the embedded WebRTC transport with passes signed by the server's secret. */
export function createLiveProvider(config: Pick<Config, 'agora' | 'jwtSecret'>, clock: () => number): LiveTokenProvider {
  return config.agora ? new AgoraLiveProvider(config.agora) : new EmbeddedLiveProvider(config.jwtSecret, clock);
}
