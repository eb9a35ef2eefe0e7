import fc from 'fast-check';
import { IsSchema } from 'typebox';
import { Value } from 'typebox/value';
import * as auth from '../../contract/auth';
import * as chat from '../../contract/chat';
import * as notifications from '../../contract/notifications';
import * as people from '../../contract/people';
import * as posts from '../../contract/posts';
import * as profile from '../../contract/profile';
import * as review from '../../contract/review';
import * as subscriptions from '../../contract/subscriptions';
import * as user from '../../contract/user';
import * as wallet from '../../contract/wallet';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/gateway/rest';
import { createRestClient } from '../../src/gateway/rest';
import type { GatewayContext } from '../../src/gateway/context';
import { GatewayRequestError } from '../../src/gateway/errors';
import { createExecutor, type DocumentTables, type FieldResolvers, type SchemaTables, type TypeRef } from '../../src/gateway/execute';
import { FIRST_OPERATIONS } from '../../codegen';
import { createLocalClient, firstTables, gatewayResolvers } from '../../src/gateway/localClient';
import { documentTables, schemaTables } from '../../src/gateway/tables';
import type { OperationName } from '../../src/gateway/client';
import { fakeFetch, fail, ok, restUser, type Reply } from './fixtures';
import { restPosts } from './posts.fixtures';
import { buildSchema, referenceExecute } from './reference';

/*
 * The page's executor (src/gateway/execute.ts) against graphql-js's `execute` (tests/gateway/reference.ts), the
 * same resolvers and the same REST answers: every operation of operations/*.graphql with generated variables
 * and generated answers (good ones, REST errors, fields gone null or of another type), then the executor's own
 * cases on a small schema (nested failures, list items, default resolvers, fragments, the order of mutations).
 */

/** What one run gave: the data, or the errors as the client sees them. */
type Outcome = { data: unknown } | { errors: readonly unknown[] };

async function ours(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { data: await run() };
  } catch (error) {
    if (!(error instanceof GatewayRequestError)) throw error;
    return { errors: error.errors };
  }
}

/**
 * Where graphql-js nulled a subtree for a failed non-null field, the shortest path of `path` whose value it
 * answered null. graphql-js 17 then leaves out the errors that fields inside that subtree raise afterwards.
 */
function nulledPrefix(data: unknown, path: readonly (string | number)[]): (string | number)[] | null {
  let value = data;
  for (let length = 0; length < path.length; length += 1) {
    if (value === null) return path.slice(0, length);
    if (typeof value !== 'object' || value === undefined) return null;
    value = (value as Record<string | number, unknown>)[path[length]!];
  }
  return null;
}

/**
 * graphql-js stops at nothing; the client rejects on the first failure: the page must answer graphql's data, or its
 * first error (any, when several fail at once). graphql-js 17 reports no error from inside a subtree it already nulled
 * for another failure there; the page may have met that one first, so it stands when graphql nulled its subtree for
 * an error it did report.
 */
function expectSame(page: Outcome, reference: { data: unknown; errors?: readonly unknown[] }) {
  if (!reference.errors?.length) {
    expect(page).toEqual({ data: reference.data });
    return;
  }
  expect(page, 'the page answered where graphql failed').toHaveProperty('errors');
  const errors = (page as { errors: readonly { path?: readonly (string | number)[] }[] }).errors;
  expect(errors).toHaveLength(1);
  const same = (error: unknown) => {
    try {
      expect(error).toEqual(errors[0]);
      return true;
    } catch {
      return false;
    }
  };
  if (reference.errors.some(same)) return;
  const prefix = nulledPrefix(reference.data, errors[0]!.path ?? []);
  expect(prefix, `the page's error is graphql's, or lies in a subtree graphql nulled: ${JSON.stringify(errors[0])}`).not.toBeNull();
  const within = (path: readonly (string | number)[] = []) => prefix!.every((key, index) => path[index] === key);
  expect(reference.errors.some((error) => within((error as { path?: readonly (string | number)[] }).path))).toBe(true);
}

// ---------------------------------------------------------------------------------------------------------------
// Every operation, generated variables and REST answers.

const referenceSchema = buildSchema(schemaTables, gatewayResolvers(schemaTables));

