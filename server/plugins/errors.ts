// Brings reply.sendFile into the types; main.ts registers @fastify/static when the client is built.
import type {} from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import type { SchemaErrorDataVar } from 'fastify/types/schema';
import { Messages } from '../../contract/messages';
import { ApiError } from '../lib/errors';

interface SchemaWithMessage {
  errorMessage?: unknown;
  properties?: Record<string, { errorMessage?: unknown }>;
}

const messageOf = (schema: unknown): string | undefined => {
  const message = (schema as SchemaWithMessage | undefined)?.errorMessage;
  return typeof message === 'string' ? message : undefined;
};

/**
 * Answers the failing field's contract `errorMessage` (ajv `verbose` gives us the schema), else a
 * generated sentence such as "body/email must match pattern".
 */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const [first] = errors;
  if (!first) return new Error(Messages.badRequest);
  const parent = (first as { parentSchema?: SchemaWithMessage }).parentSchema;
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : undefined;
  const fromContract = missing !== undefined ? messageOf(parent?.properties?.[missing]) : messageOf(parent);
  if (fromContract) return new Error(fromContract);
  const field = missing ? `${first.instancePath}/${missing}` : first.instancePath;
  return new Error(`${dataVar}${field} ${first.message ?? 'is not valid'}`);
}

export interface ErrorsOptions {
  /** GET of an unknown non-API path answers the client's index.html (the SPA routes it). */
  historyFallback?: boolean;
}

// Media is answered by its route; a miss below /media/ is a 404, never the client's index.html.
const API_PREFIXES = ['/api/', '/auth/', '/rooms/', '/socket.io/', '/media/'];

async function errors(app: FastifyInstance, options: ErrorsOptions) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ success: 0, message: error.message, data: error.data ?? {} });
    }
    const status = error.statusCode ?? 500;
    // A client's mistake fastify already recognised (bad JSON, schema, size): say what it was.
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send({ success: 0, message: error.message || Messages.badRequest, data: {} });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: 0, message: Messages.somethingWentWrong, data: {} });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
    if (options.historyFallback && request.method === 'GET' && !isApi) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ success: 0, message: Messages.notFound, data: {} });
  });
}

export default fp(errors, { name: 'errors' });
