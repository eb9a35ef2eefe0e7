import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import * as auth from '../../contract/auth.ts';
import * as chat from '../../contract/chat.ts';
import * as envelope from '../../contract/envelope.ts';
import * as live from '../../contract/live.ts';
import * as notifications from '../../contract/notifications.ts';
import * as packages from '../../contract/packages.ts';
import * as people from '../../contract/people.ts';
import * as plans from '../../contract/plans.ts';
import * as posts from '../../contract/posts.ts';
import * as profile from '../../contract/profile.ts';
import * as reports from '../../contract/reports.ts';
import * as review from '../../contract/review.ts';
import * as stories from '../../contract/stories.ts';
import * as subscriptions from '../../contract/subscriptions.ts';
import * as user from '../../contract/user.ts';
import * as wallet from '../../contract/wallet.ts';
import type { Caller } from '../../contract/endpoints.ts';
import { AREAS, ENDPOINT_AT } from './areas.ts';

/** Where the document and its reference are served (outside production). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The development routes (outbox, flow diagrams) are no part of the API a client builds on. */
const UNDOCUMENTED = ['/api/dev/', '/dev/'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const SECURITY: Record<Caller, Record<string, string[]>[]> = {
  public: [],
  signedIn: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  chat: [{ chat: [] }],
};

/** What each error status of `ErrorResponses` means, the same on every route. */
const ERRORS: Record<string, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Bad input: the message says which rule it broke; nothing changed.' },
  401: { name: 'Unauthorized', description: 'No token, a bad one, or a session that ended.' },
  402: { name: 'PaymentRequired', description: 'Not enough coins.' },
  403: { name: 'Forbidden', description: 'Not allowed to this caller.' },
  404: { name: 'NotFound', description: 'Nothing of that id the caller may see.' },
  409: { name: 'Conflict', description: 'The state changed meanwhile (already decided, already done).' },
  429: { name: 'TooManyRequests', description: 'Over a rate limit: the message says which.' },
  503: { name: 'Unavailable', description: 'The database or Redis cannot be reached now: try again (Retry-After).' },
};

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 206: 'Partial content', 302: 'Found', 304: 'Not modified' };

/**
 * Examples of request fields, where Swagger UI would show "string" or a random string drawn from the pattern:
 * the demo fan's login, a test card... tests/api/openapi.test.ts holds each to its field's schema.
 */
const FIELD_EXAMPLES: Record<string, string> = {
  email: 'fan@fanclub.local',
  password: 'Demo@1234',
  new_password: 'Demo@5678',
  username: 'fabio.fan',
  birth_date: '1990-05-17',
  otp: '123456',
  room: '6650a1b2c3d4e5f607182930',
  message_id: '6650a1b2c3d4e5f607182931',
  number: '4242 4242 4242 4242',
  cvc: '123',
  stream_id: 'a1B2c3D4e5',
  channelName: 'a1B2c3D4e5',
  story_image: 'story/images/abc123.jpg',
  image: 'user/documents/abc123.jpg',
  selfie_image: 'user/documents/def456.jpg',
};

/** Adds `FIELD_EXAMPLES` to the string fields of that name below `node` (a request body or parameters). */
function addExamples(node: Json, name?: string) {
  if (Array.isArray(node)) {
    for (const item of node) addExamples(item);
    return;
  }
  if (!isObject(node)) return;
  const example = name === undefined ? undefined : FIELD_EXAMPLES[name];
  if (example !== undefined && node.type === 'string' && node.examples === undefined) node.examples = [example];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value)) for (const [field, schema] of Object.entries(value)) addExamples(schema, field);
    else if (key === 'parameters' && Array.isArray(value))
      for (const parameter of value)
        addExamples(isObject(parameter) ? (parameter.schema ?? null) : null, isObject(parameter) ? String(parameter.name) : undefined);
    else addExamples(value);
  }
}

/** Binary answers of the file routes, which declare no JSON answer. */
const FILE_RESPONSES: Record<string, JsonObject> = {
  '/media/{*}': {
    200: { description: 'The file.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
    206: { description: 'The range asked by `Range`.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
    302: { description: 'A locked file in object storage: its presigned URL (at most 5 minutes).' },
    304: { description: 'Not modified since `If-Modified-Since`.' },
    403: { $ref: '#/components/responses/Forbidden' },
    404: { $ref: '#/components/responses/NotFound' },
    416: { description: 'The range is outside the file.' },
  },
  '/stickers/{name}': {
    200: { description: 'The drawing.', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
    404: { $ref: '#/components/responses/NotFound' },
  },
};

/**
 * The contract's named objects (a user, a post, a message...), shown once under components and referred to
 * wherever an answer or a body holds them. Bodies and whole answers stay inline in their operation.
 */
const NAMED_MODULES = [
  envelope,
  user,
  auth,
  people,
  profile,
  posts,
  notifications,
  wallet,
  subscriptions,
  plans,
  packages,
  review,
  reports,
  chat,
  live,
  stories,
];
const INLINE = /(Body|Params|Query|Headers|Response|Payload|Fields|Form)$|^(Empty|IdempotencyHeaders)$/;

/** A schema as text with its keys sorted, and the `const` @fastify/swagger turns into a one-value `enum`. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => (key === 'const' ? ['enum', [item]] : [key, item]) as [string, unknown])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

export interface NamedSchemas {
  /** Canonical text to name. */
  byShape: Map<string, string>;
  /** Names whose shape another name has too: left inline, since either name could be wrong. */
  ambiguous: string[][];
}

/** The contract's named objects by shape (computed once: the contract does not change while the server runs). */
export const namedSchemas = ((): NamedSchemas => {
  const names = new Map<string, string[]>();
  for (const module of NAMED_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (INLINE.test(name) || !isObject(value) || value.type !== 'object' || !isObject(value.properties)) continue;
      if (Object.keys(value.properties).length < 2) continue;
      const shape = canonical(JSON.parse(JSON.stringify(value)));
      const same = names.get(shape) ?? [];
      if (!same.includes(name)) same.push(name);
      names.set(shape, same);
    }
  }
  const byShape = new Map<string, string>();
  const ambiguous: string[][] = [];
  for (const [shape, same] of names) {
    if (same.length === 1) byShape.set(shape, same[0]!);
    if (same.length > 1) ambiguous.push(same.sort());
  }
  return { byShape, ambiguous };
})();

/** Replaces every named object below `node` by a reference, collecting its schema (itself referring on). */
function referNamed(node: Json, schemas: JsonObject, top = true): Json {
  if (Array.isArray(node)) return node.map((item) => referNamed(item, schemas, false));
  if (!isObject(node)) return node;
  const name = top ? undefined : namedSchemas.byShape.get(canonical(node));
  if (name) {
    if (!(name in schemas)) {
      schemas[name] = {};
      schemas[name] = referNamed(node, schemas, true);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, referNamed(value, schemas, false)]));
}

