import type { GatewayContext } from './context';
import { describeFailure, GatewayRequestError } from './errors';

/*
 * The page's GraphQL executor: it runs an operation of the compact document table (codegen/compact-documents.mjs)
 * against the schema tables (codegen/schema-tables.mjs) and the resolvers, as graphql's `execute` would for what
 * those tables can hold (objects, enums, input objects, the five built-in scalars; variables as the only
 * arguments; fragments on the type they are spread in). It neither parses nor validates: codegen and
 * tests/gateway/operations.test.ts validate every document, and tests/gateway/execute.test.ts holds every
 * operation's answer and first error equal to graphql-js's. The client uses no partial data, so the first
 * failure rejects the whole request, with the error graphql would report for it.
 */

/** A type as SDL writes it: `ID!`, `[Post!]!`. */
export type TypeRef = string;

/** schema.graphql as codegen/schema-tables.mjs writes it (src/gateway/generated/schema.json). */
export interface SchemaTables {
  enums: Record<string, string[]>;
  inputs: Record<string, Record<string, TypeRef>>;
  /** Each field's output type, or its output type and its arguments. */
  objects: Record<string, Record<string, TypeRef | { type: TypeRef; args: Record<string, TypeRef> }>>;
}

/** A selection: `field`, `alias:field`, `...Fragment`, or a field with its arguments (argument → variable) and sub-selections. */
type Selection = string | [field: string, args: Record<string, string> | 0, selections: Selection[] | 0];

/** operations/*.graphql as codegen/compact-documents.mjs writes them (src/gateway/generated/documents.json). */
export interface DocumentTables {
  fragments: Record<string, [typeCondition: string, selections: Selection[]]>;
  operations: Record<string, [operation: string, variables: [name: string, type: TypeRef][], selections: Selection[]]>;
}

/** A field's place in the answer, as graphql links it: its key, the field or list it is in, the object type it is a field of. */
export interface Path {
  readonly prev: Path | undefined;
  readonly key: string | number;
  readonly typename: string | undefined;
}

/** The response path as an error reports it: `['feed', 'posts', 3, 'author']`. */
export function pathToArray(path: Path | undefined): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at = path; at; at = at.prev) keys.unshift(at.key);
  return keys;
}

/**
 * What a resolver is told of the field it resolves: the part of graphql's GraphQLResolveInfo that is plain data
 * (tests/gateway/reference.ts hands graphql's own info over in this shape, so a resolver runs the same under both). No resolver reads more.
 */
export interface ResolveInfo {
  fieldName: string;
  path: Path;
  variableValues: { readonly [variable: string]: unknown };
}

export type FieldResolver = (source: unknown, args: Record<string, unknown>, context: GatewayContext, info: ResolveInfo) => unknown;
export type FieldResolvers = Record<string, Record<string, FieldResolver>>;

/** A field of an operation's plan: its response key, schema field, arguments (argument → variable) and, for an object, its fields. */
interface PlannedField {
  key: string;
  name: string;
  args: Record<string, string>;
  type: TypeRef;
  fields?: PlannedField[];
}

interface Plan {
  operation: string;
  variables: [name: string, type: TypeRef][];
  fields: PlannedField[];
}

/** A failed field: what was thrown and the place in the answer it belongs to. */
class FieldFailure {
  readonly error: unknown;
  readonly path: Path;

  constructor(error: unknown, path: Path) {
    this.error = error;
    this.path = path;
  }
}

type MaybePromise<T> = T | Promise<T>;

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

/** An object whose values may be promises, once they all settle (graphql's promiseForObject, with its timing). */
const promiseForObject = (object: Record<string, unknown>): Promise<Record<string, unknown>> =>
  Promise.all(Object.values(object)).then((values) => Object.fromEntries(Object.keys(object).map((key, index) => [key, values[index]])));

const namedType = (type: TypeRef) => type.replace(/[[\]!]/g, '');

const isIterable = (value: unknown): value is Iterable<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';

/** A Date or a boxed value as its primitive, as graphql's scalars read an object before serializing it. */
function primitive(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const valueOf = (value as { valueOf?: () => unknown }).valueOf?.();
  if (typeof valueOf !== 'object') return valueOf;
  return typeof (value as { toJSON?: unknown }).toJSON === 'function' ? (value as { toJSON: () => unknown }).toJSON() : value;
}

const isInt32 = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) <= 2147483647 && (value as number) >= -2147483648;

