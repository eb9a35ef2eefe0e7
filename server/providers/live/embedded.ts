import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { LiveRole, LiveTransport } from '../../../contract/live.ts';
import { LIVE_TOKEN_TTL_SECONDS, STREAM_ID_PATTERN, WEBRTC_VIEWER_CAPACITY } from '../../../contract/rules.ts';
import type { LiveGrant, LiveTokenProvider, LiveTokens } from './provider.ts';

interface PassClaims {
  typ: 'live';
  sub: string;
  sid: string;
  role: string;
  exp?: number;
}

const STREAM_ID = new RegExp(STREAM_ID_PATTERN);
const isRole = (role: unknown): role is LiveGrant['role'] => role === LiveRole.host || role === LiveRole.audience;

/**
 * The embedded WebRTC transport: its token is a short-lived HS256 pass naming user, stream and role, checked by live.join.
 * See docs/decisions/0017-embedded-providers.md
 */
export class EmbeddedLiveProvider implements LiveTokenProvider {
  readonly transport = LiveTransport.webrtc;
  private readonly verifier;

  private readonly secret: string;
  private readonly clock: () => number;

  constructor(secret: string, clock: () => number) {
    this.secret = secret;
    this.clock = clock;
    // Expiry is checked against the injected clock below, so tests can age passes.
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true });
  }

  issue(grant: LiveGrant): LiveTokens {
    const sign = createSigner({
      key: this.secret,
      algorithm: 'HS256',
      expiresIn: LIVE_TOKEN_TTL_SECONDS * 1000,
      clockTimestamp: this.clock(),
    });
    const pass = sign({ typ: 'live', sub: String(grant.userId), sid: grant.streamId, role: grant.role } satisfies PassClaims);
    return { rtctoken: pass, rtmtoken: pass, transport: this.transport, app_id: null, uid: grant.userId, capacity: WEBRTC_VIEWER_CAPACITY };
  }

  verifyPass(token: string): LiveGrant | null {
    let claims: PassClaims;
    try {
      claims = this.verifier(token) as PassClaims;
    } catch (error) {
      if (error instanceof TokenError) return null;
      throw error;
    }
    const userId = Number(claims.sub);
    const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > this.clock();
    if (
      claims.typ !== 'live' ||
      !fresh ||
      !Number.isSafeInteger(userId) ||
      userId < 1 ||
      typeof claims.sid !== 'string' ||
      !STREAM_ID.test(claims.sid) ||
      !isRole(claims.role)
    )
      return null;
    return { userId, streamId: claims.sid, role: claims.role };
  }
}
