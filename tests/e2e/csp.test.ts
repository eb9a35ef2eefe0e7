import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '../api/stripe-double';
import { routeStripeJs } from './stripe-js-double';
import { launchBrowser, newPage, startServer, type RunningServer } from './support';

const SCREENS = 'test-results/screens';
const PASSWORD = 'Demo@1234';
const FAN = 'fan@fanclub.local';
const CREATOR = 'creator@fanclub.local';
const AGORA_ENV = { AGORA_APP_ID: '970CA35de60c44645bbae8a215061b33', AGORA_APP_CERTIFICATE: '5CFd2fd1755d40ecb72977518be15d3b' };

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * A page that reports every Content-Security-Policy refusal: the `securitypolicyviolation` events of
 * every frame (collected outside the page, so they survive its navigations) and the console's CSP errors.
 */
async function watchedForPolicy(browser: Browser, prepare?: (context: BrowserContext) => Promise<void>) {
  const { context, page } = await newPage(browser);
  const violations: Violation[] = [];
  await context.exposeFunction('reportPolicyViolation', (violation: Violation) => void violations.push(violation));
  await context.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation(violation: Violation): void }).reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.href }),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({ directive: 'console', blocked: message.text(), page: page.url() });
  });
  await prepare?.(context);
  return { context, page, violations };
}

/** Runs a flow through the policy: none of it refused; when a step fails, the refusals seen so far are the first suspect. */
async function throughPolicy(violations: Violation[], flow: () => Promise<void>) {
  try {
    await flow();
  } catch (error) {
    expect(violations, `refused by the policy before: ${String(error)}`).toEqual([]);
    throw error;
  }
  expect(violations).toEqual([]);
}

async function logIn(page: Page, server: RunningServer, email: string) {
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[type="checkbox"]').check();
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/home');
}

async function headerBalance(page: Page): Promise<number> {
  const badge = page.getByTestId('header-balance');
  await badge.waitFor();
  return Number((await badge.locator('[aria-hidden="true"]').last().textContent())!.replace(/\D/g, ''));
}

/** Buys a pack with Stripe's card field, the number typed in its frame. */
async function payWithStripe(page: Page, pack: RegExp, card: string) {
  await page.getByRole('button', { name: pack }).click();
  const form = page.getByRole('dialog', { name: 'Card payment' });
  await form.waitFor();
  await form.frameLocator('iframe').getByLabel('Card number').fill(card);
  await form.getByRole('button', { name: /^Pay / }).click();
  return form;
}

describe('Content-Security-Policy with Stripe configured: the buy-coins flow', () => {
  let stripe: StripeDouble;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    stripe = await startStripeDouble();
    server = await startServer({
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_WEBHOOK_SECRET: 'whsec_double',
      STRIPE_API_BASE: stripe.url,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stripe?.close();
  });

  it('Stripe.js loads, its card frame takes the number, api.stripe.com answers, the 3-D Secure frame shows: the policy refuses none of it', async () => {
    const { page, context, violations } = await watchedForPolicy(browser, (context) => routeStripeJs(context, stripe));
    await throughPolicy(violations, async () => {
      await logIn(page, server, FAN);
      const before = await headerBalance(page);
      await page.getByTestId('header-balance').click();
      await page.waitForURL('**/settings/wallet');

      // 4242: Stripe.js, its frame and its API; the server charges the payment method through Stripe.
      const paid = await payWithStripe(page, /^Buy 100 coins for/, '4242 4242 4242 4242');
      await paid.waitFor({ state: 'detached' });
      await page.getByRole('dialog', { name: 'Payment successful' }).waitFor();
      await expect.poll(() => headerBalance(page)).toBe(before + 100);
      await page.getByRole('dialog', { name: 'Payment successful' }).getByRole('button', { name: 'Done' }).click();

      // 3155: the bank's step in Stripe's hooks.stripe.com frame, then the server confirms.
      await payWithStripe(page, /^Buy 500 coins for/, '4000 0025 0000 3155');
      const step = page.getByRole('dialog', { name: 'Authenticate your payment' });
      await step.waitFor();
      await page.screenshot({ path: `${SCREENS}/csp-stripe-extra-step-en-desktop.png` });
      await step.getByRole('button', { name: 'Complete authentication' }).click();
      await page.getByRole('dialog', { name: 'Payment successful' }).waitFor();
      await expect.poll(() => headerBalance(page)).toBe(before + 600);
    });
    await context.close();
  });
});

describe('Content-Security-Policy with Agora configured: the live flow', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer(AGORA_ENV);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the host goes live with Agora's SDKs: they load and reach for Agora's servers, and the policy refuses nothing (offline, the network does)", async () => {
    const { page, context, violations } = await watchedForPolicy(browser);
    const agoraRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.(agora\.io|sd-rtn\.com|rtnsvc\.com|rtesvc\.com)(:\d+)?\//.test(request.url())) agoraRequests.push(request.url());
    });
    await throughPolicy(violations, async () => {
      await logIn(page, server, CREATOR);
      await page.getByRole('button', { name: 'Go Live' }).first().click();
      const modal = page.getByRole('dialog', { name: 'Go Live' });
      await modal.locator('input').first().fill('Agora check');
      await modal.locator('textarea').fill('Through the policy');
      await modal.locator('button[type="submit"]').click();
      await page.locator('video[data-live-video="local"]').waitFor();
      await page.screenshot({ path: `${SCREENS}/csp-agora-live-host-en-desktop.png` });
      // The SDKs loaded and asked Agora's servers (or the policy refused them: then the violation says so).
      await expect.poll(() => agoraRequests.length + violations.length, { timeout: 60_000 }).toBeGreaterThan(0);
      // Offline, no access point answers: open sockets shaped like Agora's gateways; the policy reports a refusal as the socket is made.
      const closed = await page.evaluate(() =>
        Promise.all(
          [
            'wss://148-153-25-183.edge.agora.io:4702/ws/?p=4852',
            'wss://148-153-25-183.edge.sd-rtn.com:6443/',
            'wss://web-1.ap.sd-rtn.com/',
          ].map(
            (url) =>
              new Promise<string>((resolve) => {
                const socket = new WebSocket(url);
                socket.addEventListener('error', () => resolve(url));
                socket.addEventListener('close', () => resolve(url));
              }),
          ),
        ),
      );
      expect(closed).toHaveLength(3);
    });
    await context.close();
  });
});
