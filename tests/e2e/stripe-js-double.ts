import type { BrowserContext, Route } from 'playwright-core';
import type { StripeDouble } from '../api/stripe-double';

/**
 * Stripe.js answered by the test (this machine is offline); the page's Content-Security-Policy still decides which
 * of its requests it may make.
 */

/** Stripe's test card numbers as the payment methods Stripe's test mode makes of them. */
const TEST_CARDS: Record<string, { id: string; last4: string }> = {
  '4242424242424242': { id: 'pm_card_visa', last4: '4242' },
  '4000002500003155': { id: 'pm_card_authenticationRequired', last4: '3155' },
  '4000000000000002': { id: 'pm_card_chargeDeclined', last4: '0002' },
};

/** The global `Stripe` the page's @stripe/stripe-js loader expects, with what the buy-coins flow calls. */
const STRIPE_JS = `(() => {
  const api = 'https://api.stripe.com/v1';
  let typed = '';
  window.addEventListener('message', (event) => {
    if (event.origin === 'https://js.stripe.com' && typeof event.data?.cardNumber === 'string') typed = event.data.cardNumber;
  });
  // Simple requests (the key in the form, as Stripe.js sends it), so no preflight.
  const call = async (path, form) => {
    const response = form
      ? await fetch(api + path, { method: 'POST', body: new URLSearchParams(form) })
      : await fetch(api + path);
    return { ok: response.ok, body: await response.json() };
  };
  function Stripe(key) {
    return {
      _registerWrapper() {},
      elements: () => ({
        create: () => {
          let frame = null;
          return {
            mount(element) {
              frame = document.createElement('iframe');
              frame.src = 'https://js.stripe.com/v3/elements-inner-card.html';
              frame.title = 'Secure card payment input frame';
              element.appendChild(frame);
            },
            destroy: () => frame?.remove(),
          };
        },
      }),
      async createPaymentMethod() {
        const { ok, body } = await call('/payment_methods', { key, type: 'card', 'card[number]': typed });
        return ok ? { paymentMethod: body } : { error: body.error };
      },
      async handleNextAction({ clientSecret }) {
        const frame = document.createElement('iframe');
        frame.src = 'https://hooks.stripe.com/3d_secure_2/authenticate?client_secret=' + encodeURIComponent(clientSecret);
        const shown = new Promise((resolve) => frame.addEventListener('load', resolve));
        document.body.appendChild(frame);
        await shown;
        frame.remove();
        const id = clientSecret.split('_secret_')[0];
        const { body } = await call('/payment_intents/' + id + '?' + new URLSearchParams({ key, client_secret: clientSecret }));
        return body.status === 'succeeded' ? { paymentIntent: body } : { error: body.last_payment_error ?? body.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const CARD_FRAME = `<!doctype html><meta charset="utf-8"><title>card</title>
<label>Card number <input name="cardnumber" inputmode="numeric" autocomplete="cc-number"></label>
<script>
  document.querySelector('input').addEventListener('input', (event) => parent.postMessage({ cardNumber: event.target.value.replace(/\\s/g, '') }, '*'));
</script>`;

const fulfillJson = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(body) });

/** Routes Stripe's origins in `context` to the double; the intents are `stripe`'s, the one the server charges through. */
export async function routeStripeJs(context: BrowserContext, stripe: StripeDouble) {
  await context.route('https://js.stripe.com/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/stripe.js')) return route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS });
    if (url.pathname.endsWith('/elements-inner-card.html')) return route.fulfill({ contentType: 'text/html', body: CARD_FRAME });
    return route.fulfill({ status: 404, body: '' });
  });
  await context.route('https://api.stripe.com/**', (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname === '/v1/payment_methods') {
      const card = TEST_CARDS[new URLSearchParams(request.postData() ?? '').get('card[number]') ?? ''];
      if (!card)
        return fulfillJson(route, 402, {
          error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
        });
      return fulfillJson(route, 200, { id: card.id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: card.last4 } });
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    const known = intent ? stripe.intents.get(intent[1]!) : undefined;
    if (request.method() === 'GET' && known) return fulfillJson(route, 200, known);
    return fulfillJson(route, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  // The bank's page: the buyer authenticates there.
  await context.route('https://hooks.stripe.com/**', (route) => {
    const secret = new URL(route.request().url()).searchParams.get('client_secret') ?? '';
    stripe.authenticate(secret.split('_secret_')[0]!, true);
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>3D Secure</title><p>Authenticated.</p>' });
  });
}