/** A value of an input type, as a service could send it: optional input fields absent, null or set. */
function inputOf(type: TypeRef): fc.Arbitrary<unknown> {
  if (type.endsWith('!')) return inputOf(type.slice(0, -1)).filter((value) => value !== null);
  const nullable = (value: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: value, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 });
  if (type.startsWith('[')) return nullable(fc.array(inputOf(type.slice(1, -1)), { maxLength: 3 }));
  const fields = schemaTables.inputs[type];
  if (fields) {
    const required = Object.keys(fields).filter((field) => fields[field]!.endsWith('!'));
    return nullable(
      fc.record(Object.fromEntries(Object.entries(fields).map(([field, ref]) => [field, inputOf(ref)])), { requiredKeys: required }),
    );
  }
  const values = schemaTables.enums[type];
  if (values) return nullable(fc.constantFrom(...values));
  switch (type) {
    case 'ID':
      return nullable(fc.oneof(fc.integer({ min: 1, max: 60 }).map(String), fc.constantFrom('abc', '0', '2147483648')));
    case 'Int':
      return nullable(fc.integer({ min: -2, max: 400 }));
    case 'Float':
      return nullable(fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }));
    case 'Boolean':
      return nullable(fc.boolean());
    default:
      return nullable(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('ada@example.com', 'Secret1!', '#maths', '')));
  }
}

/** The variables of an operation: required ones always given, optional ones sometimes left out. */
function variablesOf(definitions: [name: string, type: TypeRef][]) {
  const required = definitions.filter(([, type]) => type.endsWith('!')).map(([name]) => name);
  return fc.record(Object.fromEntries(definitions.map(([name, type]) => [name, inputOf(type)])), {
    requiredKeys: required,
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Every answer the contract declares (contract/*.ts `...Response`), as typebox builds a value of it. */
const contractAnswers = [auth, chat, notifications, people, posts, profile, review, subscriptions, user, wallet].flatMap((module) =>
  Object.entries(module).flatMap(([name, schema]) =>
    name.endsWith('Response') && IsSchema(schema) ? [(Value.Create(schema) as { data?: unknown }).data] : [],
  ),
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Records merged key by key (the first shape a key had wins), so one record carries what any resolver reads. */
function mergeRecords(into: Record<string, unknown>, from: Record<string, unknown>) {
  for (const [key, value] of Object.entries(from)) {
    if (!(key in into)) into[key] = structuredClone(value);
    else if (isRecord(into[key]) && isRecord(value)) mergeRecords(into[key], value);
  }
  return into;
}

/** Records as the admin and chat APIs answer them, and one carrying every key of all of them, so most resolvers find what they read. */
const fixtures: Record<string, unknown>[] = [restUser(), ...Object.values(restPosts)];
const everything = [...fixtures, ...contractAnswers.filter(isRecord)].reduce<Record<string, unknown>>(
  (merged, record) => mergeRecords(merged, record),
  {},
);
const records: Record<string, unknown>[] = [everything, ...fixtures, ...contractAnswers.filter(isRecord)];

/** A record with some of its keys gone, null, or of another type: the answers a non-null field or a scalar refuses. */
const recordArb = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constant(everything) }, { weight: 1, arbitrary: fc.constantFrom(...records) }),
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([]) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(fc.nat(), fc.constantFrom<unknown>(undefined, null, 'x', -1, 1.5, true, [], {})), {
          minLength: 1,
          maxLength: 2,
        }),
      },
    ),
  )
  .map(([record, changes]) => {
    const changed: Record<string, unknown> = { ...record };
    const keys = Object.keys(record);
    for (const [index, value] of changes) {
      const key = keys[index % keys.length]!;
      if (value === undefined) delete changed[key];
      else changed[key] = value;
    }
    return changed;
  });

/** One REST answer: mostly a success carrying a record, a list or a bare value; sometimes an error status. */
const replyArb: fc.Arbitrary<Reply> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        { weight: 4, arbitrary: recordArb },
        { weight: 2, arbitrary: fc.array(recordArb, { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.constantFrom<unknown>(1, 'ok', null, true) },
      )
      .map((data) => ok(data)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(400, 401, 403, 404, 409, 429, 500).map((status) => fail(status, `refused with ${status}`, { status })),
  },
);

