import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_FORMATS } from '../../contract/fields';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { seed } from '../../server/db/seed';
import { DOCS_PATH, OPENAPI_PATH } from '../../server/openapi/document';
import { AREAS, ENDPOINT_AT } from '../../server/openapi/areas';
import { DOCUMENT_FILE } from '../../server/openapi/write';
import { backends, createTestApp, type TestApp } from './harness';

type Json = Record<string, unknown>;
interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Json>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Record<string, Json> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ url, method, operation })),
  );

/** A document path as a request path: its parameters filled in. */
const concrete = (url: string) => url.replace('{*}', 'none/such.jpg').replace(/\{[^}]+\}/g, '1');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  });
  afterAll(async () => t.close());

  it('is the committed docs/openapi.json (run `npm run openapi` after changing a route or its schemas)', () => {
    expect(JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8'))).toEqual(document);
  });

  it('is OpenAPI 3.1 with a bearer scheme for each token, and the same at /api/docs/json', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      chat: { type: 'http', scheme: 'bearer' },
    });
    expect((await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` })).json()).toEqual(document);
  });

  it('lists every route of the API under its area with a summary, and no development route', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    for (const { url, method, operation } of operations) {
      expect(
        operation.tags?.length,
        `${method} ${url} has no area: add its entry to its area's contract file (contract/endpoints.ts assembles them)`,
      ).toBe(1);
      expect(Object.keys(AREAS)).toContain(operation.tags?.[0]);
      expect(operation.summary, `${method} ${url}`).toBeTruthy();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        `${method} ${url} declares no answer`,
      ).toBe(true);
    }
    const urls = Object.keys(document.paths);
    expect(
      urls.filter((url) => url.startsWith('/api/dev') || url.startsWith('/dev/') || url.startsWith(DOCS_PATH) || url === OPENAPI_PATH),
    ).toEqual([]);
    // Every entry of the table is a route that exists (the development ones are registered, not documented).
    const documented = new Set(urls.map((url) => url.replace(/\{([^}]+)\}/g, (_, name: string) => (name === '*' ? '*' : `:${name}`))));
    expect([...ENDPOINT_AT.keys()].filter((path) => !documented.has(path) && !path.startsWith('/api/dev/'))).toEqual([]);
    // Every area has routes.
    expect(Object.keys(AREAS).filter((area) => !operations.some(({ operation }) => operation.tags?.[0] === area))).toEqual([]);
  });

  it('gives examples that its own schemas accept', () => {
    const ajv = new Ajv2020({ strict: true, keywords: ['errorMessage'], formats: TEXT_FORMATS });
    const examples: { schema: Json; example: unknown }[] = [];
    const collect = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (typeof node === 'object' && node !== null) {
        const { examples: given, ...schema } = node as Json;
        if (Array.isArray(given) && typeof schema.type === 'string') examples.push(...given.map((example) => ({ schema, example })));
        Object.values(node).forEach(collect);
      }
    };
    collect(document.paths);
    expect(examples.length).toBeGreaterThan(10);
    for (const { schema, example } of examples)
      expect(ajv.validate(schema, example), `${JSON.stringify(example)} against ${JSON.stringify(schema)}`).toBe(true);
  });

  it('says truly who may call each route: without a token, 401 exactly where it names a scheme', async () => {
    const wrong: string[] = [];
    for (const { url, method, operation } of operationsOf(document)) {
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url: concrete(url) });
      const needsToken = (operation.security ?? []).length > 0;
      if (needsToken !== (response.statusCode === 401)) wrong.push(`${method} ${url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe.each(backends)('real answers against the document (%s)', (backend) => {
  let t: TestApp;
  let document: Document;
  let ajv: Ajv2020;
  const tokens = { fan: '', creator: '', admin: '', chat: '' };
  let creatorId = 0;

  beforeAll(async () => {
    t = await createTestApp(backend);
    await seed(t.testDatabase.database.db, t.app.storage);
    document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    // The document's schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect), strict: an unknown keyword fails.
    ajv = new Ajv2020({ strict: true, allErrors: true, keywords: ['errorMessage'], formats: TEXT_FORMATS });
    const schemas = JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/');
    ajv.addSchema({ $id: 'components', $defs: JSON.parse(schemas) as Json });
    for (const role of ['fan', 'creator', 'admin'] as const) {
      const login = await t.post(Endpoints.login.path, { email: `${role}@fanclub.local`, password: 'Demo@1234' });
      tokens[role] = login.json().data.token;
      if (role === 'creator') creatorId = login.json().data.user.id;
    }
    tokens.chat = (await t.post(Endpoints.chatLogin.path, { username: 'fan@fanclub.local', password: 'Demo@1234' })).json().data.token;
  }, 120_000);
  afterAll(async () => t.close());

  /** The schema the document gives the answer of `method url` with `status`. */
  function answerSchema(url: string, method: string, status: number): Json {
    const operation = document.paths[url]?.[method];
    if (!operation) throw new Error(`${method} ${url} is not in the document`);
    let response = operation.responses[String(status)];
    if (!response) throw new Error(`${method} ${url} declares no ${status} answer`);
    if (typeof response.$ref === 'string') response = document.components.responses[response.$ref.split('/').pop()!]!;
    const schema = (response.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${url} declares no JSON for ${status}`);
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/')) as Json;
  }

  function expectDescribed(url: string, method: string, response: LightMyRequestResponse) {
    const validate = ajv.compile(answerSchema(url, method, response.statusCode));
    const body: unknown = response.json();
    expect(validate(body) ? [] : validate.errors, `${method} ${url} answered ${response.statusCode}`).toEqual([]);
  }

  const call = (role: keyof typeof tokens, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[role]}` } });

  it('auth: login, who the token is, a refused login, bad input and no token', async () => {
    expectDescribed(
      Endpoints.login.path,
      'post',
      await t.post(Endpoints.login.path, { email: 'fan@fanclub.local', password: 'Demo@1234' }),
    );
    expectDescribed(Endpoints.currentUser.path, 'post', await call('fan', 'POST', Endpoints.currentUser.path, {}));
    const refused = await t.post(Endpoints.login.path, { email: 'fan@fanclub.local', password: 'Wrong@1234' });
    expect(refused.statusCode).toBe(400);
    expectDescribed(Endpoints.login.path, 'post', refused);
    expectDescribed(Endpoints.currentUser.path, 'post', await t.post(Endpoints.currentUser.path, {}));
    const bad = await t.post(Endpoints.login.path, { email: 'not an email', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expectDescribed(Endpoints.login.path, 'post', bad);
  });

  it('feed and posts: the home and trending feeds, one post, its comments, a like', async () => {
    const home = await call('fan', 'POST', Endpoints.homeFeed.path, { page: 1 });
    expectDescribed(Endpoints.homeFeed.path, 'post', home);
    const posts = home.json().data as { id: number; post_comment_counter: number }[];
    expect(posts.length).toBeGreaterThan(0);
    expectDescribed(Endpoints.trendingPosts.path, 'post', await call('fan', 'POST', `${Endpoints.trendingPosts.path}?page=${1}`));
    const commented = posts.find((post) => post.post_comment_counter > 0) ?? posts[0]!;
    expectDescribed('/api/post/{id}', 'get', await call('fan', 'GET', fillPath(Endpoints.post.path, { id: commented.id })));
    const comments = await call('fan', 'POST', Endpoints.comments.path, { post_id: commented.id, page: 1 });
    expectDescribed(Endpoints.comments.path, 'post', comments);
    expectDescribed(Endpoints.likePost.path, 'post', await call('fan', 'POST', Endpoints.likePost.path, { post_id: commented.id }));
  });

  it('people: a profile, its followers, the header search', async () => {
    expectDescribed(Endpoints.person.path, 'post', await call('fan', 'POST', Endpoints.person.path, { userid: creatorId }));
    const followers = await call('fan', 'POST', Endpoints.followers.path, { user_id: creatorId, page: 1 });
    expect(followers.json().data.length).toBeGreaterThan(0);
    expectDescribed(Endpoints.followers.path, 'post', followers);
    expectDescribed(Endpoints.searchPeople.path, 'post', await call('fan', 'POST', Endpoints.searchPeople.path, { search: 'ni' }));
  });

  it('wallet, subscriptions and notifications: the transactions, the stickers, my subscriptions, the notification list', async () => {
    const transactions = await call('fan', 'POST', Endpoints.transactions.path, { page: 1 });
    expect(transactions.json().data.transactions.length).toBeGreaterThan(0);
    expectDescribed(Endpoints.transactions.path, 'post', transactions);
    expectDescribed(Endpoints.stickers.path, 'get', await call('fan', 'GET', Endpoints.stickers.path));
    expectDescribed(Endpoints.mySubscriptions.path, 'post', await call('fan', 'POST', Endpoints.mySubscriptions.path, { page: 1 }));
    expectDescribed(Endpoints.notifications.path, 'post', await call('fan', 'POST', Endpoints.notifications.path, { page: 1 }));
  });

  it('chat: the rooms and a room’s messages, with the chat token', async () => {
    const rooms = await call('chat', 'POST', Endpoints.chatRooms.path, {});
    expectDescribed(Endpoints.chatRooms.path, 'post', rooms);
    const room = (rooms.json().data as { _id: string }[])[0]!;
    const messages = await call('chat', 'POST', Endpoints.messages.path, { room: room._id });
    expect(messages.json().data.length).toBeGreaterThan(0);
    expectDescribed(Endpoints.messages.path, 'post', messages);
    expectDescribed(Endpoints.chatUnread.path, 'post', await call('chat', 'POST', Endpoints.chatUnread.path, {}));
  });

  it('admin: the verification, payout and report queues, and 403 to a fan on every admin route', async () => {
    for (const url of [Endpoints.pendingVerifications.path, Endpoints.pendingPayouts.path, Endpoints.reportedPosts.path]) {
      const queue = await call('admin', 'POST', url, { page: 1 });
      expect(queue.json().data.length, url).toBeGreaterThan(0);
      expectDescribed(url, 'post', queue);
    }
    // Every route the document keeps to admins refuses a fan.
    const adminOnly = [...ENDPOINT_AT].filter(([, endpoint]) => endpoint.caller === 'admin');
    expect(adminOnly.length).toBeGreaterThan(5);
    for (const [url] of adminOnly) {
      const refused = await call('fan', 'POST', url, { page: 1 });
      expect(refused.statusCode, url).toBe(403);
      expectDescribed(url, 'post', refused);
    }
  });

  it('stories and live: the strip and the streams', async () => {
    expectDescribed(Endpoints.stories.path, 'get', await call('fan', 'GET', Endpoints.stories.path));
    expectDescribed(Endpoints.liveStreams.path, 'get', await call('fan', 'GET', Endpoints.liveStreams.path));
  });
});

describe('the reference at /api/docs', () => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [t, production] = await Promise.all([createTestApp('pglite'), createTestApp('pglite', { production: true })]);
  });
  afterAll(async () => Promise.all([t.close(), production.close()]));

  it('is a page of files served from here, under the app’s Content-Security-Policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Nothing from another origin, and no inline script the policy would refuse.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const response = await t.app.inject({ method: 'GET', url: new URL(asset, `http://localhost${DOCS_PATH}/`).pathname });
      expect(response.statusCode, asset).toBe(200);
    }
    const initializer = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/swagger-initializer.js` });
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('is absent in production, and so is the document', async () => {
    for (const url of [DOCS_PATH, `${DOCS_PATH}/`, `${DOCS_PATH}/json`, `${DOCS_PATH}/static/swagger-ui-bundle.js`, OPENAPI_PATH]) {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
