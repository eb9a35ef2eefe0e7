import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeDocument, documentOptions, OPENAPI_PATH, DOCS_PATH } from './document.ts';

/**
 * The REST and chat APIs described as OpenAPI 3.1 from the routes' own schemas (contract/): the document at
 * /api/openapi.json and Swagger UI at /api/docs, its files served from here (nothing from elsewhere, so the
 * app's Content-Security-Policy holds). app.ts registers it before the routes, and only outside production.
 */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, documentOptions());

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => describeDocument(app));

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The bundled validator badge would ask validator.swagger.io; the document is checked by the tests.
    validatorUrl: false,
    uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0, tryItOutEnabled: false, persistAuthorization: false },
    theme: { title: 'Fanclub API' },
    // It reads the document from /api/docs/json: the same object as /api/openapi.json.
  });
}

export default fp(openapi, { name: 'openapi' });
