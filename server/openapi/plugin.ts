import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeDocument, documentOptions, OPENAPI_PATH, DOCS_PATH } from './document.ts';

/**
 * The APIs as OpenAPI 3.1 from the routes' own schemas: /api/openapi.json and Swagger UI at /api/docs, served from
 * here so the Content-Security-Policy holds (docs/decisions/0014). Registered before the routes, outside production.
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
