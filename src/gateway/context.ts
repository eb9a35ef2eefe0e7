import type { RestClient } from './rest';

/** What every resolver receives: the REST client and the caller's abort signal. */
export interface GatewayContext {
  rest: RestClient;
  signal?: AbortSignal;
}
