import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import {
  IDEMPOTENCY_HEADER,
  IdempotencyHeaders,
  InappPaymentBody,
  InappPaymentResponse,
  PaymentConfigResponse,
  TestCardAuthenticateBody,
  TestCardAuthenticateResponse,
  TestCardBody,
  TestCardResponse,
  WebhookResponse,
} from '../../../contract/wallet.ts';
import { answer } from '../../lib/answers.ts';
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
    webhook.post(AdminRoutes.paymentWebhook, { schema: { response: { 200: WebhookResponse, ...ErrorResponses } } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await payments.webhook(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      return answer('', { duplicate: outcome === 'duplicate' });
    });
  });

  // The buyer's calls take their session like every other call.
  const onRequest = app.authenticate;

  app.get(AdminRoutes.paymentConfig, { onRequest, schema: { response: { 200: PaymentConfigResponse, ...ErrorResponses } } }, async () =>
    answer('', payments.config()),
  );

  app.post(
    AdminRoutes.inappPayment,
    {
      onRequest,
      schema: { body: InappPaymentBody, headers: IdempotencyHeaders, response: { 200: InappPaymentResponse, ...ErrorResponses } },
    },
    async (request) => {
      const [purchase] = request.body.purchaseData;
      const data = await payments.purchase(viewerOf(request), purchase!, request.headers[IDEMPOTENCY_HEADER]);
      return answer(data.status === 'succeeded' ? Messages.coinsAdded : '', data);
    },
  );

  app.post(
    AdminRoutes.testCardPaymentMethods,
    { onRequest, schema: { body: TestCardBody, response: { 200: TestCardResponse, ...ErrorResponses } } },
    async (request) => {
      if (!testCards) throw notFound(Messages.notFound);
      return answer('', testCards.createPaymentMethod(request.body));
    },
  );

  app.post(
    AdminRoutes.testCardAuthenticate,
    { onRequest, schema: { body: TestCardAuthenticateBody, response: { 200: TestCardAuthenticateResponse, ...ErrorResponses } } },
    async (request) => {
      if (!testCards) throw notFound(Messages.notFound);
      // Only the buyer takes their card's extra step.
      const intentId = request.body.client_secret.split('_secret_')[0] ?? '';
      const intent = await testCards.retrieve(intentId);
      if (!intent || intent.metadata.user_id !== String(viewerOf(request).id) || intent.status !== 'requires_action')
        throw notFound(Messages.paymentNotFound);
      const after = await testCards.authenticate(request.body.client_secret, request.body.outcome);
      return answer('', { payment_id: intentId, status: after?.status ?? intent.status });
    },
  );
};

export default paymentsRoutes;
