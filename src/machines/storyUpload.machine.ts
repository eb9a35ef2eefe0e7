import type { MessageKey } from '../../contract/messages';
import { assign, fromPromise, setup } from 'xstate';
import { storyImageError, type PickedImage } from '../validation/stories';
import { assignFailure, toFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import type { Story } from './story';
import type { ToastsRef } from './toast.machine';

/*
 * The story upload modal (spec §2, §5): an image checked with the spec's words before anything goes up, previewed,
 * then uploaded and made a story. The strip refreshes with the output.
 */

export interface StoryUploadInput {
  toasts: ToastsRef;
}

export interface StoryUploadContext extends StoryUploadInput {
  /** The picked image (the browser's File; any object with its facts in tests). */
  file: PickedImage | null;
  /** Why the last pick was refused (spec §5 words). */
  error: MessageKey | null;
  failure: Failure | null;
  created: Story | null;
}

export type StoryUploadEvent = { type: 'upload.pick'; file: PickedImage } | { type: 'upload.submit' } | { type: 'upload.cancel' };

export interface StoryUploadOutput {
  created: Story | null;
}

export const storyUploadMachine = setup({
  types: {
    context: {} as StoryUploadContext,
    events: {} as StoryUploadEvent,
    input: {} as StoryUploadInput,
    output: {} as StoryUploadOutput,
  },
  actors: {
    createStory: fromPromise<{ message: string; story: Story }, { file: PickedImage }>(() =>
      Promise.reject(new Error('createStory not provided')),
    ),
  },
  guards: {
    isAcceptable: ({ event }) => event.type === 'upload.pick' && storyImageError(event.file) === undefined,
  },
  actions: {
    keepFile: assign(({ event }) => (event.type === 'upload.pick' ? { file: event.file, error: null, failure: null } : {})),
    refuseFile: assign(({ event }) => (event.type === 'upload.pick' ? { error: storyImageError(event.file) ?? null } : {})),
    keepCreated: assign({ created: (_, params: { story: Story }) => params.story }),
    assignFailure: assignFailure<StoryUploadContext, StoryUploadEvent>(),
    notify: notifyGivenToasts<StoryUploadContext, StoryUploadEvent>(),
  },
}).createMachine({
  id: 'storyUpload',
  context: ({ input }) => ({ ...input, file: null, error: null, failure: null, created: null }),
  initial: 'picking',
  output: ({ context }) => ({ created: context.created }),
  states: {
    picking: {
      on: {
        'upload.pick': [{ guard: 'isAcceptable', target: 'previewing', actions: 'keepFile' }, { actions: 'refuseFile' }],
        'upload.cancel': 'closed',
      },
    },
    previewing: {
      on: {
        // Another pick replaces the image shown, or is refused and leaves it.
        'upload.pick': [{ guard: 'isAcceptable', actions: 'keepFile' }, { actions: 'refuseFile' }],
        'upload.submit': 'uploading',
        'upload.cancel': 'closed',
      },
    },
    uploading: {
      invoke: {
        src: 'createStory',
        input: ({ context }) => ({ file: context.file as PickedImage }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'keepCreated', params: ({ event }) => ({ story: event.output.story }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'previewing',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
          ],
        },
      },
    },
    closed: { type: 'final' },
  },
});
