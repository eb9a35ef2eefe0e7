import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the app closes (SIGTERM), every answer closes its connection: the requests under way are answered, then
 * their keep-alive connections end instead of holding the close open until they time out, and the client (or the
 * load balancer) opens its next connection to another replica. fastify does the same for requests that arrive
 * during the close; this covers those already under way.
 */
async function drain(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(drain, { name: 'drain' });
