import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, UnknownAction } from 'xstate';

/** JSON as the Stately visualizer reads it. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Config = { [key: string]: Json };

/**
 * A machine's definition as data: the `createMachine` config of its states and transitions, with its actions,
 * guards and actors by their names in setup, which the Stately visualizer and Studio import (`createMachine(…)`).
 * Implementations stay in the code: what a name does, context, inputs and params computed at run time.
 */
export function definitionOf(machine: AnyStateMachine): Config {
  return { id: machine.id, ...stateConfig(machine.root) };
}

function stateConfig(node: AnyStateNode): Config {
  const config: Config = {};
  const written = node.config as { id?: string; initial?: unknown; invoke?: unknown; target?: unknown };
  if (node.parent && written.id) config.id = written.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type;
  if (node.type === 'history') {
    config.history = node.history || 'shallow';
    if (written.target) config.target = [written.target].flat().map(String);
  }
  if (node.type === 'compound' && node.initial.target[0]) config.initial = node.initial.target[0].key;
  if (node.description) config.description = node.description;
  if (node.tags.length) config.tags = [...node.tags];

  const entry = actionsOf(node.config.entry);
  const exit = actionsOf(node.config.exit);
  if (entry.length) config.entry = entry;
  if (exit.length) config.exit = exit;

  const invokes = node.invoke.map((invoke, index) => {
    const declared = [written.invoke].flat()[index] as { id?: string } | undefined;
    if (typeof invoke.src !== 'string') throw new Error(`${node.id}: an inline actor: name it in setup`);
    const entryConfig: Config = { src: invoke.src };
    // An id the code gave names the done/error events; one xstate made up is made up again the same way on import.
    if (declared?.id) entryConfig.id = invoke.id;
    if (typeof invoke.systemId === 'string') entryConfig.systemId = invoke.systemId;
    return { id: invoke.id, config: entryConfig };
  });

  const on: Config = {};
  const after: Config = {};
  const delays = new Map(node.after.map((transition) => [transition.eventType, transition.delay]));
  for (const [descriptor, list] of node.transitions) {
    const transitions = transitionsOf(list);
    const actor = /^xstate\.(done|error)\.actor\.(.+)$|^xstate\.snapshot\.(.+)$/.exec(descriptor);
    // The answer of an actor the state invokes; one of spawned children (`xstate.done.actor.*`) is an event like any.
    const invoke = actor && invokes.find((candidate) => candidate.id === (actor[2] ?? actor[3]));
    if (actor && invoke) {
      invoke.config[actor[1] === 'done' ? 'onDone' : actor[1] === 'error' ? 'onError' : 'onSnapshot'] = transitions;
    } else if (descriptor === `xstate.done.state.${node.id}`) {
      config.onDone = transitions;
    } else if (delays.has(descriptor)) {
      const delay = delays.get(descriptor);
      if (typeof delay !== 'number' && typeof delay !== 'string') throw new Error(`${node.id}: a delay not named in setup`);
      after[String(delay)] = transitions;
    } else {
      on[descriptor] = transitions;
    }
  }
  if (invokes.length) config.invoke = invokes.map((invoke) => invoke.config);
  if (Object.keys(on).length) config.on = on;
  if (Object.keys(after).length) config.after = after;
  if (node.always?.length) config.always = transitionsOf(node.always);

  const states = Object.entries(node.states);
  if (states.length) config.states = Object.fromEntries(states.map(([key, child]) => [key, stateConfig(child)]));
  return config;
}

/** Written as one would by hand: one transition unwrapped, one target as a string. */
function transitionsOf(list: AnyTransitionDefinition[]): Json {
  const written = list.map(transitionConfig);
  return written.length === 1 ? written[0]! : written;
}

function transitionConfig(transition: AnyTransitionDefinition): Config {
  const config: Config = {};
  const targets = transition.target?.map((target) => `#${target.id}`) ?? [];
  if (targets.length) config.target = targets.length === 1 ? targets[0]! : targets;
  if (transition.guard) config.guard = guardOf(transition.guard);
  const actions = actionsOf(transition.actions);
  if (actions.length) config.actions = actions;
  if (transition.reenter) config.reenter = true;
  if (transition.description) config.description = transition.description;
  return config;
}

/** Params fixed in the config; params computed at run time (a function) have no data to show. */
function paramsOf(params: unknown): Json | undefined {
  if (params === undefined || typeof params === 'function') return undefined;
  return JSON.parse(JSON.stringify(params)) as Json;
}

function reference(type: string, params: unknown): Json {
  const fixed = paramsOf(params);
  return fixed === undefined ? type : { type, params: fixed };
}

/** A guard by its name; `not`, `and` and `or` read as they are written (`not(isListOpen)`). */
function guardOf(guard: unknown): Json {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards;
    if (!combined) throw new Error('an inline guard: name it in setup');
    return `${guard.name}(${combined.map((inner) => JSON.stringify(guardOf(inner)).replaceAll('"', '')).join(', ')})`;
  }
  const { type, params } = guard as { type: string; params?: unknown };
  return reference(type, params);
}

/** Actions by their names in setup; xstate's own (assign, raise…) by their type, a spawned child with its actor. */
function actionsOf(actions: unknown): Json[] {
  return ([actions].flat().filter(Boolean) as UnknownAction[]).map((action): Json => {
    if (typeof action === 'string') return action;
    if (typeof action === 'function') {
      const { type, src, id } = action as { type?: string; src?: unknown; id?: unknown };
      if (!type) throw new Error('an inline action: name it in setup');
      if (type === 'xstate.spawnChild' && typeof src === 'string')
        return reference(type, { src, ...(typeof id === 'string' ? { id } : {}) });
      return type;
    }
    const { type, params } = action as { type: string; params?: unknown };
    return reference(type, params);
  });
}