/** A built-in scalar's value as graphql serializes it into the answer; undefined when the scalar cannot represent it. */
function serializeScalar(type: string, raw: unknown): unknown {
  const value = primitive(raw);
  switch (type) {
    case 'ID':
      if (typeof value === 'string') return value;
      return Number.isInteger(value) ? String(value) : undefined;
    case 'String':
      if (typeof value === 'string') return value;
      if (typeof value === 'boolean') return String(value);
      return Number.isFinite(value) ? String(value) : undefined;
    case 'Boolean':
      if (typeof value === 'boolean') return value;
      return Number.isFinite(value) ? value !== 0 : undefined;
    case 'Int':
    case 'Float': {
      const number = typeof value === 'boolean' ? Number(value) : typeof value === 'string' && value !== '' ? Number(value) : value;
      return (type === 'Int' ? isInt32(number) : Number.isFinite(number)) ? number : undefined;
    }
  }
  throw new Error(`the gateway schema names ${type}, which it does not define`);
}

/** A variable's value is not of its type. */
class InvalidVariable extends Error {}

/**
 * The executor for one schema, its documents and its resolvers. Each operation's plan (fields merged by response
 * key, fragments inlined once, each field's type looked up) is made on its first request and kept.
 */
export function createExecutor(schema: SchemaTables, documents: DocumentTables, resolvers: FieldResolvers) {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    for (const field of Object.keys(fields)) {
      if (!schema.objects[typeName]?.[field]) throw new Error(`resolver for ${typeName}.${field}, which the schema lacks`);
    }
  }

  /** graphql's CollectFields: the fields of selection sets on one type, merged by response key, each fragment once. */
  function collect(
    typeName: string,
    selections: Selection[],
    visited: Set<string>,
    into: Map<string, { name: string; args: Record<string, string>; subs: Selection[][] }>,
  ) {
    for (const selection of selections) {
      if (typeof selection === 'string' && selection.startsWith('...')) {
        const fragmentName = selection.slice(3);
        if (visited.has(fragmentName)) continue;
        visited.add(fragmentName);
        const fragment = documents.fragments[fragmentName];
        if (fragment?.[0] === typeName) collect(typeName, fragment[1], visited, into);
        continue;
      }
      const [spec, args, sub]: Exclude<Selection, string> = typeof selection === 'string' ? [selection, 0, 0] : selection;
      const colon = spec.indexOf(':');
      const key = colon < 0 ? spec : spec.slice(0, colon);
      const known = into.get(key);
      if (known) {
        if (sub) known.subs.push(sub);
      } else {
        into.set(key, { name: spec.slice(colon + 1), args: args || {}, subs: sub ? [sub] : [] });
      }
    }
  }

  function planFields(typeName: string, lists: Selection[][]): PlannedField[] {
    const collected = new Map<string, { name: string; args: Record<string, string>; subs: Selection[][] }>();
    const visited = new Set<string>();
    for (const list of lists) collect(typeName, list, visited, collected);
    return [...collected].map(([key, { name, args, subs }]) => {
      if (name === '__typename') return { key, name, args, type: 'String!' };
      const field = schema.objects[typeName]?.[name];
      if (!field) throw new Error(`the operation asks for ${typeName}.${name}, which the schema lacks`);
      const type = typeof field === 'string' ? field : field.type;
      const named = namedType(type);
      return named in schema.objects ? { key, name, args, type, fields: planFields(named, subs) } : { key, name, args, type };
    });
  }

  const plans = new Map<string, Plan>();
  function planOf(operationName: string): Plan {
    const known = plans.get(operationName);
    if (known) return known;
    const entry = documents.operations[operationName];
    if (!entry) throw new Error(`no document for the operation ${operationName}`);
    const [operation, variables, selections] = entry;
    const root = operation === 'mutation' ? 'Mutation' : 'Query';
    const plan = { operation, variables, fields: planFields(root, [selections]) };
    plans.set(operationName, plan);
    return plan;
  }

  /** An input value coerced to its type as graphql coerces variables: absent input fields stay absent, a lone value in a list position becomes a list of one. */
  function coerceInput(value: unknown, type: TypeRef, at: string): unknown {
    if (type.endsWith('!')) {
      if (value === null || value === undefined)
        throw new InvalidVariable(`Expected non-nullable type "${type}" not to be null at "${at}".`);
      return coerceInput(value, type.slice(0, -1), at);
    }
    if (value === null || value === undefined) return null;
    if (type.startsWith('[')) {
      const item = type.slice(1, -1);
      return isIterable(value)
        ? Array.from(value, (each, index) => coerceInput(each, item, `${at}[${index}]`))
        : [coerceInput(value, item, at)];
    }
    const fields = schema.inputs[type];
    const invalid = () => new InvalidVariable(`Expected type "${type}" at "${at}".`);
    if (fields) {
      if (typeof value !== 'object' || Array.isArray(value)) throw invalid();
      const input = value as Record<string, unknown>;
      const unknown = Object.keys(input).find((key) => !(key in fields));
      if (unknown) throw new InvalidVariable(`Field "${unknown}" is not defined by type "${type}" at "${at}".`);
      const coerced: Record<string, unknown> = {};
      for (const [name, fieldType] of Object.entries(fields)) {
        if (input[name] === undefined) {
          if (fieldType.endsWith('!'))
            throw new InvalidVariable(`Field "${name}" of required type "${fieldType}" was not provided at "${at}".`);
        } else {
          coerced[name] = coerceInput(input[name], fieldType, `${at}.${name}`);
        }
      }
      return coerced;
    }
    const values = schema.enums[type];
    const valid = values
      ? typeof value === 'string' && values.includes(value)
      : type === 'ID'
        ? typeof value === 'string' || Number.isInteger(value)
        : type === 'Int'
          ? isInt32(value)
          : type === 'Float'
            ? Number.isFinite(value)
            : typeof value === (type === 'String' ? 'string' : 'boolean');
    if (!valid) throw invalid();
    return type === 'ID' ? String(value) : value;
  }

  /** The variables as the operation's definitions type them; an absent optional variable stays absent. */
  function coerceVariables(plan: Plan, given: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const coerced: Record<string, unknown> = {};
    for (const [name, type] of plan.variables) {
      if (!Object.hasOwn(given, name)) {
        if (type.endsWith('!')) throw new InvalidVariable(`Variable "$${name}" of required type "${type}" was not provided.`);
        continue;
      }
      try {
        coerced[name] = coerceInput(given[name], type, name);
      } catch (error) {
        throw new InvalidVariable(`Variable "$${name}" got invalid value; ${(error as Error).message}`);
      }
    }
    return coerced;
  }

  /**
   * Runs one operation: root fields of a query concurrently, of a mutation one after the other. Resolves with the
   * data; rejects with a GatewayRequestError carrying the first failure as graphql-js reports it (the resolver's
   * message and extensions from describeFailure, the field's path), as soon as it happens, or with the invalid
   * variable. Values are completed synchronously where they are not promises and errors stop at the nearest
   * nullable field, in the order graphql-js's `execute` does both, so the first failure is the same one.
   */
  function execute(
    operationName: string,
    variables: Readonly<Record<string, unknown>>,
    context: GatewayContext,
  ): Promise<Record<string, unknown>> {
    const plan = planOf(operationName);
    let variableValues: Record<string, unknown>;
    try {
      variableValues = coerceVariables(plan, variables);
    } catch (error) {
      if (!(error instanceof InvalidVariable)) throw error;
      return Promise.reject(new GatewayRequestError([{ message: error.message }]));
    }

    const argumentsOf = (field: PlannedField) => {
      const args: Record<string, unknown> = {};
      for (const [argument, variable] of Object.entries(field.args)) {
        if (Object.hasOwn(variableValues, variable)) args[argument] = variableValues[variable];
      }
      return args;
    };

    let reject: (error: GatewayRequestError) => void = () => undefined;
    let failed = false;
    /** The first failure that reaches a nullable field or the root ends the request (graphql would null that field and go on). */
    const report = (failure: unknown) => {
      if (failed) return;
      failed = true;
      if (!(failure instanceof FieldFailure)) throw failure;
      const { message, extensions } = describeFailure(failure.error);
      reject(new GatewayRequestError([{ message, path: pathToArray(failure.path), extensions: { ...extensions } }]));
    };
    const located = (error: unknown, path: Path) => (error instanceof FieldFailure ? error : new FieldFailure(error, path));
    /** graphql's handleFieldError: a non-null field passes its failure to its parent; a nullable one reports it and is null. */
    const handleFieldError = (failure: FieldFailure, type: TypeRef) => {
      if (type.endsWith('!')) throw failure;
      report(failure);
      return null;
    };

    function executeFields(
      typeName: string,
      fields: PlannedField[],
      source: unknown,
      path: Path | undefined,
    ): MaybePromise<Record<string, unknown>> {
      const results: Record<string, unknown> = {};
      let containsPromise = false;
      try {
        for (const field of fields) {
          const result = executeField(typeName, field, source, { prev: path, key: field.key, typename: typeName });
          results[field.key] = result;
          if (isPromise(result)) containsPromise = true;
        }
      } catch (error) {
        // As graphql does: the fields already running settle before the failure goes up.
        if (containsPromise) {
          return promiseForObject(results).finally(() => {
            throw error;
          });
        }
        throw error;
      }
      return containsPromise ? promiseForObject(results) : results;
    }

    function executeFieldsSerially(typeName: string, fields: PlannedField[]): MaybePromise<Record<string, unknown>> {
      const results: Record<string, unknown> = {};
      let done: MaybePromise<Record<string, unknown>> = results;
      for (const field of fields) {
        const run = () => {
          // Unlike graphql, which would go on after a nullable one failed: once the request has failed, no further mutation starts.
          if (failed) return results;
          const result = executeField(typeName, field, undefined, { prev: undefined, key: field.key, typename: typeName });
          if (isPromise(result)) return result.then((resolved) => ((results[field.key] = resolved), results));
          results[field.key] = result;
          return results;
        };
        done = isPromise(done) ? done.then(run) : run();
      }
      return done;
    }

    function executeField(parentTypeName: string, field: PlannedField, source: unknown, path: Path): MaybePromise<unknown> {
      try {
        const result = resolveField(parentTypeName, field, source, path);
        const completed = isPromise(result)
          ? result.then((resolved) => complete(field.type, parentTypeName, field, resolved, path))
          : complete(field.type, parentTypeName, field, result, path);
        if (isPromise(completed)) return completed.then(undefined, (error: unknown) => handleFieldError(located(error, path), field.type));
        return completed;
      } catch (error) {
        return handleFieldError(located(error, path), field.type);
      }
    }

    function resolveField(parentTypeName: string, field: PlannedField, source: unknown, path: Path): unknown {
      if (field.name === '__typename') return parentTypeName;
      const info: ResolveInfo = { fieldName: field.name, path, variableValues };
      const args = argumentsOf(field);
      const resolve = resolvers[parentTypeName]?.[field.name];
      if (resolve) return resolve(source, args, context, info);
      // graphql's default resolver: the source's property, called when it is a method.
      if ((typeof source === 'object' && source !== null) || typeof source === 'function') {
        const property = (source as Record<string, unknown>)[field.name];
        return typeof property === 'function'
          ? (source as Record<string, (...args: unknown[]) => unknown>)[field.name]!(args, context, info)
          : property;
      }
      return undefined;
    }

    /** One item of a list, completed as its own field (its failure is at its index). */
    function completeItem(
      item: unknown,
      itemType: TypeRef,
      parentTypeName: string,
      field: PlannedField,
      itemPath: Path,
    ): MaybePromise<unknown> {
      try {
        const completed = isPromise(item)
          ? item.then((resolved) => complete(itemType, parentTypeName, field, resolved, itemPath))
          : complete(itemType, parentTypeName, field, item, itemPath);
        if (!isPromise(completed)) return completed;
        return completed.then(undefined, (error: unknown) => handleFieldError(located(error, itemPath), itemType));
      } catch (error) {
        return handleFieldError(located(error, itemPath), itemType);
      }
    }

    /** A resolved value shaped by its type: non-null checked, lists item by item, objects by their fields, leaves serialized. */
    function complete(type: TypeRef, parentTypeName: string, field: PlannedField, value: unknown, path: Path): MaybePromise<unknown> {
      if (value instanceof Error) throw value;
      if (type.endsWith('!')) {
        const completed = complete(type.slice(0, -1), parentTypeName, field, value, path);
        if (completed === null) throw new Error(`Cannot return null for non-nullable field ${parentTypeName}.${field.name}.`);
        return completed;
      }
      if (value === null || value === undefined) return null;
      if (type.startsWith('[')) {
        if (!isIterable(value)) throw new Error(`Expected Iterable, but did not find one for field "${parentTypeName}.${field.name}".`);
        const itemType = type.slice(1, -1);
        let containsPromise = false;
        const items: unknown[] = [];
        try {
          for (const item of value) {
            const itemPath: Path = { prev: path, key: items.length, typename: undefined };
            items.push(completeItem(item, itemType, parentTypeName, field, itemPath));
            if (isPromise(items.at(-1))) containsPromise = true;
          }
        } catch (error) {
          // The items already running are dropped (as graphql drops them) but not left to reject unhandled.
          for (const item of items) if (isPromise(item)) item.then(undefined, () => undefined);
          throw error;
        }
        return containsPromise ? Promise.all(items) : items;
      }
      if (field.fields) return executeFields(type, field.fields, value, path);
      const values = schema.enums[type];
      if (values) {
        if (typeof value === 'string' && values.includes(value)) return value;
        throw new Error(`Enum "${type}" cannot represent value: ${JSON.stringify(value)}`);
      }
      const serialized = serializeScalar(type, value);
      if (serialized === undefined) throw new Error(`${type} cannot represent value: ${JSON.stringify(value)}`);
      return serialized;
    }

    return new Promise<Record<string, unknown>>((resolve, rejectRequest) => {
      reject = rejectRequest;
      try {
        const data =
          plan.operation === 'mutation'
            ? executeFieldsSerially('Mutation', plan.fields)
            : executeFields('Query', plan.fields, undefined, undefined);
        if (isPromise(data)) data.then(resolve, report);
        else resolve(data);
      } catch (error) {
        report(error);
      }
    });
  }

  return { execute };
}
