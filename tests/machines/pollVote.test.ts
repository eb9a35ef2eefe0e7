import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract';
import { pollVoteMachine } from '../../src/machines/pollVote.machine';
import { postDetailMachine } from '../../src/machines/postDetail.machine';
import { appRefs } from './appRefs';
import { deferredServices } from './fakeServices';
import * as fx from './commentFixtures';

function start() {
  const services = deferredServices(['votePoll', 'loadPoll']);
  // The app's toasts and post store, as the screen gets them in its input; the store holds the poll post.
  const refs = appRefs();
  refs.postStore.send({ type: 'posts.received', posts: [fx.pollPost('5')] });
  const actor = createActor(pollVoteMachine.provide({ actors: services.actors }), { input: { postId: '5', ...refs } }).start();
  return { actor, services, shown: refs.shown, store: refs.postStore };
}

describe('poll vote', () => {
  it('voting disables the options; the counted poll replaces the one in the store, with percentages', async () => {
    const { actor, services, shown, store } = start();
    actor.send({ type: 'poll.vote', optionId: '1' });
    expect(actor.getSnapshot().matches('voting')).toBe(true);
    expect(actor.getSnapshot().context.choice).toBe('1');
    expect(services.pending('votePoll').input).toEqual({ postId: '5', optionId: '1' });
    actor.send({ type: 'poll.vote', optionId: '2' });
    expect(services.callsOf('votePoll')).toHaveLength(1);
    await services.succeed('votePoll', fx.counted);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(store.getSnapshot().context.posts['5']!.poll).toEqual(fx.counted.poll);
    expect(shown()).toEqual([{ kind: 'success', message: Messages.voted }]);
  });

  it("a second attempt's 409 toasts 'You have already voted this poll', then shows the poll as the server counted it", async () => {
    const { actor, services, shown, store } = start();
    actor.send({ type: 'poll.vote', optionId: '2' });
    await services.fail('votePoll', fx.alreadyVoted);
    expect(shown()).toEqual([{ kind: 'error', message: 'You have already voted this poll' }]);
    expect(actor.getSnapshot().matches('reloading')).toBe(true);
    expect(services.pending('loadPoll').input).toEqual({ postId: '5' });
    expect(store.getSnapshot().context.posts['5']!.poll).toEqual(fx.pollBefore);
    await services.succeed('loadPoll', fx.counted.poll);
    expect(store.getSnapshot().context.posts['5']!.poll).toEqual(fx.counted.poll);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.choice).toBeNull();
  });

  it('any other refusal toasts its words and leaves the store as it was', async () => {
    const { actor, services, shown, store } = start();
    actor.send({ type: 'poll.vote', optionId: '2' });
    await services.fail('votePoll', fx.postGone);
    expect(shown()).toEqual([{ kind: 'error', message: Messages.postNotFound }]);
    expect(store.getSnapshot().context.posts['5']!.poll).toEqual(fx.pollBefore);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});

describe('post detail', () => {
  it('loads the post into the store, and retries after a failure', async () => {
    const services = deferredServices(['loadPost']);
    const { postStore } = appRefs();
    const actor = createActor(postDetailMachine.provide({ actors: services.actors }), { input: { postId: '5', postStore } }).start();
    expect(services.pending('loadPost').input).toEqual({ postId: '5' });
    await services.fail('loadPost', fx.postGone);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ message: Messages.postNotFound });
    actor.send({ type: 'post.retry' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await services.succeed('loadPost', fx.pollPost('5'));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(postStore.getSnapshot().context.posts['5']).toEqual(fx.pollPost('5'));
  });
});
