import { enqueueActions, setup, type AnyActorLogic } from 'xstate';
import { OnDemand, type Delivery, type LongLived } from './area';
import { areas, type AppServices, type ScreenEntries } from './areas';
import { startLongLived } from './system';

/** An on-demand long-lived actor whose code has loaded: the root spawns it (once) as it spawned the others at start. */
export interface LongLivedStart {
  type: 'app.start';
  systemId: string;
  logic: AnyActorLogic;
}

/**
 * The app root: a machine whose only work is to spawn every area's long-lived actors, each under its systemId:
 * at start those whose logic is there, the others (on demand) when started (system.ts `startLongLived`), and to
 * hand an actor the events its children deliver to it, starting it first if it is on demand and not running.
 */
export function rootMachine(actors: Record<string, LongLived>) {
  return setup({ types: { events: {} as LongLivedStart | Delivery }, actors: {} as Record<string, AnyActorLogic> }).createMachine({
    id: 'app',
    entry: enqueueActions(({ enqueue }) => {
      for (const [systemId, { logic, input }] of Object.entries(actors)) {
        const ready = logic instanceof OnDemand ? logic.loaded : logic;
        if (ready) enqueue.spawnChild(ready, { id: systemId, systemId, input });
      }
    }),
    on: {
      'app.start': {
        actions: enqueueActions(({ event, system, enqueue }) => {
          const declared = actors[event.systemId];
          if (!declared || system.get(event.systemId)) return;
          enqueue.spawnChild(event.logic, { id: event.systemId, systemId: event.systemId, input: declared.input });
        }),
      },
      'app.deliver': {
        actions: enqueueActions(({ event, system, self, enqueue }) => {
          const running = system.get(event.systemId);
          if (running) return void enqueue.sendTo(running, event.event);
          // Its code loads first; offline, the event is dropped and the next delivery tries the load again.
          enqueue(
            () =>
              void startLongLived({ root: self, longLived: actors }, event.systemId).then(
                (started) => started.send(event.event),
                (error: unknown) => console.error(error),
              ),
          );
        }),
      },
    },
  });
}

/** Adds an area's entries, refusing a name another area already took. */
function claim<T>(into: Record<string, T>, entries: Record<string, T>, what: string) {
  for (const [name, value] of Object.entries(entries)) {
    if (name in into) throw new Error(`two areas ${what} '${name}'`);
    into[name] = value;
  }
}

/**
 * The composition root: every area provided with the services, the root machine of their long-lived actors (and
 * the declarations, which say which of them start on demand), their screens.
 */
export function createApp(services: AppServices) {
  const actors: Record<string, LongLived> = {};
  const screens: Record<string, AnyActorLogic | OnDemand> = {};
  for (const area of areas) {
    const built = area(services);
    claim(actors, built.actors, 'spawn the long-lived actor');
    claim(screens, built.screens, 'name the screen logic');
  }
  return { root: rootMachine(actors), longLived: actors, screens: screens as ScreenEntries };
}

export type App = ReturnType<typeof createApp>;
