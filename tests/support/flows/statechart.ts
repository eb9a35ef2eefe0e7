import { StateMachine, type AnyStateMachine, type AnyStateNode, type UnknownAction } from 'xstate';

/** One state of a machine as the diagram draws it: a box, with what happens inside it listed under its name. */
export interface ChartState {
  id: string;
  name: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** A region of a parallel state (drawn dashed: all of them are active at once). */
  region: boolean;
  /** The child entered first (compound states). */
  initial: string | undefined;
  /** Lines listed under the name: invoked actors, entry and exit actions, transitions that stay in the state. */
  details: string[];
  children: ChartState[];
}

/** An arrow between two states, labelled with the event and the guard that take it. */
export interface ChartTransition {
  source: string;
  target: string;
  label: string;
}

export interface Chart {
  root: ChartState;
  transitions: ChartTransition[];
}

/** The machines a module exports, by export name. */
export function machinesOf(module: Record<string, unknown>): [string, AnyStateMachine][] {
  return Object.entries(module).filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine);
}

/** Reads the statechart of a machine from its definition (states, transitions, guards, invoked actors). */
export function chartOf(machine: AnyStateMachine): Chart {
  const transitions: ChartTransition[] = [];
  const root = stateOf(machine.root, false, transitions);
  return { root, transitions };
}

function stateOf(node: AnyStateNode, region: boolean, transitions: ChartTransition[]): ChartState {
  const details: string[] = [];
  for (const invoke of node.invoke) details.push(`invoke ${actorName(invoke.src, invoke.id)}`);
  const entry = node.entry.filter(isWritten).map(actionName);
  const exit = node.exit.filter(isWritten).map(actionName);
  if (entry.length) details.push(`entry / ${entry.join(', ')}`);
  if (exit.length) details.push(`exit / ${exit.join(', ')}`);

  const outgoing = [...node.transitions.entries()].flatMap(([descriptor, list]) =>
    list.map((transition) => ({ transition, event: eventName(node, descriptor) })),
  );
  for (const transition of node.always ?? []) outgoing.push({ transition, event: 'always' });
  for (const { transition, event } of outgoing) {
    const label = event + (transition.guard ? ` [${guardName(transition.guard)}]` : '');
    if (!transition.target?.length) {
      // Stays in the state (actions only): listed inside the box instead of a loop arrow.
      const actions = transition.actions.map(actionName).filter(Boolean);
      details.push(`${label}${actions.length ? ` / ${actions.join(', ')}` : ''}`);
      continue;
    }
    for (const target of transition.target) transitions.push({ source: node.id, target: target.id, label });
  }

  const children = Object.values(node.states).map((child) => stateOf(child, node.type === 'parallel', transitions));
  return {
    id: node.id,
    name: node.parent ? node.key : `${node.machine.id}`,
    kind: node.type,
    region,
    initial: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
    details,
    children,
  };
}

/** `xstate.done.actor.0.auth.restoring` reads `done: restoreSession`; delays read `after 300ms`. */
function eventName(node: AnyStateNode, descriptor: string): string {
  const actor = (prefix: string) => {
    const id = descriptor.slice(prefix.length);
    const invoke = node.invoke.find((candidate) => candidate.id === id);
    return invoke ? actorName(invoke.src, invoke.id) : id;
  };
  if (descriptor.startsWith('xstate.done.actor.')) return `done: ${actor('xstate.done.actor.')}`;
  if (descriptor.startsWith('xstate.error.actor.')) return `error: ${actor('xstate.error.actor.')}`;
  if (descriptor.startsWith('xstate.snapshot.')) return `snapshot: ${actor('xstate.snapshot.')}`;
  if (descriptor === `xstate.done.state.${node.id}`) return 'done';
  const delayed = node.after.find((transition) => transition.eventType === descriptor);
  if (delayed)
    return `after ${typeof delayed.delay === 'number' ? `${delayed.delay}ms` : typeof delayed.delay === 'string' ? delayed.delay : 'delay'}`;
  return descriptor;
}

function actorName(src: unknown, id: string): string {
  // An inline actor (not named in setup) has a generated src; its id is all it has.
  return typeof src === 'string' && !src.startsWith('xstate.invoke.') ? src : id;
}

/** A guard by its name in setup; `and`, `or` and `not` spelled out with the guards they combine. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: unknown[] }).guards;
    return combined ? `${guard.name}(${combined.map(guardName).join(', ')})` : guard.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    // Fixed params tell apart the branches that share a guard (`isAction(like)`); computed ones are known only at run time.
    const params = 'params' in guard ? paramsText(guard.params) : '';
    return `${String(guard.type)}${params ? `(${params})` : ''}`;
  }
  return 'inline';
}

function paramsText(params: unknown): string {
  if (['string', 'number', 'boolean'].includes(typeof params)) return String(params);
  if (!params || typeof params !== 'object') return '';
  const values = Object.values(params);
  if (!values.every((value) => ['string', 'number', 'boolean'].includes(typeof value))) return '';
  return values.length === 1
    ? String(values[0])
    : Object.entries(params)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ');
}

/** Not one of the raise and cancel actions xstate adds to a state with `after` transitions (the arrow shows the delay). */
function isWritten(action: UnknownAction): boolean {
  const { id, sendId } = action as { id?: unknown; sendId?: unknown };
  return ![id, sendId].some((value) => typeof value === 'string' && value.startsWith('xstate.after.'));
}

/** An action by its name in setup, or the built-in it is (`assign`, `raise`, `sendTo`...). */
function actionName(action: UnknownAction): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const { type, src } = action as { type?: string; src?: unknown };
    // A spawned child is named by its actor, as an invoked one is.
    if (type === 'xstate.spawnChild') return `spawnChild(${typeof src === 'string' ? src : 'inline'})`;
    return type ? type.replace(/^xstate\./, '') : action.name || 'inline';
  }
  if (!action || typeof action !== 'object' || !('type' in action)) return 'inline';
  // The same built-ins read back from a definition (`{ type: 'xstate.spawnChild', params: { src } }`).
  const { type, params } = action as { type: string; params?: { src?: unknown } };
  if (type === 'xstate.spawnChild') return `spawnChild(${typeof params?.src === 'string' ? params.src : 'inline'})`;
  return type.replace(/^xstate\./, '');
}