/** Each path answered by one of the replies, picked by the path alone: both executions get the same answer whatever the order of their calls. */
function restOver(replies: Reply[]) {
  const pick = (path: string) => replies[[...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % replies.length]!;
  const server = fakeFetch(new Proxy({}, { get: (_routes, path: string) => pick(path) }));
  const rest = createRestClient({ getAuthToken: () => 'token', getJwtToken: () => 'jwt', onUnauthorized: () => {}, fetch: server.fetch });
  return { rest, requests: server.requests };
}

const seen = { ran: new Set<string>(), answered: new Set<string>(), failed: new Set<string>(), nullRefused: 0, restRefused: 0 };

const operations = Object.entries(documentTables.operations).map(([name, [, variables]]) => [name, variables] as const);

describe('the page executor answers every operation as graphql-js does', () => {
  it.each(operations)('%s', async (operation, definitions) => {
    await fc.assert(
      fc.asyncProperty(variablesOf(definitions), fc.array(replyArb, { minLength: 1, maxLength: 4 }), async (variables, replies) => {
        const reference = restOver(replies);
        const expected = await referenceExecute(referenceSchema, operation, variables, { rest: reference.rest });
        const page = restOver(replies);
        const outcome = await ours(() => createLocalClient({ rest: page.rest }).request(operation as OperationName, variables as never));
        expectSame(outcome, expected);
        if ('data' in outcome) {
          seen.answered.add(operation);
          // The same REST calls, with the same bodies (in whatever order concurrent fields made them).
          const calls = (requests: typeof page.requests) => requests.map((request) => JSON.stringify(request)).sort();
          expect(calls(page.requests)).toEqual(calls(reference.requests));
        } else {
          seen.failed.add(operation);
          const [first] = outcome.errors as { message: string; extensions?: { status?: number } }[];
          if (first?.extensions?.status === 500 && first.message === 'Something went wrong') seen.nullRefused += 1;
          else seen.restRefused += 1;
        }
      }),
      { numRuns: 25 },
    );
    seen.ran.add(operation);
  });

  // After every operation has run, in whatever order (a test of its own would depend on running last);
  // skipped when a filter ran only some of them.
  afterAll(() => {
    if (seen.ran.size < operations.length) return;
    // The generated cases reached both outcomes for most operations, so the comparison above means something.
    const unanswered = operations.map(([name]) => name).filter((name) => !seen.answered.has(name));
    expect(unanswered.length, `never answered: ${unanswered.join(', ')}`).toBeLessThan(operations.length * 0.25);
    expect(seen.failed.size).toBe(operations.length);
    expect(seen.nullRefused).toBeGreaterThan(0);
    expect(seen.restRefused).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The executor's own cases, on a small schema of every kind the tables hold, with generated source values.

const shelfSchema: SchemaTables = {
  enums: { Color: ['BLUE', 'RED'] },
  inputs: { Filter: { color: 'Color', ids: '[ID!]', limit: 'Int', name: 'String!', ratio: 'Float', strict: 'Boolean' } },
  objects: {
    Query: {
      shelf: { type: 'Shelf', args: { filter: 'Filter' } },
      shelves: '[Shelf!]',
      echo: { type: 'String', args: { filter: 'Filter!' } },
    },
    Mutation: { add: { type: 'Int!', args: { n: 'Int!' } }, addMaybe: { type: 'Int', args: { n: 'Int!' } } },
    Shelf: {
      id: 'ID!',
      name: 'String',
      color: 'Color',
      count: 'Int',
      ratio: 'Float',
      open: 'Boolean',
      books: '[Book]',
      strictBooks: '[Book!]!',
      owner: 'Person!',
    },
    Book: { id: 'ID!', title: 'String!', pages: 'Int', tags: '[String!]' },
    Person: { name: 'String!', shout: 'String' },
  },
};

const shelfDocuments = {
  fragments: {
    BookFields: ['Book', ['id', 'title', 'pages', 'tags']],
    ShelfFields: ['Shelf', ['name', 'color', ['books', 0, ['...BookFields']], ['strictBooks', 0, ['id', 'title']]]],
  },
  operations: {
    Shelf: [
      'query',
      [['filter', 'Filter']],
      [
        [
          'shelf',
          { filter: 'filter' },
          [
            '__typename',
            'id',
            '...ShelfFields',
            'count',
            'ratio',
            'open',
            ['owner', 0, ['name', 'shout']],
            ['books', 0, ['id', '...BookFields']],
          ],
        ],
        'again:shelves',
      ],
    ],
    Shelves: [
      'query',
      [],
      [
        ['shelves', 0, ['id', 'label:name', ['owner', 0, ['name']]]],
        ['shelf', 0, ['id']],
      ],
    ],
    Echo: ['query', [['filter', 'Filter!']], [['echo', { filter: 'filter' }, 0]]],
    Add: [
      'mutation',
      [
        ['a', 'Int!'],
        ['b', 'Int!'],
      ],
      [
        ['first:add', { n: 'a' }, 0],
        ['second:addMaybe', { n: 'b' }, 0],
        ['third:add', { n: 'b' }, 0],
      ],
    ],
  },
} as unknown as DocumentTables;
const shelvesOnly = {
  ...shelfDocuments,
  operations: { ...shelfDocuments.operations, Shelf: ['query', [], [['again:shelves', 0, ['id']]]] },
} as unknown as DocumentTables;

/** A source value as a resolver could hand it over: settled later (a thenable, so an unreached one never rejects unhandled), or failed. */
type Source =
  | { value: unknown }
  | { later: Source }
  | { rejects: number }
  | { error: number }
  | { method: Source }
  | { throws: number }
  | Source[]
  | { fields: Record<string, Source> };

/** The plain value a Source describes, made anew for each execution. */
function materialize(source: Source): unknown {
  if (Array.isArray(source)) return source.map(materialize);
  if ('value' in source) return source.value;
  if ('later' in source)
    return {
      then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
        Promise.resolve()
          .then(() => materialize(source.later))
          .then(resolve, reject),
    };
  if ('rejects' in source)
    return {
      then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
        Promise.reject(new ApiError(source.rejects, `refused ${source.rejects}`)).then(resolve, reject),
    };
  if ('error' in source) return new ApiError(source.error, `returned ${source.error}`);
  if ('throws' in source)
    return () => {
      throw new ApiError(source.throws, `thrown ${source.throws}`);
    };
  if ('method' in source) {
    const value = materialize(source.method);
    return () => value;
  }
  return Object.fromEntries(Object.entries(source.fields).map(([key, value]) => [key, materialize(value)]));
}

const scalarArb = fc.constantFrom<unknown>(
  null,
  undefined,
  0,
  1,
  -3,
  2.5,
  2 ** 40,
  '7',
  'x',
  '',
  true,
  false,
  'RED',
  'GREEN',
  [],
  {},
  new Date(0),
);
const leafArb = (good: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: good.map((value): Source => ({ value })) },
    { weight: 2, arbitrary: scalarArb.map((value): Source => ({ value })) },
    { weight: 1, arbitrary: good.map((value): Source => ({ later: { value } })) },
    { weight: 1, arbitrary: fc.constantFrom<Source>({ rejects: 404 }, { error: 403 }, { throws: 409 }) },
  );

const bookArb: fc.Arbitrary<Source> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        id: leafArb(fc.nat(99)),
        title: leafArb(fc.string({ maxLength: 3 })),
        pages: leafArb(fc.nat(500)),
        tags: leafArb(fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 })),
      })
      .map((fields): Source => ({ fields })),
  },
  { weight: 1, arbitrary: fc.constantFrom<Source>({ value: null }, { rejects: 500 }, { value: 'not a book' }) },
);
const booksArb = (): fc.Arbitrary<Source> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(
        fc.oneof({ weight: 5, arbitrary: bookArb }, { weight: 1, arbitrary: bookArb.map((book): Source => ({ later: book })) }),
        { maxLength: 3 },
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom<Source>({ value: null }, { value: 'abc' }, { rejects: 401 }) },
    { weight: 1, arbitrary: fc.array(bookArb, { maxLength: 2 }).map((books): Source => ({ later: books })) },
  );
