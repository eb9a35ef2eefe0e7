import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { createActor, transition } from 'xstate';
import { Messages } from '../../../contract';
import { COMMENT_MAX, PAGE_SIZE } from '../../../contract/rules';
import { commentsMachine } from '../../../src/machines/comments.machine';
import { appRefs } from '../appRefs';
import { deferredServices } from '../fakeServices';
import * as fx from '../commentFixtures';
import { TestModel } from 'xstate/graph';
import {
  activeIds,
  answers,
  describeEvent,
  labelled,
  modelLogic,
  replay,
  stateIds,
  statesAlong,
  type ModelOptions,
  type ModelPath,
  type ModelSnapshot,
  type StateAssertions,
} from './model';

type Snapshot = SnapshotFrom<typeof commentsMachine>;

/** What the user does in the panel, and every answer of the two services. */
const events: AnyEventObject[] = [
  labelled('comment.input typed', { type: 'comment.input', text: fx.typed }),
  labelled('comment.input blank', { type: 'comment.input', text: fx.blank }),
  labelled('comment.input tooLong', { type: 'comment.input', text: fx.tooLong }),
  labelled('comment.reply', { type: 'comment.reply', comment: fx.fullPage[0]!.replies[0]! }),
  labelled('comment.cancelReply', { type: 'comment.cancelReply' }),
  labelled('comment.submit', { type: 'comment.submit' }),
  labelled('comments.loadMore', { type: 'comments.loadMore' }),
  labelled('comments.retry', { type: 'comments.retry' }),
  // The first page and the later ones come from the one loading state.
  ...answers(commentsMachine, 'comments.list.loading', 'loadComments', {
    done: { full: fx.fullPage, empty: fx.emptyPage, last: fx.lastPage },
    error: { offline: fx.offline },
  }),
  ...answers(commentsMachine, 'comments.composer.sending', 'addComment', { done: { ok: fx.added }, error: { refused: fx.commentRefused } }),
];

// Guards read the draft and whether a later page is asked, and a send answers whom it replied to: the vertices tell those apart
// (the rest of the context is recomputed on replay).
const draftKind = (draft: string) => (draft.trim() === '' ? 'blank' : draft.trim().length > COMMENT_MAX ? 'tooLong' : 'text');
// The app's toasts and post store, shared by the model and the live replays (the effects are spies there).
const input = { postId: '5', ...appRefs() };
const options: ModelOptions = {
  input,
  vertex: (snapshot: AnyMachineSnapshot) => [
    draftKind(snapshot.context.draft as string),
    (snapshot.context.requested as number) > 1,
    snapshot.context.replyTo !== null,
  ],
};

/** Two regions side by side make too many simple paths: see docs/decisions/0035-parallel-models-walk-a-transition-cover.md */
function transitionCoverPaths(): ModelPath[] {
  const place = (state: ModelSnapshot) => JSON.stringify([state.parent.value, null, options.vertex!(state.parent)]);
  const enabled = (state: ModelSnapshot) => events.filter((event) => state.parent.can(event));
  const model = new TestModel(modelLogic(commentsMachine, options), {
    events: enabled,
    serializeState: place,
    logger: { log: () => {}, error: () => {} },
  });
  const logic = modelLogic(commentsMachine, options);
  const found: Array<{ events: AnyEventObject[]; places: string[] }> = [];
  for (const path of model.getShortestPaths()) {
    const pathEvents = path.steps.slice(1).map((step) => step.event);
    const places = path.steps.map((step) => place(step.state));
    const last = path.steps[path.steps.length - 1]!.state;
    for (const event of enabled(last)) {
      const [next] = transition(logic, last, event);
      found.push({ events: [...pathEvents, event], places: [...places, place(next)] });
    }
    found.push({ events: pathEvents, places });
  }
  found.sort((a, b) => b.events.length - a.events.length);
  const kept: Array<{ events: AnyEventObject[]; places: string[]; labels: string[] }> = [];
  for (const path of found) {
    const labels = path.events.map(describeEvent);
    if (!kept.some((longer) => longer.labels.length >= labels.length && labels.every((label, i) => longer.labels[i] === label)))
      kept.push({ ...path, labels });
  }
  return kept.map(({ events: pathEvents, places, labels }, index) => ({
    events: pathEvents,
    places,
    title: `path ${index + 1}: ${['init', ...labels].join(' → ')} ⇒ ${places.at(-1)!.replaceAll('"', '')}`,
  }));
}

const paths = transitionCoverPaths();

