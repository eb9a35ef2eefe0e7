import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../../contract/messages';
import { addMediaMachine, type AddMediaUpload } from '../../../src/machines/addMedia.machine';
import { uploadBytes } from '../../../src/machines/addMediaRules';
import { packageFormMachine } from '../../../src/machines/packageForm.machine';
import { packagesMachine } from '../../../src/machines/packages.machine';
import { sendPackageMachine } from '../../../src/machines/sendPackage.machine';
import { allSelected, followersShown } from '../../../src/machines/sendPackageRules';
import { subscribeRefs } from '../subscriptions.fixtures';
import { filesOf, type ViewerTab } from '../../../src/machines/mediaPackage';
import { packageViewerMachine } from '../../../src/machines/packageViewer.machine';
import { isOwnPackage } from '../../../src/machines/packageViewerRules';
import { deferredServices } from '../fakeServices';
import * as fx from '../packages.fixtures';
import { activeIds, describeEvent, modelPaths, replay, stateIds, statesAlong } from './model';
import {
  addMediaEvents,
  packageFormEvents,
  packagesEvents,
  packagesInput,
  packageViewerEvents,
  packageViewerInput,
  sendPackageEvents,
} from './packages.events';

const refs = subscribeRefs();

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

describe('packages panel model: every path replayed on a live actor', () => {
  it('reaches every state over both inputs (checking only passes through)', () => {
    const reached = new Set(
      [true, false].flatMap((isVerified) => {
        const options = { input: packagesInput(refs.toasts, isVerified) };
        return modelPaths(packagesMachine, packagesEvents, options).flatMap((path) =>
          statesAlong(packagesMachine, path, options).flatMap(activeIds),
        );
      }),
    );
    expect(stateIds(packagesMachine.root).filter((id) => !reached.has(id))).toEqual(['packages.checking']);
  });

  const input = packagesInput(refs.toasts);
  const paths = modelPaths(packagesMachine, packagesEvents, { input });
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(15));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices([
        'loadPackages',
        'loadDetail',
        'deletePackage',
        'deleteMedia',
        'packageForm',
        'addMedia',
        'sendPackage',
      ]);
      refs.reset();
      // The child machines stand as deferred calls: their outputs are the model's steps.
      const actor = createActor(
        packagesMachine.provide({ actors: services.actors as unknown as Parameters<typeof packagesMachine.provide>[0]['actors'] }),
        { input },
      ).start();
      await replay(
        packagesMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            packages: () => {},
            'packages.checking': () => {},
            'packages.notVerified': () => expect(services.calls).toEqual([]),
            'packages.list': () =>
              expect(actor.getSnapshot().context.openId === null || actor.getSnapshot().context.openId === '7').toBe(true),
            // Each visit of the list reads it again (after a delete, a create or a back arrow).
            'packages.list.loading': (_, open) => expect(open('loadPackages')).toHaveLength(1),
            'packages.list.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'packages.list.ready': (snapshot) =>
              expect(snapshot.context.packages.map((each: { id: string }) => each.id)).toEqual(['7', '8']),
            'packages.creating': (_, open) =>
              expect(open('packageForm').map((call) => call.input)).toEqual([
                { packageId: null, form: { name: '', price: '' }, toasts: refs.toasts },
              ]),
            'packages.editing': (snapshot, open) =>
              expect(open('packageForm').map((call) => call.input)).toEqual([
                { packageId: '7', form: { name: 'Beach days', price: '100' }, toasts: refs.toasts },
              ]),
            'packages.detail': (snapshot) => expect(snapshot.context.openId).toBe('7'),
            'packages.detail.loading': (_, open) => expect(open('loadDetail').map((call) => call.input)).toEqual([{ id: '7' }]),
            'packages.detail.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'packages.detail.ready': (snapshot) => expect(snapshot.context.detail).toEqual(fx.detail),
            // Nothing is deleted before the yes.
            'packages.detail.confirmingDelete': () =>
              expect(services.calls.filter((call) => call.src === 'deletePackage' && !call.settled)).toEqual([]),
            'packages.detail.deleting': (_, open) => expect(open('deletePackage').map((call) => call.input)).toEqual([{ id: '7' }]),
            'packages.detail.confirmingMediaRemoval': (snapshot) => {
              expect(snapshot.context.removingMediaId).toBe('1');
              expect(services.calls.filter((call) => call.src === 'deleteMedia' && !call.settled)).toEqual([]);
            },
            'packages.detail.removingMedia': (_, open) => expect(open('deleteMedia').map((call) => call.input)).toEqual([{ id: '1' }]),
            'packages.detail.addingMedia': (_, open) =>
              expect(open('addMedia').map((call) => call.input)).toEqual([{ packageId: '7', toasts: refs.toasts }]),
            'packages.detail.sending': (_, open) =>
              expect(open('sendPackage').map((call) => call.input)).toEqual([
                { viewerId: '3', packageId: '7', title: 'Beach days', toasts: refs.toasts },
              ]),
          },
          afterStep: (step) => {
            const last = path.events[step - 1];
            if (last && describeEvent(last) === 'deletePackage ✓ deleted')
              expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: 'Package deleted successfully' });
          },
        }),
        { input },
      );
    });
  }
});

