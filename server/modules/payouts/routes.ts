import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import {
  BankBody,
  BankDetailsResponse,
  WithdrawableResponse,
  WithdrawBody,
  WithdrawListBody,
  WithdrawListResponse,
  WithdrawResponse,
} from '../../../contract/review.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Banking details and payouts of spec §7: each call reads and writes the asker's own only. */
const payoutsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payouts = app.payoutsService;
  app.addHook('onRequest', app.authenticate);

  app.post(AdminRoutes.bank, { schema: { body: BankBody, response: { 200: BankDetailsResponse, ...ErrorResponses } } }, async (request) =>
    answer(Messages.bankSaved, { bank: await payouts.saveBank(viewerOf(request), request.body) }),
  );

  app.post(AdminRoutes.bankDetails, { schema: { response: { 200: BankDetailsResponse, ...ErrorResponses } } }, async (request) =>
    answer('', { bank: await payouts.bank(viewerOf(request)) }),
  );

  app.post(AdminRoutes.withdrawable, { schema: { response: { 200: WithdrawableResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await payouts.withdrawable(viewerOf(request))),
  );

  app.post(
    AdminRoutes.withdraw,
    { schema: { body: WithdrawBody, response: { 200: WithdrawResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.payoutRequested, await payouts.request(viewerOf(request), request.body.amount)),
  );

  app.post(
    AdminRoutes.withdrawList,
    { schema: { body: WithdrawListBody, response: { 200: WithdrawListResponse, ...ErrorResponses } } },
    async (request) => answer('', await payouts.history(viewerOf(request), request.body.page)),
  );
};

export default payoutsRoutes;
