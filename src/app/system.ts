import type { AnyActorRef, InputFrom } from 'xstate';
import { OnDemand } from './area';
import type { ScreenEntries, ScreenName, Screens, SystemActors } from './areas';

/** The input a screen's hook gives: the long-lived actors the screen names in its input are added by the app. */
export type ScreenInput<K extends ScreenName> = Omit<InputFrom<Screens[K]>, keyof SystemActors>;

/** A long-lived actor of the running app, typed by its systemId. */
export const systemActor = <K extends keyof SystemActors>(root: AnyActorRef, systemId: K) => root.system.get(systemId as string) as SystemActors[K];

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
