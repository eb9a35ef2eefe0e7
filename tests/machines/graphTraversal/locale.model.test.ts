import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { Locale } from '../../../contract/locales';
import { localeMachine } from '../../../src/machines/locale.machine';
import { deferredServices } from '../fakeServices';
import { localeEvents } from './events';
import { describeEvent, modelPaths, replay, statesAlong } from './model';

// Started in the default language and in another one (whose catalog may fail and leave English on).
for (const locale of ['en', 'es'] as const satisfies readonly Locale[]) {
  const input = { locale };
  // The guard reads the active locale: a vertex tells locales apart.
  const options = { input, vertex: (state: AnyMachineSnapshot) => state.context.locale };
  const paths = modelPaths(localeMachine, localeEvents, options);

  describe(`locale model from '${locale}': every path replayed on a live actor`, () => {
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
            states: {
              // One catalog is asked for at a time.
              locale: (_, open) => expect(open('activateCatalog').length).toBeLessThanOrEqual(1),
              'locale.starting': (snapshot, open) => {
                expect(open('activateCatalog').map((call) => call.input)).toEqual([{ locale }]);
                expect(snapshot.context.requested).toBe(snapshot.context.locale);
              },
              // At rest, the language asked for is the one on, and nothing loads.
              'locale.ready': (snapshot, open) => {
                expect(snapshot.context.requested).toBe(snapshot.context.locale);
                expect(open('activateCatalog')).toEqual([]);
              },
              'locale.switching': (snapshot, open) => {
                expect(snapshot.context.requested).not.toBe(snapshot.context.locale);
                expect(open('activateCatalog').map((call) => call.input)).toEqual([{ locale: snapshot.context.requested }]);
              },
            },
            afterStep: (step) => {
              const taken = path.events.slice(0, step).map(describeEvent);
              // Only a chosen locale is remembered, once its catalog has loaded, and it is the one that loaded;
              // the first catalog (loaded or not) is never remembered.
              const chosen = taken.filter((label) => label === 'activateCatalog chosen ✓ ok').length;
              expect(persistLocale, `persisted after step ${step}`).toHaveBeenCalledTimes(chosen);
              if (taken[step - 1] === 'activateCatalog chosen ✓ ok') {
                expect(persistLocale).toHaveBeenLastCalledWith(expect.anything(), states[step]!.parent.context.locale);
              }
              // At rest, the language asked for is the one on (a failed switch rolls back).
              if (states[step]!.parent.value === 'ready') {
                expect(states[step]!.parent.context.requested).toBe(states[step]!.parent.context.locale);
              }
              // The first catalog asked for is the input's; without it, English is on.
              expect(services.calls[0]?.input).toEqual({ locale });
              if (taken[step - 1] === 'activateCatalog first ✗ offline') {
                expect(states[step]!.parent.context).toEqual({ locale: 'en', requested: 'en' });
              }
            },
          }),
          options,
        );
      });
    }
  });
}
