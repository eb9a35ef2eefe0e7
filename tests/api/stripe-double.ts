import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local double of Stripe's PaymentIntents (create, retrieve), Customers (create) and PaymentMethods (retrieve,
 * detach), answering its test payment methods as test mode does; the SDK reaches it through `STRIPE_API_BASE`.
 * As at Stripe, a method charged with a customer and `setup_future_usage` is attached to that customer, and an
 * off-session charge takes only a method attached to the customer it names.
 */
export interface StripeDouble {
  url: string;
  /** Every intent made, by id, as the double keeps it. */
  intents: Map<string, Record<string, unknown>>;
  /** Every customer made, by id, with its metadata. */
  customers: Map<string, Record<string, unknown>>;
  /** The customer each payment method is attached to. */
  attached: Map<string, string>;
  /** What the buyer's extra step in Stripe.js does: the intent succeeds (or fails). */
  authenticate(id: string, succeed: boolean): void;
  close(): Promise<void>;
}

/** The test payment methods' cards, as Stripe's test mode describes them. */
const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
};

const invalid = (message: string, param?: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message, ...(param ? { param } : {}) },
});

const cardError = (message: string, code: string, intent: Record<string, unknown>) => ({
  error: { type: 'card_error', code, decline_code: code === 'card_declined' ? 'generic_decline' : code, message, payment_intent: intent },
});

/** Reads Stripe's form encoding: `metadata[user_id]=3` into `{ metadata: { user_id: '3' } }`. */
function readForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.split(/\[|\]/).filter(Boolean);
    let target = out;
    path.slice(0, -1).forEach((part) => (target = (target[part] ??= {}) as Record<string, unknown>));
    target[path.at(-1)!] = value;
  }
  return out;
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const intents = new Map<string, Record<string, unknown>>();
  const customers = new Map<string, Record<string, unknown>>();
  const attached = new Map<string, string>();
  const methodOf = (id: string) => {
    const card = CARDS[id];
    return (
      card && {
        id,
        object: 'payment_method',
        type: 'card',
        card: { ...card, exp_month: 12, exp_year: 2034 },
        customer: attached.get(id) ?? null,
      }
    );
  };
  const byKey = new Map<string, { status: number; body: unknown }>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        response.end(JSON.stringify(payload));
      };
      if (request.headers.authorization !== 'Bearer sk_test_double')
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const url = new URL(request.url ?? '/', 'http://double');
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = request.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byKey.get(key) : undefined;
        if (earlier) return reply(earlier.status, earlier.body);
        const form = readForm(body);
        const method = String(form.payment_method);
        const customer = typeof form.customer === 'string' ? form.customer : undefined;
        if (customer !== undefined && !customers.has(customer)) return reply(400, invalid(`No such customer: '${customer}'`, 'customer'));
        // Off session, Stripe charges only a method attached to the customer named.
        if (form.off_session === 'true' && (customer === undefined || attached.get(method) !== customer))
          return reply(
            400,
            invalid(
              'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
              'payment_method',
            ),
          );
        if (customer !== undefined && attached.has(method) && attached.get(method) !== customer)
          return reply(400, invalid('This PaymentMethod is attached to another customer.', 'payment_method'));
        const id = `pi_${randomBytes(10).toString('hex')}`;
        const intent: Record<string, unknown> = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata: form.metadata ?? {},
          status: 'succeeded',
          last_payment_error: null,
        };
        let answer: { status: number; body: unknown };
        switch (form.payment_method) {
          case 'pm_card_visa':
            answer = { status: 200, body: intent };
            break;
          case 'pm_card_authenticationRequired':
            intent.status = 'requires_action';
            answer = { status: 200, body: intent };
            break;
          case 'pm_card_chargeDeclined':
            intent.status = 'requires_payment_method';
            answer = { status: 402, body: cardError('Your card was declined.', 'card_declined', intent) };
            break;
          case 'pm_card_chargeDeclinedInsufficientFunds':
            intent.status = 'requires_payment_method';
            answer = { status: 402, body: cardError('Your card has insufficient funds.', 'card_declined', intent) };
            break;
          default:
            return reply(400, {
              error: {
                type: 'invalid_request_error',
                param: 'payment_method',
                code: 'resource_missing',
                message: `No such PaymentMethod: '${String(form.payment_method)}'`,
              },
            });
        }
        intent.customer = customer ?? null;
        intent.payment_method = method;
        intent.setup_future_usage = form.setup_future_usage ?? null;
        intent.off_session = form.off_session === 'true';
        // A method saved for later use is attached to the customer once it has paid.
        if (answer.status === 200 && customer !== undefined && form.setup_future_usage === 'off_session') attached.set(method, customer);
        intents.set(id, intent);
        if (typeof key === 'string') byKey.set(key, answer);
        return reply(answer.status, answer.body);
      }
      if (request.method === 'POST' && url.pathname === '/v1/customers') {
        const customer = { id: `cus_${randomBytes(8).toString('hex')}`, object: 'customer', metadata: readForm(body).metadata ?? {} };
        customers.set(customer.id, customer);
        return reply(200, customer);
      }
      const methodPath = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(url.pathname);
      if (methodPath) {
        const method = methodOf(methodPath[1]!);
        if (!method) return reply(404, invalid(`No such PaymentMethod: '${methodPath[1]}'`, 'payment_method'));
        if (request.method === 'GET' && !methodPath[2]) return reply(200, method);
        if (request.method === 'POST' && methodPath[2]) {
          if (!attached.delete(method.id))
            return reply(400, invalid('The payment method you provided is not attached to a customer so detachment is impossible.'));
          return reply(200, { ...method, customer: null });
        }
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && match) {
        const intent = intents.get(match[1]!);
        return intent
          ? reply(200, intent)
          : reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      }
      reply(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    customers,
    attached,
    authenticate(id, succeed) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = succeed ? 'succeeded' : 'requires_payment_method';
      if (!succeed) intent.last_payment_error = { message: 'We are unable to authenticate your payment method.' };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
