import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { createTestApp, type TestApp, type TestAppOptions } from './harness';

const STRIPE = { secretKey: 'sk_test_double', publishableKey: 'pk_test_double', webhookSecret: 'whsec_double' };
const AGORA = { appId: '970CA35de60c44645bbae8a215061b33', certificate: '5CFd2fd1755d40ecb72977518be15d3b' };

/** The Content-Security-Policy header as its directives, each with its sources. */
function readPolicy(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives = (header as string).split(';').map((part) => part.trim().split(/\s+/));
  return Object.fromEntries(directives.filter(([name]) => name).map(([name, ...sources]) => [name!, sources]));
}

/** One app per configuration, asked once: headers do not depend on the database, PGlite is enough. */
function policyOf(options: TestAppOptions) {
  const state = {} as { t: TestApp; policy: Record<string, string[]>; headers: Record<string, unknown> };
  beforeAll(async () => {
    state.t = await createTestApp('pglite', options);
    const response = await state.t.post(Endpoints.login.path, { email: 'nobody@example.com', password: 'x' });
    state.headers = response.headers;
    state.policy = readPolicy(response.headers['content-security-policy']);
  });
  afterAll(() => state.t.close());
  return state;
}

describe('security headers with no payment or live provider', () => {
  const answer = policyOf({});

  it('every answer carries a Content-Security-Policy that allows only our own scripts, connections and frames', () => {
    const { policy, headers } = answer;
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
    // Frames and workers fall back to default-src: our own origin.
    expect(policy['frame-src']).toBeUndefined();
    expect(policy['worker-src']).toBeUndefined();
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('security headers with Stripe configured', () => {
  const answer = policyOf({ stripe: STRIPE });

  it("admits Stripe.js's script, its card and 3-D Secure frames and its API, and nothing of Agora's", () => {
    const { policy } = answer;
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy['worker-src']).toBeUndefined();
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('security headers with Agora configured', () => {
  const answer = policyOf({ agora: AGORA });

  it("admits Agora's https and wss domains, on any port, for connections, the SDKs' blob: workers and WebAssembly, and no other script or frame", () => {
    const { policy } = answer;
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-src']).toBeUndefined();
    expect(policy['connect-src']).toEqual([
      "'self'",
      ...['*.agora.io', '*.sd-rtn.com', '*.rtnsvc.com', '*.rtesvc.com'].flatMap((domain) => [`https://${domain}:*`, `wss://${domain}:*`]),
    ]);
    expect(policy['connect-src']).not.toContain('https://api.stripe.com');
  });
});

describe('security headers with Stripe and Agora configured', () => {
  const answer = policyOf({ stripe: STRIPE, agora: AGORA });

  it('admits both providers at once', () => {
    const { policy } = answer;
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', "'wasm-unsafe-eval'"]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.stripe.com', 'wss://*.agora.io:*', 'https://*.sd-rtn.com:*']),
    );
    expect(policy['frame-src']).toContain('https://hooks.stripe.com');
  });
});

describe("security headers under npm run dev (Parcel's HMR server on localhost:8081)", () => {
  const answer = policyOf({ clientWatch: true, clientHmrPort: 8081 });

  it('admits the websocket to the HMR server and the changed modules it serves as scripts, and still no eval', () => {
    const { policy } = answer;
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:8081']);
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:8081']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });
});

describe('security headers with files in an S3 bucket', () => {
  // Signing a URL makes no request: an AWS bucket that is nowhere near is enough.
  const answer = policyOf({
    s3: {
      bucket: 'fanclub-media',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: false,
    },
  });

  it("admits the bucket's origin for images, media and hls.js's segment fetches, where locked files redirect, and for nothing else", () => {
    const { policy } = answer;
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://fanclub-media.s3.eu-west-3.amazonaws.com']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://fanclub-media.s3.eu-west-3.amazonaws.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://fanclub-media.s3.eu-west-3.amazonaws.com']);
    expect(policy['script-src']).toEqual(["'self'"]);
  });
});
