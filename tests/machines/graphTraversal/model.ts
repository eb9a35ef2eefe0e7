import { expect } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { ActorLogic, AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { TestModel } from 'xstate/graph';
import { settle, type ServiceCall } from '../fakeServices';

/**
 * Model-based testing of the real machines: the graph is walked on the pure `transition`, actor done/error events as
 * steps with fixture outputs; each path is replayed on a live actor whose services answer when the step says.
 */

/** What a path step stands for, in the words a failing test title should show. */
const labels = new WeakMap<object, string>();

export function labelled<E extends AnyEventObject>(label: string, event: E): E {
  labels.set(event, label);
  return event;
}

export const describeEvent = (event: AnyEventObject) => labels.get(event) ?? event.type;

export function invokeId(machine: AnyStateMachine, stateId: string): string {
  const [invoke] = machine.getStateNodeById(stateId).invoke;
  if (!invoke) throw new Error(`${stateId} invokes nothing`);
  return invoke.id;
}

/** The answers an invoked service may give in the model: `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
export function answers(
  machine: AnyStateMachine,
  stateId: string,
  service: string,
  outcomes: { done?: Record<string, unknown>; error?: Record<string, unknown> },
): AnyEventObject[] {
  const id = invokeId(machine, stateId);
  return [
    ...Object.entries(outcomes.done ?? {}).map(([name, output]) =>
      labelled(`${service} ✓ ${name}`, { type: `xstate.done.actor.${id}`, output, actorId: id }),
    ),
    ...Object.entries(outcomes.error ?? {}).map(([name, error]) =>
      labelled(`${service} ✗ ${name}`, { type: `xstate.error.actor.${id}`, error, actorId: id }),
    ),
  ];
}

/** A child machine invoked by the parent, walked together with it (signup and reset invoke the OTP step). */
export interface ChildModel {
  id: string;
  machine: AnyStateMachine;
  input: (parent: AnyMachineSnapshot) => unknown;
}

export interface ModelOptions {
  child?: ChildModel;
  /** The machine's input, for machines that take one. */
  input?: unknown;
  /** Context a vertex must tell apart because a guard reads it (e.g. the active locale). */
  vertex?: (parent: AnyMachineSnapshot) => unknown;
}

/** The model's state: the parent's snapshot and, while it is invoked, the child's. */
export interface ModelSnapshot {
  status: 'active';
  output: undefined;
  error: undefined;
  parent: AnyMachineSnapshot;
  child: AnyMachineSnapshot | null;
  /** The event that led here, for the graph only (two transitions in a row make a vertex). */
  via: string | null;
  /** The child's final snapshot when this step ended it (the parent has already taken its output). */
  finished: AnyMachineSnapshot | null;
}

type MachineScope = Parameters<AnyStateMachine['transition']>[2];

const routesToChild = (state: ModelSnapshot, event: AnyEventObject) => !!state.child && state.child.can(event);

/** The parent machine and its child as one logic, as the runtime runs them: the child's output ends its invoke. */
export function modelLogic(machine: AnyStateMachine, { child, input }: ModelOptions = {}): ActorLogic<ModelSnapshot, AnyEventObject> {
  const withChild = (scope: MachineScope, parent: AnyMachineSnapshot, before?: ModelSnapshot, event?: AnyEventObject): ModelSnapshot => {
    const ref = child ? (parent.children[child.id] as AnyActorRef | undefined) : undefined;
    // The same child actor still runs: keep its state; a new one (state re-entered) starts over.
    const kept = before && ref && before.parent.children[child!.id] === ref ? before.child : null;
    return {
      status: 'active',
      output: undefined,
      error: undefined,
      parent,
      child: kept ?? (ref ? child!.machine.getInitialSnapshot(scope, child!.input(parent)) : null),
      via: event ? describeEvent(event) : null,
      finished: null,
    };
  };
  // The machines run inside the model's scope, as children run inside their parent's system.
  const asMachineScope = (scope: unknown) => scope as MachineScope;
  return {
    getInitialSnapshot: (modelScope) => {
      const scope = asMachineScope(modelScope);
      return withChild(scope, machine.getInitialSnapshot(scope, input));
    },
    transition: (state, event, modelScope) => {
      const scope = asMachineScope(modelScope);
      if (child && state.child && routesToChild(state, event)) {
        const next = child.machine.transition(state.child, event, scope);
        if (next.status !== 'done') return { ...state, child: next, via: describeEvent(event), finished: null };
        const done = { type: `xstate.done.actor.${child.id}`, output: next.output, actorId: child.id };
        return { ...withChild(scope, machine.transition(state.parent, done, scope), state, event), finished: next };
      }
      return withChild(scope, machine.transition(state.parent, event, scope), state, event);
    },
    getPersistedSnapshot: (state) => state,
  };
}

const view = (snapshot: AnyMachineSnapshot) => ({ status: snapshot.status, value: snapshot.value, context: snapshot.context });

export interface ModelPath {
  title: string;
  /** The events after `xstate.init`, fixtures included. */
  events: AnyEventObject[];
  /** Where the graph says each step lands (the init step first). */
  places: string[];
}

/**
 * Every path of the model: all simple paths, and a shortest path through every pair of consecutive transitions,
 * prefixes left out. Contexts stay out of the vertices (the graph would be infinite); `replay` recomputes them.
 */
export function modelPaths(machine: AnyStateMachine, events: readonly AnyEventObject[], options: ModelOptions = {}): ModelPath[] {
  const place = (state: ModelSnapshot) =>
    JSON.stringify([state.parent.value, state.child?.value ?? null, options.vertex?.(state.parent) ?? null]);
  // A vertex per state: simple paths.
  const byPlace = (state: ModelSnapshot) => place(state);
  // A vertex per two transitions in a row ((event, state), event, state): shortest paths take each pair.
  const byTransitionPair = (state: ModelSnapshot, event: AnyEventObject | undefined, before?: ModelSnapshot) =>
    JSON.stringify([before?.via ?? null, before ? place(before) : null, event ? describeEvent(event) : null, place(state)]);
  const model = (serializeState: (state: ModelSnapshot, event: AnyEventObject | undefined, before?: ModelSnapshot) => string) =>
    new TestModel(modelLogic(machine, options), {
      events: (state: ModelSnapshot) => events.filter((event) => routesToChild(state, event) || state.parent.can(event)),
      serializeState,
      logger: { log: () => {}, error: () => {} },
    });
  const found = [
    ...model(byPlace).getSimplePaths({ allowDuplicatePaths: true }),
    ...model(byTransitionPair).getShortestPaths({ allowDuplicatePaths: true }),
  ].map((path) => ({
    events: path.steps.slice(1).map((step) => step.event),
    places: path.steps.map((step) => place(step.state)),
  }));
  found.sort((a, b) => b.events.length - a.events.length);
  const kept: Array<{ events: AnyEventObject[]; places: string[]; labels: string[] }> = [];
  for (const path of found) {
    const labels = path.events.map(describeEvent);
    if (!kept.some((longer) => labels.every((label, i) => longer.labels[i] === label))) kept.push({ ...path, labels });
  }
  return kept.map(({ events: pathEvents, places, labels }, index) => ({
    events: pathEvents,
    places,
    title: `path ${index + 1}: ${['init', ...labels].join(' → ')} ⇒ ${describePlace(places[places.length - 1]!, options.child)}`,
  }));
}

function describePlace(place: string, child?: ChildModel): string {
  const [parent, childValue, vertex] = JSON.parse(place) as [unknown, unknown, unknown];
  const text = (value: unknown) => JSON.stringify(value).replaceAll('"', '');
  return `${text(parent)}${childValue ? ` / ${child?.id} ${text(childValue)}` : ''}${vertex === null ? '' : ` (${text(vertex)})`}`;
}

/** The model's exact snapshots along a path (init first), computed with the pure `transition`. */
export function statesAlong(machine: AnyStateMachine, path: ModelPath, options: ModelOptions = {}): ModelSnapshot[] {
  const logic = modelLogic(machine, options);
  const [initial] = initialTransition(logic);
  const states = [initial];
  for (const event of path.events) states.push(transition(logic, states[states.length - 1]!, event)[0]);
  return states;
}

/** Every state node id of a machine, the root's included. */
export function stateIds(node: AnyStateNode): string[] {
  return [node.id, ...Object.values(node.states).flatMap((child) => stateIds(child))];
}

/** The state node ids a model snapshot is in (parent and child, the child's final state as it ends). */
export function activeIds(state: ModelSnapshot): string[] {
  const ids = (snapshot: AnyMachineSnapshot | null) => snapshot?._nodes.map((node: AnyStateNode) => node.id) ?? [];
  return [...ids(state.parent), ...ids(state.child), ...ids(state.finished)];
}

/** What a state means, checked on the live actor after every step that leaves the state active. */
export type StateAssertion = (snapshot: AnyMachineSnapshot, open: (src: string) => ServiceCall[]) => void;

/** One assertion per state node of the machine (its root included): `replay` refuses a suite that leaves one out. */
export type StateAssertions = Record<string, StateAssertion>;

/** The live system a path is replayed on. */
export interface Replay {
  actor: { getSnapshot(): AnyMachineSnapshot; send(event: AnyEventObject): void };
  calls: ServiceCall[];
  /** What every state of the machine means; each active state's assertion runs after every step. */
  states: StateAssertions;
  /** Checks made after every step besides the state, e.g. effect spies; `step` events have been taken. */
  afterStep?: (step: number) => void;
  /** Delivers a user-level event the way the edge does (e.g. through a callback actor); false: send it to the actor. */
  deliver?: (event: AnyEventObject) => boolean;
}

/**
 * Replays a path on a live actor and asserts, after every step, that it is exactly where the model is
 * (state value, context and status of the machine and of its child) and that only live services run.
 */
export async function replay(machine: AnyStateMachine, path: ModelPath, start: () => Replay, options: ModelOptions = {}): Promise<void> {
  const expected = statesAlong(machine, path, options);
  const system = start();
  expect(Object.keys(system.states).sort(), 'an assertion for every state, and only for states').toEqual(stateIds(machine.root).sort());
  // Calls still running: not answered, not aborted.
  const open = (src: string) => system.calls.filter((call) => call.src === src && !call.settled && !call.signal.aborted);
  for (const [index, state] of expected.entries()) {
    const event = index === 0 ? undefined : path.events[index - 1]!;
    const step = event ? `step ${index} (${describeEvent(event)})` : 'step 0 (init)';
    if (event) await dispatch(system, event, expected[index - 1]!, options.child);
    await settle();
    expect(JSON.stringify([state.parent.value, state.child?.value ?? null]), `${step}: the model agrees with its graph`).toBe(
      JSON.stringify(JSON.parse(path.places[index]!).slice(0, 2)),
    );
    expectSameState(system, state, step, options.child);
    const snapshot = system.actor.getSnapshot();
    for (const node of snapshot._nodes as AnyStateNode[]) {
      try {
        system.states[node.id]!(snapshot, open);
      } catch (error) {
        throw new Error(`${step}: in ${node.id}: ${(error as Error).message}`, { cause: error });
      }
    }
    system.afterStep?.(index);
  }
}

async function dispatch(system: Replay, event: AnyEventObject, before: ModelSnapshot, child?: { id: string }) {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const [, kind, id] = answer;
    const open = system.calls.filter((call) => call.id === id && !call.settled && !call.signal.aborted);
    expect(open, `one running service ${id}`).toHaveLength(1);
    if (kind === 'done') open[0]!.resolve((event as { output?: unknown }).output);
    else open[0]!.reject((event as { error?: unknown }).error);
    return;
  }
  if (child && routesToChild(before, event)) {
    const ref = system.actor.getSnapshot().children[child.id] as AnyActorRef | undefined;
    expect(ref, `child ${child.id} is running`).toBeDefined();
    ref!.send(event);
    return;
  }
  if (system.deliver?.(event)) return;
  system.actor.send(event);
}

