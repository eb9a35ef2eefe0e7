import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

type Sources = string[];
type ProviderSources = Partial<Record<'script-src' | 'frame-src' | 'connect-src' | 'worker-src', Sources>>;

/**
 * Stripe.js's sources as its security guide lists them, without maps.googleapis.com.
 * See docs/decisions/0014-content-security-policy-sources.md
 */
const STRIPE_SOURCES: ProviderSources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/** Agora's firewall domains for the Web Video and RTM SDKs, over https and wss on any port. */
const AGORA_DOMAINS = ['*.agora.io', '*.sd-rtn.com', '*.rtnsvc.com', '*.rtesvc.com'];

/**
 * Besides Agora's domains, what the SDKs we ship do in the page: both start Web Workers from blob: URLs, and
 * RTM compiles its WebAssembly core ('wasm-unsafe-eval' admits WebAssembly only, not eval of script).
 */
const AGORA_SOURCES: ProviderSources = {
  'connect-src': AGORA_DOMAINS.flatMap((domain) => [`https://${domain}:*`, `wss://${domain}:*`]),
  'script-src': ["'wasm-unsafe-eval'"],
  'worker-src': ['blob:'],
};

/** `npm run dev`: Parcel's HMR server, whose modules load as scripts (the policy refuses eval). */
function hmrSources(port: number): ProviderSources {
  return { 'script-src': [`http://localhost:${port}`], 'connect-src': [`ws://localhost:${port}`] };
}

/**
 * The policy's directives for the providers `config` turns on (and `npm run dev`'s HMR server); with none, our own origin only. A file store
 * that hands browsers presigned URLs (S3) adds its origin to images and media: locked files redirect there.
 */
function contentSecurityDirectives(
  config: Pick<Config, 'stripe' | 'agora' | 'clientHmrPort'>,
  fileOrigin: string | null,
): Record<string, Sources | null> {
  const providers = [
    config.stripe ? STRIPE_SOURCES : {},
    config.agora ? AGORA_SOURCES : {},
    config.clientHmrPort ? hmrSources(config.clientHmrPort) : {},
  ];
  const plus = (directive: keyof ProviderSources) => providers.flatMap((sources) => sources[directive] ?? []);
  const files = fileOrigin ? [fileOrigin] : [];
  const directives: Record<string, Sources | null> = {
    'script-src': ["'self'", ...plus('script-src')],
    // Emotion writes its styles into <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...files],
    'media-src': ["'self'", 'blob:', ...files],
    // hls.js fetches playlists and segments, which a presigned store answers from its own origin.
    'connect-src': ["'self'", ...files, ...plus('connect-src')],
    'frame-ancestors': ["'none'"],
    // Plain-http local runs (`npm start`) must not be pushed to https.
    'upgrade-insecure-requests': null,
  };
  // Unset, frames and workers fall back to default-src 'self', as they do without a provider.
  if (plus('frame-src').length > 0) directives['frame-src'] = ["'self'", ...plus('frame-src')];
  if (plus('worker-src').length > 0) directives['worker-src'] = ["'self'", ...plus('worker-src')];
  return directives;
}

/** The headers helmet sets for `options`: they do not depend on the request, so they are computed once. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export interface SecurityHeadersOptions {
  config: Pick<Config, 'stripe' | 'agora' | 'clientHmrPort'>;
  /** The origin of the file store's presigned URLs (`directFileOrigin`); null when the app serves every file. */
  fileOrigin: string | null;
}

/**
 * helmet's security headers on every answer. @fastify/helmet rebuilds helmet's middleware (parsing the
 * CSP directives) on every request; the headers are the same each time, so they are set from one object.
 */
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: true, directives: contentSecurityDirectives(options.config, options.fileOrigin) },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
