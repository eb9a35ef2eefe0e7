import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { uploadMachine, type UploadContext } from '../../../src/machines/upload.machine';
import * as cx from '../composeFixtures';
import { deferredServices } from '../fakeServices';
import { describeEvent, modelPaths, replay } from './model';
import { uploadEvents, uploadModel } from './upload.events';

const paths = modelPaths(uploadMachine, uploadEvents, uploadModel);

/** The effects the spec asks for, counted from the steps a path has taken (not from the machine). */
function expectedEffects(events: AnyEventObject[]) {
  const count = (prefix: string) => events.filter((event) => describeEvent(event).startsWith(prefix)).length;
  return {
    // A toast per answer: the success, or the server's words / the fallback on failure.
    notify: count('uploadFile ✗') + count('createPost ✓') + count('createPost ✗'),
    announcePost: count('createPost ✓'),
    goToVerifyProfile: count('verify.open'),
  };
}

describe('upload model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['uploadFile', 'createPost']);
      const effects = { notify: vi.fn(), announcePost: vi.fn(), goToVerifyProfile: vi.fn() };
      const actor = createActor(uploadMachine.provide({ actors: services.actors, actions: effects }), { input: uploadModel.input }).start();
      await replay(
        uploadMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          afterStep: (step) => {
            const taken = path.events.slice(0, step);
            for (const [name, times] of Object.entries(expectedEffects(taken))) {
              expect(effects[name as keyof typeof effects], `${name} after step ${step}`).toHaveBeenCalledTimes(times);
            }
            expectStateShows(actor.getSnapshot(), services, step);
          },
        }),
        uploadModel,
      );
    });
  }
});

type Snapshot = ReturnType<ReturnType<typeof createActor<typeof uploadMachine>>['getSnapshot']>;

/** What each state means for the person at the composer, asserted for every state a path passes. */
function expectStateShows(snapshot: Snapshot, services: ReturnType<typeof deferredServices<'uploadFile' | 'createPost'>>, step: number) {
  const context: UploadContext = snapshot.context;
  const open = (src: 'uploadFile' | 'createPost') => services.callsOf(src).filter((call) => !call.settled && !call.signal.aborted);
  const at = `step ${step}`;
  if (snapshot.matches('closed')) {
    // No modal, no draft, nothing running.
    expect(context.draft, at).toBeNull();
    expect([...open('uploadFile'), ...open('createPost')], at).toHaveLength(0);
  } else if (snapshot.matches({ open: 'editing' })) {
    // The form is there and nothing runs; a failure is shown with the server's words or the fallback.
    expect(context.draft, at).not.toBeNull();
    expect([...open('uploadFile'), ...open('createPost')], at).toHaveLength(0);
    if (context.failure) expect([Messages.imageType, Messages.uploadFailed, Messages.postNotCreated], at).toContain(context.failure.message);
  } else if (snapshot.matches({ open: 'notVerified' })) {
    // The dialog: a seller's choice by an unverified user, not taken.
    expect(context.canSell, at).toBe(false);
    expect(context.draft?.payment, at).toBe('free');
  } else if (snapshot.matches({ open: 'uploading' })) {
    // Exactly the next file goes up, to its folder.
    const [call] = open('uploadFile');
    expect(open('uploadFile'), at).toHaveLength(1);
    expect(call!.input, at).toEqual(context.jobs[context.uploaded.length]);
    expect(call!.input, at).toMatchObject({ folder: 'post/images/', file: cx.photo });
  } else if (snapshot.matches({ open: 'creating' })) {
    // Every file is up; the post names them by key.
    expect(context.uploaded, at).toHaveLength(context.jobs.length);
    expect(open('createPost'), at).toHaveLength(1);
    expect(open('createPost')[0]!.input, at).toMatchObject({ type: context.draft!.kind.toUpperCase() });
  } else {
    throw new Error(`${at}: a state without an assertion: ${JSON.stringify(snapshot.value)}`);
  }
}
