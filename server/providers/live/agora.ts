// agora-token is CommonJS: Node's ESM loader sees only its default export.
import agoraToken from 'agora-token';
import { LiveRole, LiveTransport } from '../../../contract/live.ts';
import { LIVE_TOKEN_TTL_SECONDS } from '../../../contract/rules.ts';
import type { AgoraConfig } from '../../config.ts';
import type { LiveGrant, LiveTokenProvider, LiveTokens } from './provider.ts';

const { RtcRole, RtcTokenBuilder, RtmTokenBuilder } = agoraToken;

/**
 * Agora RTC and RTM (AGORA_APP_ID, AGORA_APP_CERTIFICATE): the host publishes, the audience subscribes;
 * the uid is the user id, the RTM account the same id as text. Agora checks these tokens itself.
 */
export class AgoraLiveProvider implements LiveTokenProvider {
  readonly transport = LiveTransport.agora;

  private readonly config: AgoraConfig;

  constructor(config: AgoraConfig) {
    this.config = config;
  }

  issue(grant: LiveGrant): LiveTokens {
    const { appId, certificate } = this.config;
    const role = grant.role === LiveRole.host ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER;
    return {
      rtctoken: RtcTokenBuilder.buildTokenWithUid(
        appId,
        certificate,
        grant.streamId,
        grant.userId,
        role,
        LIVE_TOKEN_TTL_SECONDS,
        LIVE_TOKEN_TTL_SECONDS,
      ),
      rtmtoken: RtmTokenBuilder.buildToken(appId, certificate, String(grant.userId), LIVE_TOKEN_TTL_SECONDS),
      transport: this.transport,
      app_id: appId,
      uid: grant.userId,
      capacity: null,
    };
  }

  verifyPass(): LiveGrant | null {
    return null;
  }
}
