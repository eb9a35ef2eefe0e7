import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxQuery, OutboxResponse } from '../../../contract/dev';
import { ErrorResponses } from '../../../contract/envelope';
import { AdminRoutes } from '../../../contract/routes';
import { OutboxMailer } from '../../providers/mail';
import { answer } from '../../lib/answers';
import flowsRoutes from './flows';

export interface DevRoutesOptions {
  dataDir: string;
}

/** Development helpers; app.ts registers them only outside production. */
const devRoutes: FastifyPluginAsyncTypebox<DevRoutesOptions> = async (app, options) => {
  const outbox = new OutboxMailer(options.dataDir);

  app.get(
    AdminRoutes.devOutbox,
    { schema: { querystring: OutboxQuery, response: { 200: OutboxResponse, ...ErrorResponses } } },
    async (request) => answer('', await outbox.mailsTo(request.query.email)),
  );

  await app.register(flowsRoutes);
};

export default devRoutes;
