import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import type { SchemaErrorDataVar } from 'fastify/types/schema';
import type { FieldMessages, FieldRule } from '../../contract/fields.ts';
import { Messages } from '../../contract/messages.ts';
import { SERVER_PATH_PREFIXES } from '../../contract/routes.ts';
import { refused } from '../lib/answers.ts';
import { ApiError, TooManyRequests } from '../lib/errors.ts';
import { isTextFormat, messageOf, textFormatMessage } from '../lib/fieldMessages.ts';
import { isServiceUnavailable } from '../lib/unavailable.ts';
import type { AppPage } from './client.ts';

interface SchemaWithMessage {
  errorMessage?: FieldMessages;
  properties?: Record<string, { errorMessage?: FieldMessages }>;
}

/**
 * Answers the failing field's contract message, else a generated sentence; missing or empty answers
 * `required`, a control character `format` else `controlCharacters`, a lone surrogate `illFormedText`.
 */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const [first] = errors;
  if (!first) return new Error(Messages.badRequest);
  const { parentSchema, data } = first as { parentSchema?: SchemaWithMessage; data?: unknown };
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : undefined;
  const field = missing !== undefined ? parentSchema?.properties?.[missing]?.errorMessage : parentSchema?.errorMessage;
  const rule: FieldRule = missing !== undefined || data === '' ? 'required' : (first.keyword as FieldRule);
  const fromContract =
    first.keyword === 'format' && isTextFormat(first.params.format) ? textFormatMessage(field, data) : messageOf(field, rule);
  if (fromContract) return new Error(fromContract);
  if (first.keyword === 'additionalProperties')
    return new Error(`${dataVar}${first.instancePath} has a field it does not take: ${String(first.params.additionalProperty)}`);
  const path = missing ? `${first.instancePath}/${missing}` : first.instancePath;
  return new Error(`${dataVar}${path} ${first.message ?? 'is not valid'}`);
}

/** The `Retry-After` of a 503: a restart of the database or Redis takes seconds. */
export const SERVICE_RETRY_SECONDS = 5;

export interface ErrorsOptions {
  /** GET of an unknown non-API path answers the client's page (the SPA routes it). */
  appPage?: AppPage;
}

async function errors(app: FastifyInstance, options: ErrorsOptions) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', Math.max(Math.ceil(error.retryAfterSeconds), 1));
      return reply.status(error.statusCode).send(refused(error.message, error.data ?? {}));
    }
    const status = error.statusCode ?? 500;
    // A client's mistake fastify already recognised (bad JSON, schema, size): say what it was.
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send(refused(error.message || Messages.badRequest));
    }
    // The database or Redis is down or too slow: the client may retry, and the process serves again when it is back.
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: a service is unavailable');
      return reply.status(503).header('retry-after', SERVICE_RETRY_SECONDS).send(refused(Messages.serviceUnavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(refused(Messages.somethingWentWrong));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = SERVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api';
    if (options.appPage && request.method === 'GET' && !isApi) return options.appPage.send(request, reply);
    return reply.status(404).send(refused(Messages.notFound));
  });
}

export default fp(errors, { name: 'errors' });
