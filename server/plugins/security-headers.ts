import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      // Emotion writes its styles into <style> tags at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      // Plain-http local runs (`npm start`) must not be pushed to https.
      'upgrade-insecure-requests': null,
    },
  },
});

/**
 * helmet's security headers on every answer. @fastify/helmet rebuilds helmet's middleware (parsing the
 * CSP directives) on every request; the headers are the same each time, so they are set from one object.
 */
async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
