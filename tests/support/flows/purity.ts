import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * What a machine's config uses without naming it in setup: inline actions, guards and invoked actors, and names
 * setup does not have. A machine that names them all is pure data, as its exported definition shows it.
 */
export function unnamedParts(machine: AnyStateMachine): string[] {
  const { actions, guards, actors } = machine.implementations as Record<'actions' | 'guards' | 'actors', Record<string, unknown>>;
  const found: string[] = [];
  const visit = (node: AnyStateNode) => {
    const action = (where: string, item: unknown) => {
      if (typeof item === 'function') {
        const { type, src } = item as { type?: string; src?: unknown };
        // xstate's spawnChild of an actor named in setup is data too; any other built-in here carries its own code.
        if (type === 'xstate.spawnChild' && typeof src === 'string') {
          if (!(src in actors)) found.push(`${where}: spawns ${src}, not in setup`);
        } else found.push(`${where}: an inline action${type ? ` (${type.replace(/^xstate\./, '')})` : ''}`);
        return;
      }
      const type = typeof item === 'string' ? item : (item as { type: string }).type;
      if (!(type in actions)) found.push(`${where}: action ${type}, not in setup`);
    };
    const guard = (where: string, item: unknown) => {
      if (typeof item === 'function') {
        // `not`, `and` and `or` combine named guards.
        const combined = (item as { guards?: unknown[] }).guards;
        if (combined) for (const inner of combined) guard(where, inner);
        else found.push(`${where}: an inline guard`);
        return;
      }
      const type = typeof item === 'string' ? item : (item as { type: string }).type;
      if (!(type in guards)) found.push(`${where}: guard ${type}, not in setup`);
    };
    for (const key of ['entry', 'exit'] as const) {
      for (const item of [node.config[key]].flat().filter(Boolean)) action(`${node.id} ${key}`, item);
    }
    const transitions = [...[...node.transitions.entries()].flatMap(([event, list]) => list.map((t) => [event, t] as const))];
    for (const transition of node.always ?? []) transitions.push(['always', transition]);
    for (const [event, transition] of transitions) {
      for (const item of transition.actions) action(`${node.id} on ${event}`, item);
      if (transition.guard) guard(`${node.id} on ${event}`, transition.guard);
    }
    for (const invoke of node.invoke) {
      // xstate names an inline actor `xstate.invoke.…`; a named one keeps its name.
      const src = typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.') ? invoke.src : null;
      if (!src || !(src in actors)) found.push(`${node.id}: invokes ${src ?? 'an inline actor'}, not in setup`);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}
