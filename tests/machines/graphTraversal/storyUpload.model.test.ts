import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import type { Notice } from '../../../src/machines/notice';
import { storyUploadMachine } from '../../../src/machines/storyUpload.machine';
import { storyImageError, type PickedImage } from '../../../src/validation/stories';
import { appRefs } from '../appRefs';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { storyOf } from '../stories.fixtures';
import { answers, describeEvent, unreachedStates, labelled, modelPaths, replay } from './model';

const photo: PickedImage = { name: 'me.png', size: 10 };
const otherPhoto: PickedImage = { name: 'sky.jpg', size: 20 };
const gif: PickedImage = { name: 'clip.gif', size: 100 };
const created = { message: Messages.storyCreated, story: storyOf('7', ['i1']) };
const refused = { message: Messages.imageType, status: 400 };

const events: AnyEventObject[] = [
  labelled('pick me.png', { type: 'upload.pick', file: photo }),
  labelled('pick sky.jpg', { type: 'upload.pick', file: otherPhoto }),
  labelled('pick clip.gif', { type: 'upload.pick', file: gif }),
  { type: 'upload.submit' },
  { type: 'upload.cancel' },
  ...answers(storyUploadMachine, 'storyUpload.uploading', 'createStory', { done: { created }, error: { refused, offline: fx.offline } }),
];
const { toasts } = appRefs();
const input = { toasts };
const paths = modelPaths(storyUploadMachine, events, { input });

/** The modal after the steps taken, from the spec's rules (§2 story upload, §5 image rules), not from the machine. */
function expected(taken: AnyEventObject[]) {
  let file: PickedImage | null = null;
  let error: string | null = null;
  let failure: string | null = null;
  let story = null;
  const notices: Notice[] = [];
  for (const event of taken) {
    const label = describeEvent(event);
    if (event.type === 'upload.pick') {
      const picked = (event as unknown as { file: PickedImage }).file;
      // A refused pick says why and leaves the image shown; a good one replaces it and clears the words.
      if (storyImageError(picked)) error = storyImageError(picked)!;
      else [file, error, failure] = [picked, null, null];
    } else if (label === 'createStory ✓ created') {
      story = created.story;
      notices.push({ kind: 'success', message: Messages.storyCreated });
    } else if (label.startsWith('createStory ✗')) {
      failure = label.endsWith('refused') ? Messages.imageType : Messages.somethingWentWrong;
      notices.push({ kind: 'error', message: failure });
    }
  }
  return { file, error, failure, story, notices };
}

describe('story upload model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  it('reaches every state', () => expect(unreachedStates(storyUploadMachine, [{ paths, options: { input } }])).toEqual([]));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['createStory']);
      const notices: Notice[] = [];
      const actor = createActor(
        storyUploadMachine.provide({ actors: services.actors, actions: { notify: (_, notice: Notice) => notices.push(notice) } }),
        { input },
      ).start();
      await replay(
        storyUploadMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            storyUpload: (snapshot) => expect(snapshot.context.toasts).toBe(toasts),
            // Nothing picked that passed the rules yet; nothing goes up.
            'storyUpload.picking': (snapshot, open) => {
              expect(snapshot.context.file).toBeNull();
              expect(open('createStory')).toEqual([]);
            },
            // A good image is shown, ready to share.
            'storyUpload.previewing': (snapshot, open) => {
              expect(storyImageError(snapshot.context.file!)).toBeUndefined();
              expect(open('createStory')).toEqual([]);
            },
            // The image shown goes up, once.
            'storyUpload.uploading': (snapshot, open) =>
              expect(open('createStory').map((call) => call.input)).toEqual([{ file: snapshot.context.file }]),
            // The modal closes with the story made, if one was: the strip refreshes with it.
            'storyUpload.closed': (snapshot, open) => {
              expect(snapshot.status).toBe('done');
              expect(snapshot.output).toEqual({ created: snapshot.context.created });
              expect(open('createStory')).toEqual([]);
            },
          },
          afterStep: (step) => {
            const want = expected(path.events.slice(0, step));
            const { context } = actor.getSnapshot();
            expect(context.file).toEqual(want.file);
            expect(context.error).toBe(want.error);
            expect(context.failure?.message ?? null).toBe(want.failure);
            expect(context.created).toEqual(want.story);
            expect(notices).toEqual(want.notices);
            // Only a file the rules accept ever goes up.
            for (const call of services.calls) expect(storyImageError((call.input as { file: PickedImage }).file)).toBeUndefined();
          },
        }),
        { input },
      );
    });
  }
});
