import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import {
  MySubscribersResponse,
  MySubscriptionsResponse,
  SavePlansBody,
  SubscribeBody,
  SubscribeResponse,
  SubscriptionIdBody,
  SubscriptionPageBody,
  SubscriptionResponse,
  UserPackageBody,
  UserPackageResponse,
} from '../../../contract/subscriptions.ts';
import { IDEMPOTENCY_HEADER, IdempotencyHeaders } from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
import { badRequest } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { plansCrossError } from '../../../contract/plans.ts';

/** Subscriptions of spec §7: packages, plans, subscribe, cancel and renew, my subscriptions, my subscribers. */
const subscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const subscriptions = app.subscriptionsService;
  app.addHook('onRequest', app.authenticate);

  app.post(
    AdminRoutes.userPackage,
    { schema: { body: UserPackageBody, response: { 200: UserPackageResponse, ...ErrorResponses } } },
    async (request) => answer('', await subscriptions.packages(viewerOf(request), request.body.user_id)),
  );

  app.post(
    AdminRoutes.savePlans,
    { schema: { body: SavePlansBody, response: { 200: UserPackageResponse, ...ErrorResponses } } },
    async (request) => {
      const crossError = plansCrossError(request.body);
      if (crossError) throw badRequest(Messages[crossError]);
      return answer(Messages.plansSaved, await subscriptions.savePlans(viewerOf(request), request.body));
    },
  );

  app.post(
    AdminRoutes.subscribe,
    { schema: { body: SubscribeBody, headers: IdempotencyHeaders, response: { 200: SubscribeResponse, ...ErrorResponses } } },
    async (request) =>
      answer(Messages.subscribed, await subscriptions.subscribe(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  app.post(
    AdminRoutes.unsubscribe,
    { schema: { body: SubscriptionIdBody, response: { 200: SubscriptionResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.subscriptionCancelled, await subscriptions.cancel(viewerOf(request), request.body.subscription_id)),
  );

  app.post(
    AdminRoutes.renewSubscription,
    { schema: { body: SubscriptionIdBody, response: { 200: SubscriptionResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.subscriptionRenewed, await subscriptions.renew(viewerOf(request), request.body.subscription_id)),
  );

  app.post(
    AdminRoutes.mySubscriptions,
    { schema: { body: SubscriptionPageBody, response: { 200: MySubscriptionsResponse, ...ErrorResponses } } },
    async (request) => answer('', await subscriptions.mySubscriptions(viewerOf(request), request.body.page)),
  );

  app.post(
    AdminRoutes.mySubscribers,
    { schema: { body: SubscriptionPageBody, response: { 200: MySubscribersResponse, ...ErrorResponses } } },
    async (request) => answer('', await subscriptions.mySubscribers(viewerOf(request), request.body.page)),
  );
};

export default subscriptionsRoutes;
