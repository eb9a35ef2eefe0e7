import { fromCallback, fromPromise, type ActorRefFrom, type AnyActorLogic, type EventObject, type InputFrom } from 'xstate';
import { runOperation, type Gateway, type OperationName, type OperationResult, type OperationVariables } from '../../services/gatewayError';

/**
 * A long-lived actor of an area: spawned once under the app root, registered under its key as systemId. Its
 * logic is there from the start (spawned with the app), or its code loads on demand (spawned once started:
 * see `longLivedOnDemand`).
 */
export interface LongLived<TLogic extends AnyActorLogic = AnyActorLogic> {
  logic: TLogic | OnDemand<TLogic>;
  input?: InputFrom<TLogic>;
  /** On demand, and started anyway once the first screen has settled (what the header's badges read). */
  afterFirstScreen?: boolean;
}

/**
 * An event for a long-lived actor that may not run yet (declared on demand), sent to the app root, which starts
 * the actor if it has not (its code loads) and then hands it the event: what an action implemented at the edge
 * sends (`sendParent(deliver('signup', event))`) where the machine would send to the system.
 */
export interface Delivery {
  type: 'app.deliver';
  systemId: string;
  event: EventObject;
}

// The systemId is a plain string: typed by the area table, it would make an area's type depend on itself.
export const deliver = <TEvent extends EventObject>(systemId: string, event: TEvent): Delivery => ({
  type: 'app.deliver',
  systemId,
  event,
});

export const longLived = <TLogic extends AnyActorLogic>(logic: TLogic, input?: InputFrom<TLogic>): LongLived<TLogic> => ({ logic, input });

/**
 * A long-lived actor that no machine reaches through the system (only views, and screens through their input),
 * whose code loads on demand: the first view that needs it starts it (and waits for it). One `afterFirstScreen`
 * (the badges' counts) the app also starts once the first screen has settled; what reads it without waiting shows
 * nothing until then. A root created after its code has loaded spawns it at start, as the others.
 */
export const longLivedOnDemand = <TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  { input, afterFirstScreen = false }: { input?: InputFrom<TLogic>; afterFirstScreen?: boolean } = {},
): LongLived<TLogic> => ({ logic: new OnDemand(load), input, afterFirstScreen });

/** A promise as React's `use` reads one: marked `fulfilled` with its `value` once it is. */
export type Usable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * `promise`, marked once fulfilled as React's `use` reads a promise (`status`, `value`), so a view rendered after
 * that does not suspend; `onFailure` runs when it fails (to forget it, so the next asker tries again).
 */
export function usable<T>(promise: Promise<T>, onFailure: () => void): Usable<T> {
  promise.then((value) => void Object.assign(promise, { status: 'fulfilled', value }), onFailure);
  return promise;
}

/**
 * Screen-scoped logic whose machine's code loads the first time a screen starts it, not with the app: for
 * the screens the person opens (a composer, a comment thread), so the first load carries none of it.
 */
export class OnDemand<TLogic extends AnyActorLogic = AnyActorLogic> {
  #loading: Promise<TLogic> | undefined;

  private readonly loader: () => Promise<TLogic>;

  constructor(loader: () => Promise<TLogic>) {
    this.loader = loader;
  }

  /**
   * Loads the code once; a load that failed (offline) is tried again the next time. The promise, once
   * fulfilled, says so as React's `use` reads a promise (`status`, `value`), so a screen started after the
   * code is in does not wait at all.
   */
  load(): Promise<TLogic> {
    return (this.#loading ??= usable(this.loader(), () => (this.#loading = undefined)));
  }

  /** The logic once its code has loaded, else undefined. */
  get loaded(): TLogic | undefined {
    const loading = this.#loading as Usable<TLogic> | undefined;
    return loading?.status === 'fulfilled' ? loading.value : undefined;
  }
}

export const onDemand = <TLogic extends AnyActorLogic>(load: () => Promise<TLogic>) => new OnDemand(load);

/**
 * Starts loading machines' code as the view that needs them loads (a screen, a modal), so both arrive together; a
 * load that fails here is tried again when the screen starts its logic.
 */
export const preload =
  (...loads: Array<() => Promise<unknown>>) =>
  (): void =>
    void Promise.all(loads.map((load) => load())).catch(() => undefined);

/** A screen's logic, or the logic it loads when the area declares it on demand. */
export type LogicOf<S> = S extends OnDemand<infer TLogic> ? TLogic : S;

/**
 * What an area gives the app: its machines provided with its services, as long-lived actors (by systemId)
 * and screen-scoped logic (by name, started by a screen's hook with the long-lived actors it names in its input).
 */
export interface Area {
  actors: Record<string, LongLived>;
  screens: Record<string, AnyActorLogic | OnDemand>;
}

/**
 * Where root/areas.ts registers the list of areas (declaration merging), so the root's hooks and system are typed by
 * the areas without importing them: an area file imports the root, the root never imports an area file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by root/areas.ts
export interface Register {}

type AreaList = Register extends { areas: infer List extends ReadonlyArray<(...services: never) => Area> } ? List : never;
type Built = ReturnType<AreaList[number]>;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

type LongLivedActors = UnionToIntersection<Built['actors']>;
/** The long-lived actors by systemId, as `system.get` answers them. */
export type SystemActors = { [K in keyof LongLivedActors]: LongLivedActors[K] extends LongLived<infer L> ? ActorRefFrom<L> : never };
export type SystemId = keyof SystemActors & string;

/** The screen-scoped logic by name as the areas declare it (some on demand), each started by a screen's hook. */
export type ScreenEntries = UnionToIntersection<Built['screens']>;
/** The logic each screen starts. */
export type Screens = { [K in keyof ScreenEntries]: LogicOf<ScreenEntries[K]> };
export type ScreenName = keyof ScreenEntries & string;

/** An invoked service that honours the abort signal of the state that invoked it. */
export const withSignal =
  <I, O>(call: (input: I, signal: AbortSignal) => Promise<O>) =>
  ({ input, signal }: { input: I; signal: AbortSignal }) =>
    call(input, signal);

/**
 * One gateway operation as an invoked service: the actor's input as the operation's variables (or read into them
 * by `variables`), its answer read by `answer`; a failure rejects as GatewayError, and the state's abort aborts it.
 * The actor's types are the machine's (inferred from where it is provided); `answer` and `variables` are checked against them.
 */
export const operation = <Name extends OperationName, TOutput, TInput = OperationVariables<Name>>(
  gateway: Gateway,
  name: Name,
  answer: (result: OperationResult<Name>) => NoInfer<TOutput>,
  variables: (input: NoInfer<TInput>) => OperationVariables<Name> = (input) => input as OperationVariables<Name>,
) => fromPromise<TOutput, TInput>(async ({ input, signal }) => answer(await runOperation(gateway, name, variables(input), signal)));

/**
 * A service's socket pushes as events of the actor that invoked it: each item as `received(item)`, and each
 * (re)connection as `connected`, on which a store reads back what arrived while the socket was away.
 */
export const socketPushes = <TEvent extends EventObject, TItem>(
  source: { listen(onItem: (item: TItem) => void, onConnected: () => void): () => void },
  received: (item: TItem) => TEvent,
  connected: TEvent,
) =>
  fromCallback<TEvent>(({ sendBack }) =>
    source.listen(
      (item) => sendBack(received(item)),
      () => sendBack(connected),
    ),
  );