function expectSameState(system: Replay, expected: ModelSnapshot, at: string, child?: { id: string }) {
  const snapshot = system.actor.getSnapshot();
  expect(view(snapshot), at).toEqual(view(expected.parent));
  const ref = child ? (snapshot.children[child.id] as AnyActorRef | undefined) : undefined;
  const childSnapshot = ref?.getSnapshot() as AnyMachineSnapshot | undefined;
  expect(childSnapshot ? view(childSnapshot) : null, `${at}: child`).toEqual(expected.child ? view(expected.child) : null);

  // A service runs exactly while the state that invoked it is active; leaving that state aborts its signal.
  const running = new Set([...Object.keys(snapshot.children), ...Object.keys(childSnapshot?.children ?? {})]);
  // A state entered again invokes under the same id: only the latest call of an id can be the running one.
  const latest = new Map(system.calls.map((call) => [call.id, call]));
  for (const call of system.calls) {
    expect(call.signal, `${at}: ${call.src} gets an AbortSignal`).toBeInstanceOf(AbortSignal);
    if (!call.settled) {
      expect(call.signal.aborted, `${at}: ${call.src} (${call.id}) aborted once left`).toBe(
        !(running.has(call.id) && latest.get(call.id) === call),
      );
    }
  }
}

/** The state nodes (the machine's and its child's) that no path of the models reaches; a suite wants none. */
export function unreachedStates(machine: AnyStateMachine, models: Array<{ paths: ModelPath[]; options?: ModelOptions }>): string[] {
  const reached = new Set(
    models.flatMap(({ paths, options = {} }) => paths.flatMap((path) => statesAlong(machine, path, options).flatMap(activeIds))),
  );
  const child = models.find(({ options }) => options?.child)?.options?.child;
  return [...stateIds(machine.root), ...(child ? stateIds(child.machine.root) : [])].filter((id) => !reached.has(id));
}
