import { createHash } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 7 * DAY_MS;
export const RESET_TTL_MS = 15 * 60 * 1000;

/** The admin API session (`authToken`); `sv` is the account's session version when it was issued. */
export interface AdminClaims {
  typ: 'admin';
  sub: string;
  sv: number;
}
/** The chat API session (`jwtToken`): `sub` is the chat member id, `uid` the user id, `sv` as above. */
export interface ChatClaims {
  typ: 'chat';
  sub: string;
  uid: number;
  sv: number;
}
/** Lets one password reset happen: `pwd` dies with the password it was issued for. */
export interface ResetClaims {
  typ: 'reset';
  sub: string;
  pwd: string;
}
type Claims = AdminClaims | ChatClaims | ResetClaims;

export type Clock = () => number;

export interface Tokens {
  signAdmin(userId: number, sessionVersion: number): string;
  signChat(chatUserId: string, userId: number, sessionVersion: number): string;
  signReset(userId: number, passwordHash: string): string;
  /** The claims when the token is well formed, signed by us, unexpired and of the asked type; else null. */
  verify<T extends Claims['typ']>(token: string, typ: T): Extract<Claims, { typ: T }> | null;
  /** True when a reset token was issued for this password hash. */
  matchesPassword(claims: ResetClaims, passwordHash: string): boolean;
}

// Sessions issued before session versions existed carry no `sv`: they are refused like a stale one.
const hasShape = (claims: Claims) => claims.typ === 'reset' || Number.isSafeInteger(claims.sv);

const passwordFingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

export function createTokens(secret: string, now: Clock = Date.now): Tokens {
  // Built per call with `clockTimestamp` so an injected clock ages tokens in tests.
  const signer = (expiresIn: number) => (claims: Claims) =>
    createSigner({ key: secret, algorithm: 'HS256', expiresIn, clockTimestamp: now() })(claims);
  const signSession = signer(SESSION_TTL_MS);
  const signResetToken = signer(RESET_TTL_MS);

  // One verifier for the process (fast-jwt builds a key object per verifier); expiry is checked below
  // against the injected clock, so tests can still age tokens.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true });
  const unexpired = (claims: Claims & { exp?: number }) => typeof claims.exp === 'number' && claims.exp * 1000 > now();

  return {
    signAdmin: (userId, sessionVersion) => signSession({ typ: 'admin', sub: String(userId), sv: sessionVersion }),
    signChat: (chatUserId, userId, sessionVersion) => signSession({ typ: 'chat', sub: chatUserId, uid: userId, sv: sessionVersion }),
    signReset: (userId, passwordHash) => signResetToken({ typ: 'reset', sub: String(userId), pwd: passwordFingerprint(passwordHash) }),
    verify(token, typ) {
      try {
        const claims = verifier(token) as Claims & { exp?: number };
        return claims.typ === typ && hasShape(claims) && unexpired(claims) ? (claims as Extract<Claims, { typ: typeof typ }>) : null;
      } catch (error) {
        if (error instanceof TokenError) return null;
        throw error;
      }
    },
    matchesPassword: (claims, passwordHash) => claims.pwd === passwordFingerprint(passwordHash),
  };
}