/** What each state means for the user, checked on the live actor whenever the state is active. */
const stateAssertions: StateAssertions = {
  comments: (snapshot) => expect(snapshot.context.postId).toBe('5'),
  // The list holds no more threads than the pages it loaded, plus the comments sent from here.
  'comments.list': (snapshot) => {
    const { threads, page } = (snapshot as Snapshot).context;
    expect(threads.filter((thread) => thread.id !== fx.added.comment.id).length).toBeLessThanOrEqual(page * PAGE_SIZE);
  },
  // Page 1 first, then the one after the last that came.
  'comments.list.loading': (snapshot, open) => {
    expect(open('loadComments').map((call) => call.input)).toEqual([{ postId: '5', page: snapshot.context.page + 1 }]);
    expect(snapshot.context.requested).toBe(snapshot.context.page + 1);
  },
  'comments.list.failed': (snapshot, open) => {
    expect(snapshot.context.failure).toEqual({ message: Messages.somethingWentWrong });
    expect(open('loadComments')).toEqual([]);
  },
  'comments.list.ready': (snapshot, open) => {
    expect(snapshot.context.failure).toBeNull();
    expect(snapshot.context.page).toBeGreaterThanOrEqual(1);
    expect(open('loadComments')).toEqual([]);
  },
  // The end of the list: nothing more is asked.
  'comments.list.exhausted': (snapshot, open) => {
    expect(snapshot.context.failure).toBeNull();
    expect(snapshot.context.page).toBeGreaterThanOrEqual(1);
    expect(open('loadComments')).toEqual([]);
  },
  // Only a too long draft has a message of its own (the server's refusals are toasts).
  'comments.composer': (snapshot) =>
    expect(snapshot.context.draftError).toBe(
      draftKind(snapshot.context.draft) === 'tooLong' && snapshot.context.draftError ? Messages.commentTooLong : null,
    ),
  'comments.composer.editing': (_, open) => expect(open('addComment')).toEqual([]),
  'comments.composer.sending': (snapshot, open) => {
    const text = snapshot.context.draft.trim();
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(COMMENT_MAX);
    const replyTo = snapshot.context.replyTo;
    expect(open('addComment').map((call) => call.input)).toEqual([
      { postId: '5', text, ...(replyTo ? { parentId: replyTo.commentId } : {}) },
    ]);
  },
};

describe('comments model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(30);
  });

  it('reaches every state on some path', () => {
    const reached = new Set(paths.flatMap((path) => statesAlong(commentsMachine, path, options).flatMap(activeIds)));
    expect(stateIds(commentsMachine.root).filter((id) => !reached.has(id))).toEqual([]);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadComments', 'addComment']);
      const effects = { patchPost: vi.fn(), notify: vi.fn() };
      const actor = createActor(commentsMachine.provide({ actors: services.actors, actions: effects }), { input }).start();
      // The model's state before each step: a page's failure is a toast only when it was a later page.
      const along = statesAlong(commentsMachine, path, options);
      const laterPageFailed = (event: AnyEventObject, index: number) =>
        describeEvent(event) === 'loadComments ✗ offline' && (along[index]!.parent.context.requested as number) > 1;
      await replay(
        commentsMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: stateAssertions,
          afterStep: (step) => {
            const snapshot = actor.getSnapshot();

            // The effects the spec asks for, counted from the steps taken.
            const taken = path.events.slice(0, step).map(describeEvent);
            const count = (label: string) => taken.filter((l) => l === label).length;
            expect(effects.patchPost).toHaveBeenCalledTimes(count('addComment ✓ ok'));
            for (const [, params] of effects.patchPost.mock.calls) expect(params).toEqual({ id: '5', commentCount: fx.added.commentCount });
            const toasts = effects.notify.mock.calls.map(([, notice]) => notice as { kind: string; message: string });
            expect(toasts.filter((n) => n.kind === 'success')).toHaveLength(count('addComment ✓ ok'));
            const laterPageFailures = path.events.slice(0, step).filter(laterPageFailed).length;
            expect(toasts.filter((n) => n.kind === 'error')).toHaveLength(count('addComment ✗ refused') + laterPageFailures);

            // After a send: success clears the input and the reply target and shows the comment on top; failure keeps both.
            const last = taken[step - 1];
            const before =
              step > 0 ? statesAlong(commentsMachine, { ...path, events: path.events.slice(0, step - 1) }, options).at(-1)!.parent : null;
            if (last === 'addComment ✓ ok') {
              expect(snapshot.context).toMatchObject({ draft: '', replyTo: null });
              expect(snapshot.context.threads[0]!.id).toBe(fx.added.comment.id);
            }
            // 'Load more' shows only while pages remain: a full page promises more, a short or empty one ends.
            const lastPage = taken.filter((label) => label.startsWith('loadComments ✓')).pop();
            if (lastPage) expect(snapshot.matches({ list: 'exhausted' })).toBe(lastPage !== 'loadComments ✓ full');
            // A later page is asked only after a full one.
            if (snapshot.matches({ list: 'loading' }) && snapshot.context.requested > 1) expect(lastPage).toBe('loadComments ✓ full');
            if (last === 'addComment ✗ refused') {
              expect(snapshot.context.draft).toBe(before!.context.draft);
              expect(snapshot.context.replyTo).toEqual(before!.context.replyTo);
            }
          },
        }),
        options,
      );
    });
  }
});
