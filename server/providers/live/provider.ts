import type { LiveRole as LiveRoles, LiveTransport as LiveTransports } from '../../../contract/live.ts';

export type LiveRole = (typeof LiveRoles)[keyof typeof LiveRoles];
export type LiveTransport = (typeof LiveTransports)[keyof typeof LiveTransports];

/** Who the tokens are for: a user let into a stream as its host or one of its audience. */
export interface LiveGrant {
  userId: number;
  streamId: string;
  role: LiveRole;
}

/** What POST /api/agora/tokens answers besides the role. */
export interface LiveTokens {
  rtctoken: string;
  rtmtoken: string;
  transport: LiveTransport;
  app_id: string | null;
  uid: number;
  /** The most viewers the transport carries; null when it is not ours to limit. */
  capacity: number | null;
}

/**
 * Issues a stream's tokens to someone the live service let in; `verifyPass` knows only the embedded pass
 * (Agora checks its own tokens).
 */
export interface LiveTokenProvider {
  readonly transport: LiveTransport;
  issue(grant: LiveGrant): LiveTokens;
  /** The grant a pass of ours names, when it is ours, unexpired and well formed; else null. */
  verifyPass(token: string): LiveGrant | null;
}