/** The request or answer schemas of an operation: its named objects become references. */
function referOperation(operation: JsonObject, schemas: JsonObject) {
  for (const part of ['requestBody', 'responses', 'parameters'] as const) {
    if (operation[part] !== undefined) operation[part] = referNamed(operation[part], schemas, true);
  }
}

function tidyResponses(url: string, responses: JsonObject) {
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response)) continue;
    const error = ERRORS[status];
    const content = isObject(response.content) ? response.content['application/json'] : undefined;
    const schema = isObject(content) ? content.schema : undefined;
    if (error && canonical(schema) === canonical(JSON.parse(JSON.stringify(envelope.ErrorEnvelope)))) {
      responses[status] = { $ref: `#/components/responses/${error.name}` };
    } else if (response.description === 'Default Response') {
      response.description = SUCCESS[status] ?? status;
    }
  }
  Object.assign(responses, FILE_RESPONSES[url] ?? {});
}

/** The document @fastify/swagger built from the routes, with shared answers and named objects under components. */
function finish(document: JsonObject): JsonObject {
  const schemas: JsonObject = {};
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [url, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation)) continue;
      if (isObject(operation.responses)) tidyResponses(url, operation.responses);
      addExamples(operation.requestBody ?? null);
      addExamples({ parameters: operation.parameters ?? [] });
      referOperation(operation, schemas);
    }
  }
  const responses = Object.fromEntries(
    Object.values(ERRORS).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
    ]),
  );
  schemas.ErrorEnvelope = referNamed(JSON.parse(JSON.stringify(envelope.ErrorEnvelope)) as Json, schemas, true);
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : 1)));
  const components = isObject(document.components) ? document.components : {};
  const generated = isObject(components.schemas) ? components.schemas : {};
  return { ...document, components: { ...components, schemas: { ...generated, ...sorted }, responses } };
}

/** @fastify/swagger's options: the document's head, each route's area, summary and caller, then `finish`. */
export function documentOptions(): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fanclub API',
        version: '1.0.0',
        description: [
          'The REST API (`/api/...`, the bearer token of `/api/login`) and the chat API (`/auth`, `/rooms`, `/messages`, `/files`: the chat token of `/auth/login`) of Fanclub, generated from the schemas in `contract/` the server validates and serializes with.',
          '',
          "Every JSON answer has the envelope `{success, message, data}`: `success` is 1 or 0 and the HTTP status is honest. A failure's `message` is the spec's text for it.",
          'Realtime events (chat messages, notifications, the wallet, live streams) go over socket.io at `/socket.io` and are not described here.',
        ].join('\n'),
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `token` of /api/login, /api/verify-otp or /api/user/change-password.',
          },
          chat: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The chat `token` of /auth/login.' },
        },
      },
      tags: Object.entries(AREAS).map(([name, description]) => ({ name, description })),
    },
    transform: ({ schema, url }) => {
      if (UNDOCUMENTED.some((prefix) => url.startsWith(prefix))) return { schema: { ...schema, hide: true }, url };
      const endpoint = ENDPOINT_AT.get(url);
      if (!endpoint) return { schema, url };
      const described: Record<string, unknown> = {
        ...schema,
        tags: [endpoint.area],
        summary: url === endpoint.alsoAt ? `${endpoint.summary} (the spec’s other name for ${endpoint.path})` : endpoint.summary,
        security: SECURITY[endpoint.caller],
      };
      const notes = [endpoint.description, endpoint.caller === 'admin' ? 'Admins only: 403 to anyone else.' : undefined].filter(Boolean);
      if (notes.length > 0) described.description = notes.join(' ');
      if (endpoint.form) described.body = endpoint.form;
      if (endpoint.form) described.consumes = ['multipart/form-data'];
      return { schema: described as typeof schema, url };
    },
    transformObject: (built) =>
      'openapiObject' in built ? (finish(built.openapiObject as unknown as JsonObject) as never) : built.swaggerObject,
  };
}

/** The document as /api/openapi.json answers it and docs/openapi.json holds it. */
export function describeDocument(app: FastifyInstance): JsonObject {
  return app.swagger() as unknown as JsonObject;
}
