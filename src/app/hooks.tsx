import { useActorRef } from '@xstate/react';
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { OnDemand } from './area';
import type { ScreenEntries, ScreenName, Screens, SystemActors } from './areas';
import type { App } from './root';
import { screenStart, systemActor, type ScreenInput } from './system';

interface RunningApp {
  root: AnyActorRef;
  screens: ScreenEntries;
}

const Running = createContext<RunningApp | null>(null);

/** Starts the app root (and so every long-lived actor) and gives the views its hooks. */
export function AppProvider({ app, children }: { app: App; children: ReactNode }) {
  const root = useActorRef(app.root);
  const running = useMemo(() => ({ root, screens: app.screens }), [root, app.screens]);
  return <Running.Provider value={running}>{children}</Running.Provider>;
}

function useRunningApp() {
  const app = useContext(Running);
  if (!app) throw new Error('AppProvider is missing');
  return app;
}

/** A long-lived actor by its systemId. */
export const useSystemActor = <K extends keyof SystemActors>(systemId: K): SystemActors[K] => systemActor(useRunningApp().root, systemId);

/** The loader's promise, marked fulfilled as React marks the promises it has seen once the code is in, so `use` reads it at once. */
function loading(entry: OnDemand): Promise<unknown> {
  const promise = entry.load();
  if (entry.loaded !== undefined) Object.assign(promise, { status: 'fulfilled', value: entry.loaded });
  return promise;
}

/**
 * A screen-scoped actor, started with the screen and stopped when it leaves. The first screen to start an
 * on-demand one waits (suspends, inside the screen's own Suspense boundary) while its machine's code loads.
 */
export function useScreenActor<K extends ScreenName>(name: K, input: ScreenInput<K>): ActorRefFrom<Screens[K]> {
  const app = useRunningApp();
  const { logic, input: full } = screenStart(app, name, input);
  const entry: unknown = app.screens[name];
  // An on-demand screen always reads its logic through `use` (the loader's one promise): a render React replays
  // once the code has arrived must call the same hooks as the attempt that suspended, or React throws (#467).
  const started = entry instanceof OnDemand ? (use(loading(entry)) as Screens[K]) : (logic as Screens[K]);
  return useActorRef(started, { input: full }) as ActorRefFrom<Screens[K]>;
}
