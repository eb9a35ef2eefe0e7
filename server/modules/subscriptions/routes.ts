import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { plansCrossError } from '../../../contract/plans.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Subscriptions of spec §7: packages, plans, subscribe, cancel and renew, my subscriptions, my subscribers. */
const subscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const subscriptions = app.subscriptionsService;

  serve(app, Endpoints.creatorPlans, async (request) => answer('', await subscriptions.packages(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.savePlans, async (request) => {
    const crossError = plansCrossError(request.body);
    if (crossError) throw badRequest(Messages[crossError]);
    return answer(Messages.plansSaved, await subscriptions.savePlans(viewerOf(request), request.body));
  });

  serve(app, Endpoints.subscribe, async (request) =>
    answer(Messages.subscribed, await subscriptions.subscribe(viewerOf(request), request.body, request.headers[IDEMPOTENCY_HEADER])),
  );

  serve(app, Endpoints.unsubscribe, async (request) =>
    answer(Messages.subscriptionCancelled, await subscriptions.cancel(viewerOf(request), request.body.subscription_id)),
  );

  serve(app, Endpoints.renewSubscription, async (request) =>
    answer(Messages.subscriptionRenewed, await subscriptions.renew(viewerOf(request), request.body.subscription_id)),
  );

  serve(app, Endpoints.mySubscriptions, async (request) =>
    answer('', await subscriptions.mySubscriptions(viewerOf(request), request.body.page)),
  );

  serve(app, Endpoints.mySubscribers, async (request) =>
    answer('', await subscriptions.mySubscribers(viewerOf(request), request.body.page)),
  );
};

export default subscriptionsRoutes;
