import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { IDEMPOTENCY_HEADER } from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { TestCardProvider } from '../../providers/payments/index.ts';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Buying coin packs by card (spec §7 inapp-payment), the provider's signed webhook and the embedded test-card provider's browser side. */
const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = app.paymentsService;
  const testCards = payments.provider instanceof TestCardProvider ? payments.provider : undefined;

  // The webhook proves itself by its signature over the raw body, so it takes no session and its JSON stays text.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    serve(webhook, Endpoints.paymentWebhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await payments.webhook(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      return answer('', { duplicate: outcome === 'duplicate' });
    });
  });

  serve(app, Endpoints.paymentConfig, async () => answer('', payments.config()));

  serve(app, Endpoints.buyCoins, async (request) => {
    const [purchase] = request.body.purchaseData;
    const data = await payments.purchase(viewerOf(request), purchase!, request.headers[IDEMPOTENCY_HEADER]);
    return answer(data.status === 'succeeded' ? Messages.coinsAdded : '', data);
  });

  serve(app, Endpoints.testCardPaymentMethod, async (request) => {
    if (!testCards) throw notFound(Messages.notFound);
    return answer('', testCards.createPaymentMethod(request.body));
  });

  serve(app, Endpoints.testCardAuthenticate, async (request) => {
    if (!testCards) throw notFound(Messages.notFound);
    // Only the buyer takes their card's extra step.
    const intentId = request.body.client_secret.split('_secret_')[0] ?? '';
    const intent = await testCards.retrieve(intentId);
    if (!intent || intent.metadata.user_id !== String(viewerOf(request).id) || intent.status !== 'requires_action')
      throw notFound(Messages.paymentNotFound);
    const after = await testCards.authenticate(request.body.client_secret, request.body.outcome);
    return answer('', { payment_id: intentId, status: after?.status ?? intent.status });
  });
};

export default paymentsRoutes;
