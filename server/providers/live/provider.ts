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
 * Issues a stream's tokens to someone already let in (the live service decides who may watch). The
 * embedded provider signs its own pass, which the socket's live.join checks with `verifyPass`; Agora's
 * tokens are checked by Agora, so its `verifyPass` knows none (the socket then checks access itself).
 */
export interface LiveTokenProvider {
  readonly transport: LiveTransport;
  issue(grant: LiveGrant): LiveTokens;
  /** The grant a pass of ours names, when it is ours, unexpired and well formed; else null. */
  verifyPass(token: string): LiveGrant | null;
}
