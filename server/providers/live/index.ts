import type { Config } from '../../config.ts';
import { AgoraLiveProvider } from './agora.ts';
import { EmbeddedLiveProvider } from './embedded.ts';
import type { LiveTokenProvider } from './provider.ts';

export * from './provider.ts';
export { AgoraLiveProvider } from './agora.ts';
export { EmbeddedLiveProvider } from './embedded.ts';

/** Agora when its keys are set, else the embedded WebRTC transport with passes signed by the server's secret. */
export function createLiveProvider(config: Pick<Config, 'agora' | 'jwtSecret'>, clock: () => number): LiveTokenProvider {
  return config.agora ? new AgoraLiveProvider(config.agora) : new EmbeddedLiveProvider(config.jwtSecret, clock);
}
