import { isIP } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { OutboxMailer } from '../../providers/mail/index.ts';
import flowsRoutes from './flows.ts';

/** Headers a proxy adds when it forwards a request: their presence alone means it came from elsewhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

const isLoopback = (address: string | undefined) => {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
};

/**
 * The outbox holds reset codes, so it answers only this machine: the socket's own peer (not
 * `request.ip`, which believes a trusted proxy's X-Forwarded-For) and nothing a proxy forwarded.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return isLoopback(request.raw.socket.remoteAddress);
}

/** How long the outbox waits for mails still queued (a failing one waits for its retry: the outbox answers without it). */
const OUTBOX_WAIT_MS = 10_000;

/** Development helpers; app.ts registers them only outside production. */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const outbox = new OutboxMailer(app.config.dataDir);

  serve(
    app,
    Endpoints.devOutbox,
    async (request) => {
      // Mails go out as jobs: the outbox answers once those already sent are written (a code is there right after signup).
      await app.jobs.settled('sendMail', OUTBOX_WAIT_MS);
      return answer('', await outbox.mailsTo(request.query.email));
    },
    {
      // Before the query is read: another host learns nothing, not even that the route exists.
      onRequest: async (request) => {
        if (!isFromThisMachine(request)) throw notFound(Messages.notFound);
      },
    },
  );

  await app.register(flowsRoutes);
};

export default devRoutes;
