import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { uploadMachine, type UploadContext, type UploadFileInput } from '../../../src/machines/upload.machine';
import { toCreatePostInput } from '../../../src/machines/uploadRequest';
import * as cx from '../composeFixtures';
import { deferredServices } from '../fakeServices';
import { describeEvent, modelPaths, replay, type StateAssertions } from './model';
import { uploadEvents, uploadModel } from './upload.events';

const paths = modelPaths(uploadMachine, uploadEvents, uploadModel);

/** The effects the spec asks for, counted from the steps a path has taken (not from the machine). */
function expectedEffects(events: AnyEventObject[]) {
  const count = (prefix: string) => events.filter((event) => describeEvent(event).startsWith(prefix)).length;
  return {
    // A toast per answer: the success, or the server's words / the fallback on failure.
    notify: count('uploadFile ✗') + count('createPost ✓') + count('createPost ✗') + count('saveDraft ✓') + count('saveDraft ✗'),
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
      const services = deferredServices(['uploadFile', 'createPost', 'saveDraft']);
      const effects = { notify: vi.fn(), announcePost: vi.fn(), goToVerifyProfile: vi.fn() };
      const actor = createActor(uploadMachine.provide({ actors: services.actors, actions: effects }), { input: uploadModel.input }).start();
      await replay(
        uploadMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states,
          afterStep: (step) => {
            const taken = path.events.slice(0, step);
            for (const [name, times] of Object.entries(expectedEffects(taken))) {
              expect(effects[name as keyof typeof effects], `${name} after step ${step}`).toHaveBeenCalledTimes(times);
            }
          },
        }),
        uploadModel,
      );
    });
  }
});

/** What each state means for the person at the composer, asserted whenever the state is active. */
const states: StateAssertions = {
  // The files of an attempt and their answers go together, in order.
  upload: (snapshot) => {
    const { jobs, uploaded } = snapshot.context as UploadContext;
    expect(uploaded.length).toBeLessThanOrEqual(jobs.length);
  },
  // No modal, no draft, nothing running.
  'upload.closed': (snapshot, open) => {
    expect(snapshot.context.draft).toBeNull();
    expect([...open('uploadFile'), ...open('createPost'), ...open('saveDraft')]).toHaveLength(0);
  },
  // A modal of the draft's kind, with its Tag people search; each person tagged at most once.
  'upload.open': (snapshot) => {
    const { draft } = snapshot.context as UploadContext;
    expect(draft).not.toBeNull();
    expect(snapshot.children.tagSearch).toBeDefined();
    expect(new Set(draft!.tagged.map((person) => person.id)).size).toBe(draft!.tagged.length);
  },
  // The form is there and nothing runs; a failure is shown with the server's words or the fallback.
  'upload.open.editing': (snapshot, open) => {
    expect([...open('uploadFile'), ...open('createPost'), ...open('saveDraft')]).toHaveLength(0);
    const { failure } = snapshot.context as UploadContext;
    if (failure) expect([Messages.imageType, Messages.uploadFailed, Messages.postNotCreated]).toContain(failure.message);
  },
  // The dialog: a seller's choice by an unverified user, not taken.
  'upload.open.notVerified': (snapshot) => {
    expect(snapshot.context.canSell).toBe(false);
    expect(snapshot.context.draft?.payment).toBe('free');
  },
  // Exactly the next file goes up, to its folder.
  'upload.open.uploading': (snapshot, open) => {
    const context = snapshot.context as UploadContext;
    // The job, and where its bytes are reported (the composer's own progress event).
    const inputs = open('uploadFile').map((call) => call.input as UploadFileInput);
    expect(inputs.map(({ onProgress: _, ...job }) => job)).toEqual([context.jobs[context.uploaded.length]]);
    expect(inputs.every((input) => typeof input.onProgress === 'function')).toBe(true);
    expect(open('uploadFile')[0]!.input).toMatchObject({ folder: 'post/images/', file: cx.photo });
  },
  // Every file is up; the post names them by key.
  'upload.open.creating': (snapshot, open) => {
    const context = snapshot.context as UploadContext;
    expect(context.uploaded).toHaveLength(context.jobs.length);
    expect(open('createPost').map((call) => call.input)).toEqual([toCreatePostInput(context.draft!, context.jobs, context.uploaded)]);
    expect(open('createPost')[0]!.input).toMatchObject({ type: context.draft!.kind.toUpperCase() });
  },
  // Every file is up; drafts/save names them by key, with no time (Save draft), and post/create is not called.
  'upload.open.saving': (snapshot, open) => {
    const context = snapshot.context as UploadContext;
    expect(context.uploaded).toHaveLength(context.jobs.length);
    expect(open('saveDraft').map((call) => call.input)).toEqual([
      { post: toCreatePostInput(context.draft!, context.jobs, context.uploaded), publishAt: null },
    ]);
    expect(open('createPost')).toHaveLength(0);
  },
};
