import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Messages } from '../../contract/messages.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../lib/errors.ts';
import { createTokens, type Tokens } from '../lib/tokens.ts';
import { findUserById, type SessionViewer } from '../modules/users/repository.ts';

/** Who a chat token speaks for. */
export interface ChatViewer {
  chatUserId: string;
  userId: number;
}

/** A chat session still alive: its member and the account row loaded to check it. */
export interface ChatSession extends ChatViewer {
  viewer: UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** preHandler of admin API routes: a valid `authToken` of a live session or 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * onRequest of routes whose statement checks the session itself (`sessionLiveSql`): a valid `authToken`
     * or 401. See docs/decisions/0002-one-round-trip-per-page.md
     */
    authenticateToken(request: FastifyRequest): Promise<void>;
    /** preHandler of chat API routes: a valid chat `jwtToken` of a live session or 401. */
    authenticateChat(request: FastifyRequest): Promise<void>;
    /** The session of a chat token (socket handshake, chat routes), or null when it is bad or ended. */
    chatSession(token: string): Promise<ChatSession | null>;
  }
  interface FastifyRequest {
    /** The user id of the admin token's owner, set by `authenticate` and `authenticateToken`. */
    viewerId: number;
    /** The session version the admin token was issued with, set by `authenticate` and `authenticateToken`. */
    sessionVersion: number;
    /** The token owner's row, loaded once by `authenticate`/`authenticateChat`; read it through `viewerOf`. */
    viewer: UserRow | null;
    /** The chat member of the chat token, set by `authenticateChat`. */
    chatViewer: ChatViewer | null;
  }
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header.trim()) : null;
  if (!match?.[1]) throw unauthorized(Messages.unauthorized);
  return match[1];
}

const asUserId = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
};

/** The token's viewer of an `authenticateToken` route, for the statement that checks their session. */
export const sessionViewerOf = (request: FastifyRequest): SessionViewer => ({
  id: request.viewerId,
  sessionVersion: request.sessionVersion,
});

/** The account of a route behind `authenticate` or `authenticateChat`. */
export function viewerOf(request: FastifyRequest): UserRow {
  if (!request.viewer) throw unauthorized(Messages.unauthorized);
  return request.viewer;
}

async function auth(app: FastifyInstance) {
  const tokens = createTokens(app.config.jwtSecret, app.clock);
  app.decorate('tokens', tokens);
  app.decorateRequest('viewerId', 0);
  app.decorateRequest('sessionVersion', -1);
  app.decorateRequest('viewer', null);
  app.decorateRequest('chatViewer', null);

  // One primary-key lookup per request: the account must exist, not be suspended, and its sessions not be ended by a reset.
  const liveAccount = async (userId: number | undefined, sessionVersion: number) => {
    const account = userId === undefined ? undefined : await findUserById(app.db, userId);
    return account && account.sessionVersion === sessionVersion && !account.suspendedAt ? account : null;
  };

  const chatSession = async (token: string): Promise<ChatSession | null> => {
    const claims = tokens.verify(token, 'chat');
    const viewer = claims ? await liveAccount(asUserId(claims.uid), claims.sv) : null;
    if (!claims || !viewer || viewer.chatUserId !== claims.sub) return null;
    return { chatUserId: claims.sub, userId: viewer.id, viewer };
  };
  app.decorate('chatSession', chatSession);

  /** The admin token's viewer and session version, not yet checked against the account; 401 when the token is bad. */
  const tokenViewer = (request: FastifyRequest): SessionViewer => {
    const claims = tokens.verify(bearer(request), 'admin');
    const userId = claims ? asUserId(claims.sub) : undefined;
    if (!claims || userId === undefined) throw unauthorized(Messages.unauthorized);
    return { id: userId, sessionVersion: claims.sv };
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = tokenViewer(request);
    const viewer = await liveAccount(token.id, token.sessionVersion);
    if (!viewer) throw unauthorized(Messages.unauthorized);
    request.viewerId = viewer.id;
    request.sessionVersion = viewer.sessionVersion;
    request.viewer = viewer;
  });

  app.decorate('authenticateToken', async (request: FastifyRequest) => {
    const token = tokenViewer(request);
    request.viewerId = token.id;
    request.sessionVersion = token.sessionVersion;
  });

  app.decorate('authenticateChat', async (request: FastifyRequest) => {
    const session = await chatSession(bearer(request));
    if (!session) throw unauthorized(Messages.unauthorized);
    request.chatViewer = { chatUserId: session.chatUserId, userId: session.userId };
    request.viewer = session.viewer;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['config', 'db'] });
