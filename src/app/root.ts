import { setup, spawnChild, type AnyActorLogic } from 'xstate';
import type { LongLived, OnDemand } from './area';
import { areas, type AppServices, type ScreenEntries } from './areas';

/** The app root: a machine whose only work is to spawn every area's long-lived actors, each under its systemId. */
export function rootMachine(actors: Record<string, LongLived>) {
  const logic: Record<string, AnyActorLogic> = Object.fromEntries(Object.entries(actors).map(([systemId, actor]) => [systemId, actor.logic]));
  return setup({ actors: logic }).createMachine({
    id: 'app',
    entry: Object.entries(actors).map(([systemId, { input }]) => spawnChild(systemId, { id: systemId, systemId, input })),
  });
}

/** Adds an area's entries, refusing a name another area already took. */
function claim<T>(into: Record<string, T>, entries: Record<string, T>, what: string) {
  for (const [name, value] of Object.entries(entries)) {
    if (name in into) throw new Error(`two areas ${what} '${name}'`);
    into[name] = value;
  }
}

/** The composition root: every area provided with the services, the root machine of their long-lived actors, their screens. */
export function createApp(services: AppServices) {
  const actors: Record<string, LongLived> = {};
  const screens: Record<string, AnyActorLogic | OnDemand> = {};
  for (const area of areas) {
    const built = area(services);
    claim(actors, built.actors, 'spawn the long-lived actor');
    claim(screens, built.screens, 'name the screen logic');
  }
  return { root: rootMachine(actors), screens: screens as ScreenEntries };
}

export type App = ReturnType<typeof createApp>;
