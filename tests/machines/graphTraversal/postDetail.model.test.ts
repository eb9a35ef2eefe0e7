import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { postDetailMachine } from '../../../src/machines/postDetail.machine';
import { appRefs } from '../appRefs';
import { pollPost, postGone } from '../commentFixtures';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { answers, describeEvent, unreachedStates, modelPaths, replay } from './model';

const post = pollPost('5');
const events: AnyEventObject[] = [
  { type: 'post.retry' },
  ...answers(postDetailMachine, 'postDetail.loading', 'loadPost', {
    done: { found: post },
    error: { gone: postGone, offline: fx.offline },
  }),
];
const paths = modelPaths(postDetailMachine, events, { input: { postId: '5', postStore: appRefs().postStore } });

describe('post detail model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(3));
  it('reaches every state', () =>
    expect(unreachedStates(postDetailMachine, [{ paths, options: { input: { postId: '5', postStore: appRefs().postStore } } }])).toEqual(
      [],
    ));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPost']);
      // The modal reads the post from the app's post store, as every list does.
      const { postStore } = appRefs();
      const input = { postId: '5', postStore };
      const actor = createActor(postDetailMachine.provide({ actors: services.actors }), { input }).start();
      const stored = () => postStore.getSnapshot().context.posts['5'];
      await replay(
        postDetailMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            postDetail: (snapshot) => expect(snapshot.context.postId).toBe('5'),
            // Fresh from the server each time: one request for the post, no error showing.
            'postDetail.loading': (snapshot, open) => {
              expect(open('loadPost').map((call) => call.input)).toEqual([{ postId: '5' }]);
              expect(snapshot.context.failure).toBeNull();
            },
            // The modal shows the post the store holds.
            'postDetail.ready': (snapshot, open) => {
              expect(stored()).toEqual(post);
              expect(snapshot.context.failure).toBeNull();
              expect(open('loadPost')).toEqual([]);
            },
            // The modal says why and offers a retry; nothing was stored.
            'postDetail.failed': (snapshot, open) => {
              expect(snapshot.context.failure).not.toBeNull();
              expect(stored()).toBeUndefined();
              expect(open('loadPost')).toEqual([]);
            },
          },
          afterStep: (step) => {
            const last = path.events
              .slice(0, step)
              .map(describeEvent)
              .filter((label) => label.startsWith('loadPost'))
              .at(-1);
            const { failure } = actor.getSnapshot().context;
            if (actor.getSnapshot().matches('failed'))
              expect(failure?.message).toBe(last === 'loadPost ✗ gone' ? Messages.postNotFound : Messages.somethingWentWrong);
            // As many requests as the modal opened plus the retries.
            expect(services.calls).toHaveLength(1 + path.events.slice(0, step).filter((event) => event.type === 'post.retry').length);
          },
        }),
        { input },
      );
    });
  }
});
