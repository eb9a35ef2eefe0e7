import type { AnyActorLogic, InputFrom } from 'xstate';

/** A long-lived actor of an area: spawned once under the app root, registered under its key as systemId. */
export interface LongLived<TLogic extends AnyActorLogic = AnyActorLogic> {
  logic: TLogic;
  input?: InputFrom<TLogic>;
}

export const longLived = <TLogic extends AnyActorLogic>(logic: TLogic, input?: InputFrom<TLogic>): LongLived<TLogic> => ({ logic, input });

/**
 * What an area gives the app: its machines provided with its services, as long-lived actors (by systemId)
 * and screen-scoped logic (by name, started by a screen's hook with the long-lived actors it names in its input).
 */
export interface Area {
  actors: Record<string, LongLived>;
  screens: Record<string, AnyActorLogic>;
}

/** An invoked service that honours the abort signal of the state that invoked it. */
export const withSignal =
  <I, O>(call: (input: I, signal: AbortSignal) => Promise<O>) =>
  ({ input, signal }: { input: I; signal: AbortSignal }) =>
    call(input, signal);
