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
  /** Replaces the tokens of the same session (a password change issues new ones). */
  renewTokens(tokens: { authToken: string; jwtToken: string | null }): Promise<void>;
  /** Logout: forgets every token, empties sessionStorage and marks the browser as logged out. */
  clear(): Promise<void>;
  /** Synchronous reads for the REST client, which cannot wait on decryption per request. */
  getAuthToken(): string | null;
  getJwtToken(): string | null;
}

export interface SessionOptions {
  storage: SecureStorage;
  /** Per-tab scratch state of the flows (OTP and redirect flags); emptied on logout. */
  sessionStorage?: Storage;
}

export function createSession({ storage, sessionStorage = globalThis.sessionStorage }: SessionOptions): Session {
  const tokens: { authToken: string | null; jwtToken: string | null } = { authToken: null, jwtToken: null };

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

    async renewTokens({ authToken, jwtToken }) {
      tokens.authToken = authToken;
      const saved = [storage.set('authToken', authToken)];
      if (jwtToken) {
        tokens.jwtToken = jwtToken;
        saved.push(storage.set('jwtToken', jwtToken));
      }
      await Promise.all(saved);
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
