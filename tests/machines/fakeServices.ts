import { fromCallback, fromPromise, type EventObject } from 'xstate';

/** One run of a fake service: what it was given, and the hands to answer it when the test decides. */
export interface ServiceCall {
  src: string;
  /** The invoke id the machine gave it (`self.id`), which names its done/error events. */
  id: string;
  input: unknown;
  signal: AbortSignal;
  settled: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The calls of fake services, each pending until the test answers it. */
function callLog<const Name extends string>() {
  const calls: ServiceCall[] = [];
  const record = (src: string, id: string, input: unknown, signal: AbortSignal) =>
    new Promise((resolve, reject) => {
      const call: ServiceCall = {
        src,
        id,
        input,
        signal,
        settled: false,
        resolve: (output) => {
          call.settled = true;
          resolve(output);
        },
        reject: (error) => {
          call.settled = true;
          reject(error);
        },
      };
      calls.push(call);
    });

  /** The one unanswered call of `src`; fails the test if there is none or several. */
  const pending = (src: Name): ServiceCall => {
    const open = calls.filter((call) => call.src === src && !call.settled && !call.signal.aborted);
    if (open.length !== 1) throw new Error(`expected one pending ${src} call, found ${open.length}`);
    return open[0]!;
  };
  const callsOf = (src: Name) => calls.filter((call) => call.src === src);

  return {
    record,
    calls,
    pending,
    callsOf,
    /** Answers the pending call of `src` and lets the machine take the answer. */
    async succeed(src: Name, output?: unknown) {
      pending(src).resolve(output);
      await settle();
    },
    async fail(src: Name, error: unknown) {
      pending(src).reject(error);
      await settle();
    },
  };
}

/**
 * Fake `fromPromise` services that answer only when told: each call is recorded with its input and
 * abort signal, and stays pending until `resolve`/`reject` (or the `answer` helpers) settle it.
 */
export function deferredServices<const Name extends string>(names: readonly Name[]) {
  const { record, ...log } = callLog<Name>();
  const make = (src: string) =>
    // `any` in, `any` out: each machine's `provide` checks these against its own actor types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    fromPromise<any, any>(({ input, signal, self }) => record(src, self.id, input, signal));
  const actors = Object.fromEntries(names.map((name) => [name, make(name)])) as Record<Name, ReturnType<typeof make>>;
  return { actors, ...log };
}

/**
 * Fake service functions, as main.tsx hands them to the composition root, that answer only when told: each call is
 * recorded by name with its arguments (one as itself, several as a list) and its abort signal (fresh when none).
 */
export function deferredFunctions<const Name extends string>() {
  const { record, ...log } = callLog<Name>();
  const fn =
    (src: Name) =>
    // `any` in, `any` out: the composition root's service types check these.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (...args: any[]): Promise<any> => {
      const signal = args.find((arg): arg is AbortSignal => arg instanceof AbortSignal) ?? new AbortController().signal;
      // A callback (an upload's progress) is not the input: the call is recorded by what it was asked.
      const plain = args.filter((arg) => arg !== undefined && !(arg instanceof AbortSignal) && typeof arg !== 'function');
      return record(src, src, plain.length === 1 ? plain[0] : plain, signal);
    };
  return { fn, ...log };
}

/**
 * A fake `fromCallback` subscription to something outside (e.g. the REST client's 401 answers): counts
 * the live subscriptions, and `report` sends an event back through every live one, as the edge would.
 */
export function callbackService<E extends EventObject>() {
  const listeners = new Set<(event: E) => void>();
  let started = 0;
  const actor = fromCallback<E>(({ sendBack }) => {
    const listener = (event: E) => sendBack(event);
    listeners.add(listener);
    started += 1;
    return () => listeners.delete(listener);
  });
  return {
    actor,
    /** Subscriptions open now. */
    live: () => listeners.size,
    /** Subscriptions ever opened. */
    started: () => started,
    report(event: E) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

/** Lets promise callbacks (and the events they send) run to the end. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
