import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** While the app closes, every answer closes its connection. See docs/decisions/0016-drain-on-shutdown.md */
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