const personArb: fc.Arbitrary<Source> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        name: leafArb(fc.string({ maxLength: 3 })),
        shout: fc.oneof(
          leafArb(fc.string({ maxLength: 3 })),
          fc.string({ maxLength: 3 }).map((value): Source => ({ method: { value } })),
          fc.constant<Source>({ throws: 429 }),
        ),
      })
      .map((fields): Source => ({ fields })),
  },
  { weight: 1, arbitrary: fc.constantFrom<Source>({ value: null }, { later: { value: null } }) },
);
const shelfArb: fc.Arbitrary<Source> = fc
  .record({
    id: leafArb(fc.oneof(fc.nat(99), fc.string({ maxLength: 3 }))),
    name: leafArb(fc.string({ maxLength: 3 })),
    color: leafArb(fc.constantFrom('RED', 'BLUE')),
    count: leafArb(fc.oneof(fc.integer(), fc.constantFrom('12', true))),
    ratio: leafArb(fc.double({ noNaN: true, noDefaultInfinity: true })),
    open: leafArb(fc.oneof(fc.boolean(), fc.constantFrom(0, 1))),
    books: booksArb(),
    strictBooks: booksArb(),
    owner: personArb,
  })
  .map((fields): Source => ({ fields }));

/** The shelf schema's resolvers over one generated world, recording each root call and its arguments in order. */
function shelfResolvers(world: { shelf: Source; shelves: Source }) {
  const calls: unknown[] = [];
  const resolvers: FieldResolvers = {
    Query: {
      shelf: (_source, args) => (calls.push(['shelf', args]), materialize(world.shelf)),
      shelves: async (_source, args) => (calls.push(['shelves', args]), materialize(world.shelves)),
      echo: (_source, args) => JSON.stringify(args.filter),
    },
    Mutation: {
      add: async (_source, { n }) => {
        calls.push(['add', n]);
        if ((n as number) < 0) throw new ApiError(400, `no ${n as number}`);
        return n === 0 ? null : n;
      },
      addMaybe: (_source, { n }) => (calls.push(['addMaybe', n]), (n as number) < 0 ? Promise.reject(new Error('negative')) : n),
    },
  };
  return { resolvers, calls };
}