describe('package form model: every path replayed on a live actor', () => {
  for (const packageId of [null, '7']) {
    const input = { packageId, form: packageId ? { name: 'Old', price: '50' } : { name: '', price: '' }, toasts: refs.toasts };
    const paths = modelPaths(packageFormMachine, packageFormEvents, { input, vertex: (snapshot) => JSON.stringify(snapshot.context.form) });
    it(`generates the paths (${packageId ? 'edit' : 'create'})`, () => expect(paths.length).toBeGreaterThanOrEqual(3));
    for (const path of paths) {
      it(`${packageId ? 'edit' : 'create'}: ${path.title}`, async () => {
        const services = deferredServices(['savePackage']);
        refs.reset();
        const actor = createActor(packageFormMachine.provide({ actors: services.actors }), { input }).start();
        await replay(
          packageFormMachine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              packageForm: () => {},
              // Typed keys other than digits never land (e E + - .); errors show once a save was tried.
              'packageForm.editing': (snapshot) => {
                expect(snapshot.context.form.price).toMatch(/^\d*$/);
                if (snapshot.context.form.name === '') expect(snapshot.context.errors.name).toBe('packageNameRequired');
                if (!/^[1-9]\d*$/.test(snapshot.context.form.price)) expect(snapshot.context.errors.price).toBe('packagePriceInvalid');
              },
              // Only a form without errors is sent, as numbers.
              'packageForm.saving': (snapshot, open) => {
                expect(snapshot.context.errors).toEqual({});
                expect(open('savePackage').map((call) => call.input)).toEqual([
                  { packageId, name: snapshot.context.form.name, price: Number(snapshot.context.form.price) },
                ]);
              },
              'packageForm.saved': (snapshot) => {
                expect(snapshot.output).toEqual(fx.pkg('9', 'Beach days'));
                expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: 'Package created successfully' });
              },
            },
          }),
          { input, vertex: (snapshot) => JSON.stringify(snapshot.context.form) },
        );
      });
    }
  }
});

