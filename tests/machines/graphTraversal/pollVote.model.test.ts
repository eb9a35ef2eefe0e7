import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import type { Notice } from '../../../src/machines/notice';
import { pollVoteMachine } from '../../../src/machines/pollVote.machine';
import { appRefs } from '../appRefs';
import { alreadyVoted, counted, pollBefore, pollPost, postGone } from '../commentFixtures';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { answers, describeEvent, unreachedStates, labelled, modelPaths, replay } from './model';

const events: AnyEventObject[] = [
  labelled('vote Tea', { type: 'poll.vote', optionId: '1' }),
  ...answers(pollVoteMachine, 'pollVote.voting', 'votePoll', { done: { counted }, error: { alreadyVoted, postGone } }),
  ...answers(pollVoteMachine, 'pollVote.reloading', 'loadPoll', { done: { read: counted.poll }, error: { offline: fx.offline } }),
];
const paths = modelPaths(pollVoteMachine, events, { input: { postId: '5', ...appRefs() } });

/** What the poll shows and says after the steps taken, from the spec's rules (§4: one vote), not from the machine. */
function expected(taken: AnyEventObject[]) {
  let poll = pollBefore;
  let choice: string | null = null;
  const notices: Notice[] = [];
  for (const event of taken) {
    const label = describeEvent(event);
    if (label === 'vote Tea') choice = '1';
    else if (label.startsWith('votePoll')) choice = null;
    // The counted poll, from the vote's answer or read again after a 409, replaces the one every list shows.
    if (label === 'votePoll ✓ counted' || label === 'loadPoll ✓ read') poll = counted.poll;
    if (label === 'votePoll ✓ counted') notices.push({ kind: 'success', message: Messages.voted });
    if (label === 'votePoll ✗ alreadyVoted') notices.push({ kind: 'error', message: Messages.alreadyVoted });
    if (label === 'votePoll ✗ postGone') notices.push({ kind: 'error', message: Messages.postNotFound });
  }
  return { poll, choice, notices };
}

describe('poll vote model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));
  it('reaches every state', () =>
    expect(unreachedStates(pollVoteMachine, [{ paths, options: { input: { postId: '5', ...appRefs() } } }])).toEqual([]));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['votePoll', 'loadPoll']);
      // The poll lives in the app's post store, which every list reads.
      const refs = appRefs();
      refs.postStore.send({ type: 'posts.received', posts: [pollPost('5')] });
      const input = { postId: '5', toasts: refs.toasts, postStore: refs.postStore };
      const notices: Notice[] = [];
      const actor = createActor(
        pollVoteMachine.provide({ actors: services.actors, actions: { notify: (_, notice: Notice) => notices.push(notice) } }),
        { input },
      ).start();
      const shownPoll = () => refs.postStore.getSnapshot().context.posts['5']!.poll;
      await replay(
        pollVoteMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            pollVote: (snapshot) => expect(snapshot.context.postId).toBe('5'),
            // The options take a vote; nothing is on its way.
            'pollVote.idle': (snapshot, open) => {
              expect(snapshot.context.choice).toBeNull();
              expect([...open('votePoll'), ...open('loadPoll')]).toEqual([]);
            },
            // One vote for the option chosen; every option is disabled meanwhile.
            'pollVote.voting': (snapshot, open) => {
              expect(snapshot.context.choice).toBe('1');
              expect(open('votePoll').map((call) => call.input)).toEqual([{ postId: '5', optionId: '1' }]);
            },
            // Voted already elsewhere: the poll is read again, the options still disabled.
            'pollVote.reloading': (snapshot, open) => {
              expect(snapshot.context.choice).toBeNull();
              expect(open('loadPoll').map((call) => call.input)).toEqual([{ postId: '5' }]);
            },
          },
          afterStep: (step) => {
            const want = expected(path.events.slice(0, step));
            expect(shownPoll()).toEqual(want.poll);
            expect(actor.getSnapshot().context.choice).toBe(want.choice);
            expect(notices).toEqual(want.notices);
          },
        }),
        { input },
      );
    });
  }
});
