import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
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

/**
 * A screen-scoped actor, started with the screen and stopped when it leaves. The first screen to start an
 * on-demand one waits (suspends, inside the screen's own Suspense boundary) while its machine's code loads.
 */
export function useScreenActor<K extends ScreenName>(name: K, input: ScreenInput<K>): ActorRefFrom<Screens[K]> {
  const { logic, input: full } = screenStart(useRunningApp(), name, input);
  // Suspends before any hook runs, and the retry starts the render afresh with the loaded logic: `use` would
  // replay the half-run render, which React refuses (#467) when a store the page reads changes meanwhile.
  if (logic instanceof Promise) throw logic;
  return useActorRef(logic, { input: full }) as ActorRefFrom<Screens[K]>;
}
