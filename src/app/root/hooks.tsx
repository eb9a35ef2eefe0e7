import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, AnyActorRef, EventFrom } from 'xstate';
import { newAttemptSeed } from '../../machines/money';
import {
  deliver,
  OnDemand,
  type LongLived,
  type ScreenEntries,
  type ScreenName,
  type Screens,
  type SystemActors,
  type SystemId,
} from './area';
import { screenStart, startLongLived, systemActor, type ScreenInput } from './system';

/** What watches every actor the app starts (Stately's inspector under `?inspect` in development). */
export type Inspect = ActorOptions<AnyActorLogic>['inspect'];

/** What createApp (root/app.ts) answers, as the provider takes it. */
export interface App {
  root: AnyActorLogic;
  longLived: Record<string, LongLived>;
  screens: ScreenEntries;
}

interface RunningApp {
  root: AnyActorRef;
  longLived: Record<string, LongLived>;
  screens: ScreenEntries;
  inspect: Inspect;
}

const Running = createContext<RunningApp | null>(null);

/** Starts the app root (and so every long-lived actor) and gives the views its hooks; `inspect` watches both. */
export function AppProvider({ app, inspect, children }: { app: App; inspect?: Inspect; children: ReactNode }) {
  const root = useActorRef(app.root, { inspect });
  const running = useMemo(
    () => ({ root, longLived: app.longLived, screens: app.screens, inspect }),
    [root, app.longLived, app.screens, inspect],
  );
  return <Running.Provider value={running}>{children}</Running.Provider>;
}

function useRunningApp() {
  const app = useContext(Running);
  if (!app) throw new Error('AppProvider is missing');
  return app;
}

/**
 * A long-lived actor by its systemId. One declared on demand is started if it has not been: the view waits
 * (suspends, inside the screen's own Suspense boundary) while its code loads.
 */
export function useSystemActor<K extends keyof SystemActors>(systemId: K): SystemActors[K] {
  const app = useRunningApp();
  if (!(app.longLived[systemId]?.logic instanceof OnDemand)) return systemActor(app.root, systemId);
  // Always through use(), even once it runs (a started actor's promise answers at once): the render React replays
  // once the code has arrived must call use() where the suspended one did, or its later hooks fail (React #467).
  return use(startLongLived(app, systemId)) as SystemActors[K];
}

/**
 * A long-lived actor declared on demand once it runs, undefined before: for what shows without waiting for it
 * (the header's badges), drawn again when it starts.
 */
export function useStartedSystemActor<K extends keyof SystemActors>(systemId: K): SystemActors[K] | undefined {
  const { root } = useRunningApp();
  return useSelector(root, (snapshot) => (snapshot.children as Record<string, AnyActorRef | undefined>)[systemId]) as
    SystemActors[K] | undefined;
}

/**
 * A long-lived actor as a view that only sends to it sees it: its `send` goes through the root, which hands the
 * event over at once when the actor runs, and otherwise starts it (its code loads) and hands it over then. The view
 * draws without waiting for the actor's code.
 */
export function useDelivery<K extends SystemId>(systemId: K) {
  const { root } = useRunningApp();
  return useMemo(() => ({ send: (event: EventFrom<SystemActors[K]>) => root.send(deliver(systemId, event)) }), [root, systemId]);
}

/** Starts the long-lived actors declared on demand `afterFirstScreen` once `due` (the first screen has settled). */
export function useStartLongLived(due: boolean) {
  const app = useRunningApp();
  useEffect(() => {
    if (!due) return;
    for (const [systemId, actor] of Object.entries(app.longLived)) {
      // A failed load (offline) is tried again by the next view that needs the actor.
      if (actor.afterFirstScreen) startLongLived(app, systemId).catch(() => undefined);
    }
  }, [due, app]);
}

/**
 * Starts loading an on-demand screen's logic (its machine's and its service's code) as the view that will start it
 * is drawn, so the two arrive together instead of one after the other; a failed load is tried again by the screen.
 */
export function usePreloadScreen(name: ScreenName) {
  const app = useRunningApp();
  useEffect(() => {
    const entry: unknown = app.screens[name];
    if (entry instanceof OnDemand) entry.load().catch(() => undefined);
  }, [app, name]);
}

/** A random seed per opened screen: its paid attempts' keys (and a thread's client ids) are the seed and a number. */
export const useAttemptSeed = () => useState(newAttemptSeed)[0];

/**
 * A screen-scoped actor, started with the screen and stopped when it leaves. The first screen to start an
 * on-demand one waits (suspends, inside the screen's own Suspense boundary) while its machine's code loads.
 */
export function useScreenActor<K extends ScreenName>(name: K, input: ScreenInput<K>): ActorRefFrom<Screens[K]> {
  const app = useRunningApp();
  const entry: unknown = app.screens[name];
  const { logic, input: full } = screenStart(app, name, input);
  // An on-demand screen always reads its logic through use() (a loaded one answers at once: OnDemand.load marks its
  // promise fulfilled): the render React replays once the code has arrived must call use() where the suspended one did.
  const started = entry instanceof OnDemand ? (use(entry.load()) as Screens[K]) : (logic as Screens[K]);
  return useActorRef(started, { input: full, inspect: app.inspect }) as ActorRefFrom<Screens[K]>;
}