describe('add media model: every path replayed on a live actor', () => {
  const input = { packageId: '7', toasts: refs.toasts };
  const options = {
    input,
    vertex: (snapshot: { context: { kind: string; file: unknown } }) => `${snapshot.context.kind}:${JSON.stringify(snapshot.context.file)}`,
  };
  const paths = modelPaths(addMediaMachine, addMediaEvents, options);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));
  it('counts the bytes and offers Cancel while the file goes up, back to the choice', () => {
    expect(paths.some((path) => /upload\.progress/.test(path.title))).toBe(true);
    expect(paths.some((path) => / upload\.cancel ⇒ choosing/.test(path.title))).toBe(true);
  });
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['addMedia']);
      refs.reset();
      const actor = createActor(addMediaMachine.provide({ actors: services.actors }), { input }).start();
      await replay(
        addMediaMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            addMedia: () => {},
            // The §5 messages: no file, a file of another kind, one too big.
            'addMedia.choosing': (snapshot) => {
              const { file, kind, error } = snapshot.context;
              if (error === 'packageMediaRequired') expect(file).toBeNull();
              if (file === fx.song && kind === 'IMAGE') expect(error).toBe('packageImageType');
              if (file === fx.photo && kind === 'VIDEO') expect(error).toBe('packageVideoType');
              if (file === fx.hugePhoto) expect(error).toBe(kind === 'IMAGE' ? 'packageImageTooBig' : 'packageVideoType');
              if (file === fx.photo && kind === 'IMAGE') expect(error).toBeNull();
            },
            // The files go up with where their bytes are reported; the bar counts them against the files' sizes.
            'addMedia.uploading': (snapshot, open) => {
              const inputs = open('addMedia').map((call) => call.input as AddMediaUpload);
              expect(inputs.map(({ onProgress: _, ...upload }) => upload)).toEqual([
                { packageId: '7', kind: snapshot.context.kind, file: snapshot.context.file, thumb: null },
              ]);
              expect(typeof inputs[0]!.onProgress).toBe('function');
              expect(uploadBytes(snapshot.context)).toEqual({ sent: snapshot.context.sentBytes, total: snapshot.context.file.size });
            },
            'addMedia.added': (snapshot) => expect(snapshot.output).toEqual(fx.content('5', 'IMAGE')),
          },
          afterStep: (step) => {
            const label = step > 0 ? describeEvent(path.events[step - 1]!) : '';
            const snapshot = actor.getSnapshot();
            if (label === 'upload.progress') expect(snapshot.context.sentBytes).toBe(3);
            if (label === 'addMedia.submit' && snapshot.matches('uploading')) expect(snapshot.context.sentBytes).toBe(0);
            // Cancel: the upload is aborted, the file stays chosen, nothing is added.
            if (label === 'upload.cancel') {
              expect(snapshot.value).toBe('choosing');
              expect(snapshot.context.file).not.toBeNull();
              expect(services.callsOf('addMedia').at(-1)!.signal.aborted).toBe(true);
              expect(snapshot.context.added).toBeNull();
              expect(refs.shown()).toEqual([]);
            }
          },
        }),
        options,
      );
    });
  }
  it('says the spec\u2019s words', () => expect(Messages.packageMediaRequired).toBe('Please select media file'));
});

describe('send package model: every path replayed on a live actor', () => {
  const input = { viewerId: '3', packageId: '7', title: 'Beach days', toasts: refs.toasts };
  const options = {
    input,
    vertex: (snapshot: { context: { selected: string[]; search: string } }) =>
      `${snapshot.context.selected.join(',')}|${snapshot.context.search}`,
  };
  const paths = modelPaths(sendPackageMachine, sendPackageEvents, options);
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(6));
  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadFollowers', 'sendPackage']);
      refs.reset();
      const actor = createActor(sendPackageMachine.provide({ actors: services.actors }), { input }).start();
      await replay(
        sendPackageMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            sendPackage: () => {},
            'sendPackage.loading': (_, open) => expect(open('loadFollowers').map((call) => call.input)).toEqual([{ viewerId: '3' }]),
            'sendPackage.failed': (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
            'sendPackage.loaded': () => {},
            // 'You don't have a followers'.
            'sendPackage.noFollowers': (snapshot) => expect(snapshot.context.followers).toEqual([]),
            'sendPackage.choosing': (snapshot) => {
              const shown = followersShown(snapshot.context);
              expect(shown.length).toBe(snapshot.context.search ? 1 : 2);
              expect(allSelected(snapshot.context)).toBe(snapshot.context.selected.length === 2);
              if (snapshot.context.error) expect(snapshot.context.selected).toEqual([]);
            },
            'sendPackage.sending': (snapshot, open) => {
              expect(snapshot.context.selected.length).toBeGreaterThan(0);
              expect(open('sendPackage').map((call) => call.input)).toEqual([
                { packageId: '7', title: 'Beach days', userIds: snapshot.context.selected },
              ]);
            },
            'sendPackage.sent': () => expect(refs.shown().at(-1)).toEqual({ kind: 'success', message: 'Package send successfully' }),
          },
        }),
        options,
      );
    });
  }
});
