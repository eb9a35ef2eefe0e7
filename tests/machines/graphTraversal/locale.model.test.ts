import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { localeMachine } from '../../../src/machines/locale.machine';
import { deferredServices } from '../fakeServices';
import { localeEvents } from './events';
import { describeEvent, modelPaths, replay, statesAlong } from './model';

const input = { locale: 'en' as const };
// The guard reads the active locale: a vertex tells locales apart.
const options = { input, vertex: (locale: AnyMachineSnapshot) => locale.context.locale };
const paths = modelPaths(localeMachine, localeEvents, options);

describe('locale model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['activateCatalog']);
      const persistLocale = vi.fn();
      const states = statesAlong(localeMachine, path, options);
      await replay(
        localeMachine,
        path,
        () => ({
          actor: createActor(localeMachine.provide({ actors: services.actors, actions: { persistLocale } }), { input }).start(),
          calls: services.calls,
          afterStep: (step) => {
            // A locale is remembered only once its catalog has loaded, and it is the one that loaded.
            const loaded = path.events.slice(0, step).filter((event) => describeEvent(event) === 'activateCatalog ✓ ok').length;
            expect(persistLocale).toHaveBeenCalledTimes(loaded);
            if (loaded > 0 && describeEvent(path.events[step - 1]!) === 'activateCatalog ✓ ok') {
              expect(persistLocale).toHaveBeenLastCalledWith(expect.anything(), states[step]!.parent.context.locale);
            }
          },
        }),
        options,
      );
    });
  }
});
