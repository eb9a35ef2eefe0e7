import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Banking details and payouts of spec §7: each call reads and writes the asker's own only. */
const payoutsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payouts = app.payoutsService;

  serve(app, Endpoints.saveBank, async (request) =>
    answer(Messages.bankSaved, { bank: await payouts.saveBank(viewerOf(request), request.body) }),
  );

  serve(app, Endpoints.bank, async (request) => answer('', { bank: await payouts.bank(viewerOf(request)) }));

  serve(app, Endpoints.withdrawable, async (request) => answer('', await payouts.withdrawable(viewerOf(request))));

  serve(app, Endpoints.requestPayout, async (request) =>
    answer(Messages.payoutRequested, await payouts.request(viewerOf(request), request.body.amount)),
  );

  serve(app, Endpoints.payouts, async (request) => answer('', await payouts.history(viewerOf(request), request.body.page)));
};

export default payoutsRoutes;
