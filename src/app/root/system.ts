import type { AnyActorRef, InputFrom } from 'xstate';
import { OnDemand, usable, type LongLived, type ScreenEntries, type ScreenName, type Screens, type SystemActors } from './area';

/** The input a screen's hook gives: the long-lived actors the screen names in its input are added by the app. */
export type ScreenInput<K extends ScreenName> = Omit<InputFrom<Screens[K]>, keyof SystemActors>;

/** A long-lived actor of the running app, typed by its systemId. */
export const systemActor = <K extends keyof SystemActors>(root: AnyActorRef, systemId: K) =>
  root.system.get(systemId as string) as SystemActors[K];

/**
 * What a screen's hook starts: the area's logic for `name` (a promise of it for an on-demand screen), its input completed with the app's long-lived actors (by systemId), so the screen reaches the
 * toasts and the stores through its input, never through glue.
 */
export function screenStart<K extends ScreenName>(app: { root: AnyActorRef; screens: ScreenEntries }, name: K, input: ScreenInput<K>) {
  const longLived = app.root.getSnapshot().children as Record<string, AnyActorRef>;
  const entry: unknown = app.screens[name];
  const logic = entry instanceof OnDemand ? entry.load() : entry;
  return { logic: logic as Screens[K] | Promise<Screens[K]>, input: { ...longLived, ...input } as InputFrom<Screens[K]> };
}

// Per running root: each on-demand long-lived actor's start, once asked for.
const starts = new WeakMap<AnyActorRef, Map<string, Promise<AnyActorRef>>>();

/**
 * Starts a long-lived actor declared on demand: its code loads, then the root spawns it under its systemId. Asked
 * again, it answers the same promise (a failed load is tried again next time); fulfilled, the promise says so as
 * React's `use` reads it (`status`, `value`), so a view rendered after the start does not wait. One the root
 * spawned at start answers at once.
 */
export function startLongLived(app: { root: AnyActorRef; longLived: Record<string, LongLived> }, systemId: string): Promise<AnyActorRef> {
  const { root } = app;
  let started = starts.get(root);
  if (!started) starts.set(root, (started = new Map()));
  const known = started.get(systemId);
  if (known) return known;
  const running = root.system.get(systemId) as AnyActorRef | undefined;
  if (running) {
    // Spawned at start (its code was in): kept, so a view that reads it on every render gets one answer.
    const ready = Object.assign(Promise.resolve(running), { status: 'fulfilled' as const, value: running });
    started.set(systemId, ready);
    return ready;
  }
  const entry = app.longLived[systemId];
  const logic = entry?.logic instanceof OnDemand ? entry.logic.load() : Promise.resolve(entry?.logic);
  const starting = usable(
    logic.then((loaded) => {
      if (!loaded) throw new Error(`no long-lived actor '${systemId}'`);
      root.send({ type: 'app.start', systemId, logic: loaded });
      return spawned(root, systemId);
    }),
    () => started.delete(systemId),
  );
  started.set(systemId, starting);
  return starting;
}

/** The actor under `systemId` once the root has spawned it (at once if it has; a root not started yet spawns it when it starts). */
function spawned(root: AnyActorRef, systemId: string): Promise<AnyActorRef> {
  return new Promise((resolve) => {
    const found = root.system.get(systemId) as AnyActorRef | undefined;
    if (found) return resolve(found);
    const subscription = root.subscribe(() => {
      const actor = root.system.get(systemId) as AnyActorRef | undefined;
      if (!actor) return;
      subscription.unsubscribe();
      resolve(actor);
    });
  });
}