async function compareShelf(
  operation: string,
  variables: Record<string, unknown>,
  world: { shelf: Source; shelves: Source },
  documents = shelfDocuments,
) {
  const reference = shelfResolvers(world);
  const expected = await referenceExecute(
    buildSchema(shelfSchema, reference.resolvers),
    operation,
    variables,
    {} as GatewayContext,
    documents,
  );
  const page = shelfResolvers(world);
  const outcome = await ours(() =>
    createExecutor(shelfSchema, documents, page.resolvers).execute(operation, variables, {} as GatewayContext),
  );
  expectSame(outcome, expected);
  // The same root calls with the same arguments, in the same order; a mutation after a failed one is not started.
  if (operation === 'Add' && 'errors' in outcome) expect(page.calls).toEqual(reference.calls.slice(0, page.calls.length));
  else expect(page.calls).toEqual(reference.calls);
  return outcome;
}

/**
 * graphql-js 16 drops the items of a list already running when a later item fails at once, and those may reject
 * unhandled: while the reference runs, such rejections are collected here instead of failing the run, and the
 * page's executor must leave none (its failures are FieldFailure, graphql's GraphQLError).
 */
const unhandled: unknown[] = [];
let vitestListeners: NodeJS.UnhandledRejectionListener[] = [];
const collect = (reason: unknown) => void unhandled.push(reason);

