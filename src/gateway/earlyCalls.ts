import type { DataOf, InputOf } from '../../contract/endpoint';
import type { CallableEndpoint, EntryOf } from '../../contract/endpoints';
import type { Answer, CallOptions, RestClient } from './rest';

/** How long an answer started early waits for its caller; past it the caller's call goes out afresh (the data may have changed). */
export const EARLY_ANSWER_TTL_MS = 10_000;

export interface EarlyCalls extends RestClient {
  /**
   * Starts a read before its caller asks (the page knows what its first screen reads before the code that asks
   * for it has loaded): the first `call` of the same endpoint with the same input, within EARLY_ANSWER_TTL_MS,
   * takes this answer, in flight or arrived, instead of asking again. Returns the answer.
   */
  startEarly<C extends CallableEndpoint>(endpoint: C, input: InputOf<EntryOf<C>>): Promise<Answer<DataOf<EntryOf<C>>>>;
}

const keyOf = (endpoint: CallableEndpoint, input: unknown) => `${endpoint.method} ${endpoint.path} ${JSON.stringify(input)}`;

/** The answer, or the caller's abort first: the early request itself goes on (nobody else is waiting on it). */
function unlessAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** `rest` with reads that may start early; every other call goes through unchanged. */
export function withEarlyCalls(rest: RestClient, now: () => number = Date.now): EarlyCalls {
  const early = new Map<string, { answer: Promise<Answer<unknown>>; startedAt: number }>();
  return {
    startEarly(endpoint, input) {
      const answer = rest.call(endpoint, input);
      // The caller sees a failure when it takes the answer; until then it is not unhandled.
      answer.catch(() => undefined);
      early.set(keyOf(endpoint, input), { answer, startedAt: now() });
      return answer;
    },
    call<C extends CallableEndpoint>(endpoint: C, input: InputOf<EntryOf<C>>, options: CallOptions = {}) {
      const key = keyOf(endpoint, input);
      const started = early.get(key);
      // Taken once: a later call of the same page (a refresh) asks the server again.
      early.delete(key);
      if (started && !options.idempotencyKey && now() - started.startedAt <= EARLY_ANSWER_TTL_MS) {
        return unlessAborted(started.answer as Promise<Answer<DataOf<EntryOf<C>>>>, options.signal);
      }
      return rest.call(endpoint, input, options);
    },
  };
}
