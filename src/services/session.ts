import type { SecureStorage } from './secureStorage';

/** What a returning visitor's browser remembers of their session. */
export interface StoredSession {
  authToken: string;
  userId: string;
  jwtToken: string | null;
  chatUserId: string | null;
  isLoggedOut: boolean;
}

export interface Session {
  /** Restores the session from storage (and the token cache); null when nobody is logged in. */
  load(): Promise<StoredSession | null>;
  saveAdmin(session: { authToken: string; userId: string }): Promise<void>;
  saveChat(session: { jwtToken: string; chatUserId: string }): Promise<void>;
  /**
   * Replaces the tokens of the same session with those `answer` brings (a password change issues new ones); until it
   * settles, a refusal of the old tokens waits to see whether they were replaced (`refusalEndsSession`).
   */
  renewTokens(answer: Promise<RenewedTokens>): Promise<void>;
  /**
   * Whether a refusal (a 401, a refused socket handshake) of `token` ends the session: not when a renewal under way
   * or done since replaced that token, since the refusal then only says the old one is over.
   */
  refusalEndsSession(token: string | null | undefined): Promise<boolean>;
  /** Logout: forgets every token, empties sessionStorage and marks the browser as logged out. */
  clear(): Promise<void>;
  /** Synchronous reads for the REST client, which cannot wait on decryption per request. */
  getAuthToken(): string | null;
  getJwtToken(): string | null;
}

export interface RenewedTokens {
  authToken: string;
  jwtToken: string | null;
}

export interface SessionOptions {
  storage: SecureStorage;
  /** Per-tab scratch state of the flows (OTP and redirect flags); emptied on logout. */
  sessionStorage?: Storage;
}

export function createSession({ storage, sessionStorage = globalThis.sessionStorage }: SessionOptions): Session {
  const tokens: { authToken: string | null; jwtToken: string | null } = { authToken: null, jwtToken: null };
  /** The renewals under way: a refusal of an old token waits for them. */
  const renewals = new Set<Promise<unknown>>();
  const renewalsSettled = async () => {
    while (renewals.size > 0) await Promise.allSettled([...renewals]);
  };

  return {
    async load() {
      const [authToken, userId, jwtToken, chatUserId, isLoggedOut] = await Promise.all([
        storage.get('authToken'),
        storage.get('userId'),
        storage.get('jwtToken'),
        storage.get('chatUserId'),
        storage.get('isLoggedOut'),
      ]);
      if (!authToken || !userId || isLoggedOut === 'true') {
        tokens.authToken = null;
        tokens.jwtToken = null;
        return null;
      }
      tokens.authToken = authToken;
      tokens.jwtToken = jwtToken;
      return { authToken, userId, jwtToken, chatUserId, isLoggedOut: false };
    },

    async saveAdmin({ authToken, userId }) {
      // The cache is set first so a request fired right after login already carries the token.
      tokens.authToken = authToken;
      await Promise.all([storage.set('authToken', authToken), storage.set('userId', userId), storage.set('isLoggedOut', 'false')]);
    },

    async saveChat({ jwtToken, chatUserId }) {
      tokens.jwtToken = jwtToken;
      await Promise.all([storage.set('jwtToken', jwtToken), storage.set('chatUserId', chatUserId)]);
    },

    async renewTokens(answer) {
      const renewal = answer.then(({ authToken, jwtToken }) => {
        tokens.authToken = authToken;
        if (jwtToken) tokens.jwtToken = jwtToken;
      });
      renewals.add(renewal);
      try {
        await renewal;
      } finally {
        renewals.delete(renewal);
      }
      const { authToken, jwtToken } = await answer;
      const saved = [storage.set('authToken', authToken)];
      if (jwtToken) saved.push(storage.set('jwtToken', jwtToken));
      await Promise.all(saved);
    },

    async refusalEndsSession(token) {
      await renewalsSettled();
      // A token no longer the session's was replaced by a renewal: its refusal is no news.
      return !token || token === tokens.authToken || token === tokens.jwtToken;
    },

    async clear() {
      tokens.authToken = null;
      tokens.jwtToken = null;
      sessionStorage?.clear();
      // Only our encrypted keys go: the plain language preference beside them outlives a logout.
      await storage.clear();
      await storage.set('isLoggedOut', 'true');
    },

    getAuthToken: () => tokens.authToken,
    getJwtToken: () => tokens.jwtToken,
  };
}
