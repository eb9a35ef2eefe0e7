import { setup, spawnChild, type AnyActorLogic } from 'xstate';
import type { LongLived } from './area';
import { areas, type AppServices, type Screens } from './areas';

/** The app root: a machine whose only work is to spawn every area's long-lived actors, each under its systemId. */
export function rootMachine(actors: Record<string, LongLived>) {
  const logic: Record<string, AnyActorLogic> = Object.fromEntries(Object.entries(actors).map(([systemId, actor]) => [systemId, actor.logic]));
  return setup({ actors: logic }).createMachine({
    id: 'app',
    entry: Object.entries(actors).map(([systemId, { input }]) => spawnChild(systemId, { id: systemId, systemId, input })),
  });
}

/** The composition root: every area provided with the services, the root machine of their long-lived actors, their screens. */
export function createApp(services: AppServices) {
  const actors: Record<string, LongLived> = {};
  const screens: Record<string, AnyActorLogic> = {};
  for (const area of areas) {
    const built = area(services);
    for (const [name, actor] of Object.entries(built.actors)) {
      if (name in actors) throw new Error(`two areas spawn the long-lived actor '${name}'`);
      actors[name] = actor;
    }
    for (const [name, logic] of Object.entries(built.screens)) {
      if (name in screens) throw new Error(`two areas name the screen logic '${name}'`);
      screens[name] = logic;
    }
  }
  return { root: rootMachine(actors), screens: screens as Screens };
}

export type App = ReturnType<typeof createApp>;
