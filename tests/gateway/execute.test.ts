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
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/gateway/rest';
import { createRestClient } from '../../src/gateway/rest';
import type { GatewayContext } from '../../src/gateway/context';
import { GatewayRequestError } from '../../src/gateway/errors';
import { createExecutor, type DocumentTables, type FieldResolvers, type SchemaTables, type TypeRef } from '../../src/gateway/execute';
import { createLocalClient, documentTables, gatewayResolvers, schemaTables } from '../../src/gateway/localClient';
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

/** graphql-js stops at nothing; the client rejects on the first failure: the page must answer graphql's data, or its first error (any, when several fail at once). */
function expectSame(page: Outcome, reference: { data: unknown; errors?: readonly unknown[] }) {
  if (!reference.errors?.length) {
    expect(page).toEqual({ data: reference.data });
    return;
  }
  expect(page, 'the page answered where graphql failed').toHaveProperty('errors');
  const errors = (page as { errors: readonly unknown[] }).errors;
  expect(errors).toHaveLength(1);
  if (reference.errors.length === 1) expect(errors).toEqual(reference.errors);
  else expect(reference.errors).toContainEqual(errors[0]);
}

// ---------------------------------------------------------------------------------------------------------------
// Every operation, generated variables and REST answers.

const referenceSchema = buildSchema(schemaTables, gatewayResolvers());

/** A value of an input type, as a service could send it: optional input fields absent, null or set. */
function inputOf(type: TypeRef): fc.Arbitrary<unknown> {
  if (type.endsWith('!')) return inputOf(type.slice(0, -1)).filter((value) => value !== null);
  const nullable = (value: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: value, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 });
  if (type.startsWith('[')) return nullable(fc.array(inputOf(type.slice(1, -1)), { maxLength: 3 }));
  const fields = schemaTables.inputs[type];
  if (fields) {
    const required = Object.keys(fields).filter((field) => fields[field]!.endsWith('!'));
    return nullable(fc.record(Object.fromEntries(Object.entries(fields).map(([field, ref]) => [field, inputOf(ref)])), { requiredKeys: required }));
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
  return fc.record(Object.fromEntries(definitions.map(([name, type]) => [name, inputOf(type)])), { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Every answer the contract declares (contract/*.ts `...Response`), as typebox builds a value of it. */
const contractAnswers = [auth, chat, notifications, people, posts, profile, review, subscriptions, user, wallet].flatMap((module) =>
  Object.entries(module).flatMap(([name, schema]) => (name.endsWith('Response') && IsSchema(schema) ? [(Value.Create(schema) as { data?: unknown }).data] : [])),
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
const everything = [...fixtures, ...contractAnswers.filter(isRecord)].reduce<Record<string, unknown>>((merged, record) => mergeRecords(merged, record), {});
const records: Record<string, unknown>[] = [everything, ...fixtures, ...contractAnswers.filter(isRecord)];

/** A record with some of its keys gone, null, or of another type: the answers a non-null field or a scalar refuses. */
const recordArb = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constant(everything) }, { weight: 1, arbitrary: fc.constantFrom(...records) }),
    fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(fc.nat(), fc.constantFrom<unknown>(undefined, null, 'x', -1, 1.5, true, [], {})), { minLength: 1, maxLength: 2 }) }),
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
  { weight: 6, arbitrary: fc.oneof(
        { weight: 4, arbitrary: recordArb },
        { weight: 2, arbitrary: fc.array(recordArb, { maxLength: 3 }) },
        { weight: 1, arbitrary: fc.constantFrom<unknown>(1, 'ok', null, true) },
      ).map((data) => ok(data)) },
  { weight: 2, arbitrary: fc.constantFrom(400, 401, 403, 404, 409, 429, 500).map((status) => fail(status, `refused with ${status}`, { status })) },
);

/** Each path answered by one of the replies, picked by the path alone: both executions get the same answer whatever the order of their calls. */
function restOver(replies: Reply[]) {
  const pick = (path: string) => replies[[...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % replies.length]!;
  const server = fakeFetch(new Proxy({}, { get: (_routes, path: string) => pick(path) }));
  const rest = createRestClient({ getAuthToken: () => 'token', getJwtToken: () => 'jwt', onUnauthorized: () => {}, fetch: server.fetch });
  return { rest, requests: server.requests };
}

const seen = { answered: new Set<string>(), failed: new Set<string>(), nullRefused: 0, restRefused: 0 };

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
  });

  it('the generated cases reached both outcomes for most operations (so the comparison above means something)', () => {
    const unanswered = operations.map(([name]) => name).filter((name) => !seen.answered.has(name));
    expect(unanswered.length, `never answered: ${unanswered.join(', ')}`).toBeLessThan(operations.length * 0.25);
    expect(seen.failed.size).toBe(operations.length);
    expect(seen.nullRefused).toBeGreaterThan(0);
    expect(seen.restRefused).toBeGreaterThan(0);
  });
});