describe('the executor, case by case, as graphql-js', () => {
  beforeAll(() => {
    vitestListeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    process.on('unhandledRejection', collect);
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', collect);
    for (const listener of vitestListeners) process.on('unhandledRejection', listener);
  });

  const worldArb = fc.record({
    shelf: fc.oneof(
      { weight: 5, arbitrary: shelfArb },
      { weight: 1, arbitrary: fc.constantFrom<Source>({ value: null }, { rejects: 404 }) },
    ),
    shelves: fc.oneof(fc.array(shelfArb, { maxLength: 3 }), fc.constant<Source>({ value: null })),
  });

  it('objects, lists, fragments, aliases, __typename, default resolvers and methods, leaves of every scalar and enum, failures anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (world) => {
        await compareShelf('Shelf', {}, world);
        await compareShelf('Shelves', {}, world);
      }),
      { numRuns: 400 },
    );
  });

  it('a nested REST failure reports the field’s path, down through list items', async () => {
    const book = (id: number, title: Source): Source => ({
      fields: { id: { value: id }, title, pages: { value: 1 }, tags: { value: [] } },
    });
    const shelf: Source = {
      fields: {
        id: { value: 1 },
        strictBooks: [book(1, { value: 'a' })],
        owner: { fields: { name: { value: 'o' } } },
        books: [book(2, { value: 'b' }), book(3, { rejects: 403 })],
      },
    };
    const outcome = await compareShelf('Shelf', {}, { shelf, shelves: { value: [] } });
    expect(outcome).toEqual({
      errors: [
        { message: 'refused 403', path: ['shelf', 'books', 1, 'title'], extensions: { code: 'FORBIDDEN', status: 403, data: null } },
      ],
    });
  });

  it('a null where the schema says non-null is graphql’s error at that field, told as something went wrong', async () => {
    const shelf: Source = { fields: { id: { value: 1 }, strictBooks: [], owner: { fields: { name: { value: null } } }, books: [] } };
    const outcome = await compareShelf('Shelf', {}, { shelf, shelves: { value: [] } });
    expect(outcome).toEqual({
      errors: [
        { message: 'Something went wrong', path: ['shelf', 'owner', 'name'], extensions: { code: 'INTERNAL', status: 500, data: null } },
      ],
    });
  });

  it('a field asked twice, by a fragment and by the operation, is merged and resolved once', async () => {
    const world = { shelf: { value: null }, shelves: [{ fields: { id: { value: 5 } } }] };
    expect(await compareShelf('Shelf', {}, world, shelvesOnly)).toEqual({ data: { again: [{ id: '5' }] } });
  });

  it('mutations run one after the other, as graphql runs them; none starts once the request has failed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -2, max: 3 }), fc.integer({ min: -2, max: 3 }), async (a, b) => {
        await compareShelf('Add', { a, b }, { shelf: { value: null }, shelves: { value: null } });
      }),
    );
  });

  it('variables are coerced as graphql coerces them: absent stays absent, IDs become strings, a lone value becomes a list; invalid ones are refused', async () => {
    const filterArb = fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom<unknown>(null, undefined, 3)),
        ids: fc.oneof(
          fc.array(fc.oneof(fc.nat(9), fc.string({ maxLength: 2 })), { maxLength: 2 }),
          fc.constantFrom<unknown>('4', 4, null, undefined, 1.5, [true]),
        ),
        color: fc.constantFrom<unknown>('RED', 'BLUE', 'GREEN', null, undefined, 1),
        limit: fc.constantFrom<unknown>(3, -1, 2 ** 31, 1.5, '3', null, undefined),
        ratio: fc.constantFrom<unknown>(1.5, 2, 'x', null, Infinity),
        strict: fc.constantFrom<unknown>(true, false, 0, 'true', null),
        extra: fc.constant(1),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(filterArb, fc.constantFrom<unknown>(null, 'x', [])), fc.boolean(), async (filter, given) => {
        const variables = given ? { filter } : {};
        const reference = await referenceExecute(
          buildSchema(shelfSchema, shelfResolvers({ shelf: { value: null }, shelves: { value: null } }).resolvers),
          'Echo',
          variables,
          {} as GatewayContext,
          shelfDocuments,
        );
        const outcome = await ours(() =>
          createExecutor(
            shelfSchema,
            shelfDocuments,
            shelfResolvers({ shelf: { value: null }, shelves: { value: null } }).resolvers,
          ).execute('Echo', variables, {} as GatewayContext),
        );
        if (reference.errors) expect(outcome).toEqual({ errors: [{ message: expect.stringContaining('Variable "$filter"') }] });
        else expect(outcome).toEqual({ data: reference.data });
      }),
      { numRuns: 300 },
    );
  });

  it('leaves no failure of its own to reject unhandled', async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled.filter((reason) => !(reason instanceof GraphQLError))).toEqual([]);
  });

  it('refuses a resolver for a field the schema lacks', () => {
    expect(() => createExecutor(shelfSchema, shelfDocuments, { Shelf: { nope: () => 1 } })).toThrow(
      'resolver for Shelf.nope, which the schema lacks',
    );
  });
});

describe('the first tables (the gateway chunk /home waits for)', () => {
  it('hold the first screens’ operations only, each as the whole tables have it; every other operation loads the whole tables', async () => {
    expect(Object.keys(firstTables.documents.operations).sort()).toEqual([...FIRST_OPERATIONS].sort());
    for (const [name, operation] of Object.entries(firstTables.documents.operations))
      expect(operation).toEqual(documentTables.operations[name]);
    expect(Object.keys(firstTables.schema.objects.Mutation ?? {})).toEqual([]);
    // A fraction of the whole: what the cut is for.
    expect(JSON.stringify(firstTables).length).toBeLessThan(
      (JSON.stringify(schemaTables).length + JSON.stringify(documentTables).length) / 4,
    );
    expect(firstTables.documents.operations).not.toHaveProperty('Login');
    // The eager resolvers of fields the cut tables lack are left out only when asked, so the whole schema keeps its check.
    expect(() => createExecutor(firstTables.schema, firstTables.documents, gatewayResolvers(firstTables.schema))).toThrow(
      'which the schema lacks',
    );
    expect(() =>
      createExecutor(firstTables.schema, firstTables.documents, gatewayResolvers(firstTables.schema, { cut: true })),
    ).not.toThrow();
    const page = restOver([fail(400, 'Wrong Credentials', { status: 400 })]);
    const outcome = await ours(() =>
      createLocalClient({ rest: page.rest }).request('Login', { input: { email: 'a@b.co', password: 'x' } } as never),
    );
    expect(outcome).toEqual({ errors: [expect.objectContaining({ message: 'Wrong Credentials' })] });
  });
});
