import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { filesOf, type ViewerTab } from '../../../src/machines/mediaPackage';
import { packageViewerMachine } from '../../../src/machines/packageViewer.machine';
import { isOwnPackage } from '../../../src/machines/packageViewerRules';
import { deferredServices } from '../fakeServices';
import * as fx from '../packages.fixtures';
import { describeEvent, modelPaths, replay } from './model';
import { packageViewerEvents, packageViewerInput } from './packages.events';

describe('package viewer model: every path replayed on a live actor', () => {
  const options = { input: packageViewerInput, vertex: (snapshot: { context: { tab: string } }) => snapshot.context.tab };
  const paths = modelPaths(packageViewerMachine, packageViewerEvents, options);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadView']);
      const actor = createActor(packageViewerMachine.provide({ actors: services.actors }), { input: packageViewerInput }).start();
      await replay(
        packageViewerMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            packageViewer: () => {},
            'packageViewer.loading': (_, open) => expect(open('loadView').map((call) => call.input)).toEqual([{ packageId: '7' }]),
            // A package not bought answers 403: the viewer says so and shows no file.
            'packageViewer.failed': (snapshot) => {
              expect(snapshot.context.failure?.message).toBe(fx.locked.message);
              expect(snapshot.context.view).toBeNull();
            },
            'packageViewer.loaded': () => {},
            'packageViewer.empty': (snapshot) => expect(filesOf(snapshot.context.view!, 'ALL')).toEqual([]),
            'packageViewer.showing': (snapshot) => {
              const files = filesOf(snapshot.context.view!, snapshot.context.tab);
              const expected = { ALL: 3, IMAGE: 2, VIDEO: 1, AUDIO: 0 }[snapshot.context.tab as ViewerTab];
              expect(files).toHaveLength(expected);
              // Someone else's package: the owner's name and View Profile show.
              expect(isOwnPackage(snapshot.context)).toBe(false);
            },
          },
          afterStep: (step) => {
            const last = path.events[step - 1];
            if (last && describeEvent(last) === 'viewer.tab AUDIO') expect(actor.getSnapshot().context.tab).toBe('AUDIO');
          },
        }),
        options,
      );
    });
  }

  it('the viewer\u2019s own package hides its owner', () => {
    expect(isOwnPackage({ view: fx.fullView, viewerId: fx.owner.id })).toBe(true);
    expect(isOwnPackage({ view: null, viewerId: fx.owner.id })).toBe(false);
  });
});
