import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Messages } from '../../contract/messages';
import { unauthorized } from '../lib/errors';
import { createTokens, type Tokens } from '../lib/tokens';

/** Who a chat token speaks for. */
export interface ChatViewer {
  chatUserId: string;
  userId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** preHandler of admin API routes: a valid `authToken` or 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler of chat API routes: a valid chat `jwtToken` or 401. */
    authenticateChat(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The user id of the admin token's owner, set by `authenticate`. */
    viewerId: number;
    /** The chat member of the chat token, set by `authenticateChat`. */
    chatViewer: ChatViewer | null;
  }
}

export interface AuthOptions {
  jwtSecret: string;
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header.trim()) : null;
  if (!match?.[1]) throw unauthorized(Messages.unauthorized);
  return match[1];
}

async function auth(app: FastifyInstance, options: AuthOptions) {
  const tokens = createTokens(options.jwtSecret, app.clock);
  app.decorate('tokens', tokens);
  app.decorateRequest('viewerId', 0);
  app.decorateRequest('chatViewer', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = tokens.verify(bearer(request), 'admin');
    const userId = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(userId) || userId < 1) throw unauthorized(Messages.unauthorized);
    request.viewerId = userId;
  });

  app.decorate('authenticateChat', async (request: FastifyRequest) => {
    const claims = tokens.verify(bearer(request), 'chat');
    if (!claims) throw unauthorized(Messages.unauthorized);
    request.chatViewer = { chatUserId: claims.sub, userId: claims.uid };
  });
}

export default fp(auth, { name: 'auth', dependencies: ['db'] });
