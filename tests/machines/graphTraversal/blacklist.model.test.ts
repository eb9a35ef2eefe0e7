import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import { blacklistMachine } from '../../../src/machines/blacklist.machine';
import type { Notice } from '../../../src/machines/notice';
import type { Person } from '../../../src/machines/people';
import { appRefs } from '../appRefs';
import { deferredServices, type ServiceCall } from '../fakeServices';
import * as fx from '../fixtures';
import { answers, describeEvent, labelled, modelPaths, replay, type ModelPath, type StateAssertion, unreachedStates } from './model';

const person = (id: string, firstName: string): Person => ({
  id,
  firstName,
  lastName: 'Stone',
  username: firstName.toLowerCase(),
  profilePhoto: null,
  isVerified: false,
});
const clara = person('1', 'Clara');
const theo = person('5', 'Theo');
const jose = person('8', 'José');
const me = person('u-7', 'Ava');
const viewerId = me.id;

const loadedPages = answers(blacklistMachine, 'blacklist.list.loading', 'loadBlockList', {
  done: { 'a page': [clara, jose], 'an overlapping page': [jose, theo], 'nobody more': [] },
  error: { offline: fx.offline },
});
/** The block list's paging (the followers still loading, nothing being changed). */
const listEvents: AnyEventObject[] = [{ type: 'feed.loadMore' }, { type: 'feed.retry' }, ...loadedPages];
/** Blocking a follower and unblocking someone listed, over a list of one page. */
const changeEvents: AnyEventObject[] = [
  loadedPages[0]!,
  ...answers(blacklistMachine, 'blacklist.followers.loading', 'loadFollowers', {
    done: { 'Theo, José and me': [theo, jose, me] },
    error: { offline: fx.offline },
  }),
  labelled("search 'the'", { type: 'followers.search', query: 'the' }),
  labelled('ask to block Theo', { type: 'blacklist.ask', person: theo, block: true }),
  labelled('ask to unblock Clara', { type: 'blacklist.ask', person: clara, block: false }),
  labelled('ask to block me', { type: 'blacklist.ask', person: me, block: true }),
  { type: 'blacklist.confirm' },
  { type: 'blacklist.cancel' },
  ...answers(blacklistMachine, 'blacklist.change.saving', 'setBlocked', {
    done: { done: { message: Messages.userBlocked } },
    error: { offline: fx.offline },
  }),
];

/** The panel after the steps taken, from the spec's rules (§2, §4, §6), not from the machine. */
function expected(taken: AnyEventObject[]) {
  let blocked: string[] = [];
  let page = 0;
  let requested = 1;
  let listFailed = false;
  let followers: string[] = [];
  let query = '';
  let pending: { person: Person; block: boolean } | null = null;
  let failure: string | null = null;
  const notices: Notice[] = [];
  const asked: Array<{ userId: string; blocked: boolean }> = [];
  for (const event of taken) {
    const label = describeEvent(event);
    if (event.type === 'feed.loadMore' && !listFailed) requested = page + 1;
    // Asking a page again clears the failure shown.
    if (event.type === 'feed.loadMore' || event.type === 'feed.retry') [listFailed, failure] = [false, null];
    if (label === 'loadBlockList ✗ offline') [listFailed, failure] = [true, Messages.somethingWentWrong];
    else if (label.startsWith('loadBlockList ✓') && label !== 'loadBlockList ✓ nobody more') {
      // Page 1 replaces the list, a later page appends whom it does not hold yet.
      const fresh = (event as unknown as { output: Person[] }).output.map((one) => one.id);
      blocked = requested === 1 ? fresh : [...blocked, ...fresh.filter((id) => !blocked.includes(id))];
      page = requested;
    } else if (label === 'loadFollowers ✓ Theo, José and me') followers = [theo.id, jose.id];
    else if (label === 'loadFollowers ✗ offline') failure = Messages.somethingWentWrong;
    else if (event.type === 'followers.search') query = 'the';
    // One cannot block oneself (§6): the ask is ignored.
    else if (event.type === 'blacklist.ask' && label !== 'ask to block me') {
      const { person: who, block } = event as unknown as { person: Person; block: boolean };
      pending = { person: who, block };
    } else if (event.type === 'blacklist.cancel') pending = null;
    else if (event.type === 'blacklist.confirm') asked.push({ userId: pending!.person.id, blocked: pending!.block });
    else if (label === 'setBlocked ✓ done') {
      const { person: who, block } = pending!;
      // A block ends the follows both ways: the person leaves the followers and joins the list.
      blocked = block ? [who.id, ...blocked.filter((id) => id !== who.id)] : blocked.filter((id) => id !== who.id);
      if (block) followers = followers.filter((id) => id !== who.id);
      pending = null;
      notices.push({ kind: 'success', message: Messages.userBlocked });
    } else if (label === 'setBlocked ✗ offline') {
      pending = null;
      failure = Messages.somethingWentWrong;
      notices.push({ kind: 'error', message: Messages.somethingWentWrong });
    }
  }
  return { blocked, page, requested, listFailed, followers, query, pending, failure, notices, asked };
}

/** What the block list shows in each phase of the paged list, by what it reads (the table below names the states). */
type Open = (src: string) => ServiceCall[];
const listPhases = {
  loading: (snapshot: AnyMachineSnapshot, open: Open) =>
    expect(open('loadBlockList').map((call) => call.input)).toEqual([{ page: snapshot.context.requested }]),
  ready: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.page).toBe(snapshot.context.requested);
    expect(open('loadBlockList')).toEqual([]);
  },
  exhausted: (_: AnyMachineSnapshot, open: Open) => expect(open('loadBlockList')).toEqual([]),
  failed: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong);
    expect(open('loadBlockList')).toEqual([]);
  },
} satisfies Record<string, StateAssertion>;

async function walk(path: ModelPath) {
  const services = deferredServices(['loadBlockList', 'loadFollowers', 'setBlocked']);
  const { toasts } = appRefs();
  const input = { toasts, viewerId };
  const notices: Notice[] = [];
  const actor = createActor(
    blacklistMachine.provide({ actors: services.actors, actions: { notify: (_, notice: Notice) => notices.push(notice) } }),
    { input },
  ).start();
  await replay(
    blacklistMachine,
    path,
    () => ({
      actor,
      calls: services.calls,
      states: {
        blacklist: (snapshot) => expect(snapshot.context.viewerId).toBe(viewerId),
        'blacklist.list': () => {},
        'blacklist.list.loading': listPhases.loading,
        'blacklist.list.ready': listPhases.ready,
        'blacklist.list.exhausted': listPhases.exhausted,
        'blacklist.list.failed': listPhases.failed,
        'blacklist.followers': () => {},
        // One's own followers, asked once.
        'blacklist.followers.loading': (_, open) => expect(open('loadFollowers').map((call) => call.input)).toEqual([{ userId: viewerId }]),
        // The viewer is never among the followers offered (§6).
        'blacklist.followers.ready': (snapshot, open) => {
          expect(snapshot.context.followers.map((one: Person) => one.id)).not.toContain(viewerId);
          expect(open('loadFollowers')).toEqual([]);
        },
        'blacklist.change': () => {},
        'blacklist.change.idle': (snapshot, open) => {
          expect(snapshot.context.pending).toBeNull();
          expect(open('setBlocked')).toEqual([]);
        },
        // 'Are you sure?' about someone who is not the viewer; nothing is sent yet.
        'blacklist.change.confirming': (snapshot, open) => {
          expect(snapshot.context.pending.person.id).not.toBe(viewerId);
          expect(open('setBlocked')).toEqual([]);
        },
        'blacklist.change.saving': (snapshot, open) =>
          expect(open('setBlocked').map((call) => call.input)).toEqual([
            { userId: snapshot.context.pending.person.id, blocked: snapshot.context.pending.block },
          ]),
      },
      afterStep: (step) => {
        const want = expected(path.events.slice(0, step));
        const { context } = actor.getSnapshot();
        expect(context.blocked.map((one) => one.id)).toEqual(want.blocked);
        expect(context.page).toBe(want.page);
        expect(context.requested).toBe(want.requested);
        expect(context.followers.map((one) => one.id)).toEqual(want.followers);
        expect(context.followerQuery).toBe(want.query);
        expect(context.pending).toEqual(want.pending);
        expect(context.failure?.message ?? null).toBe(want.failure);
        expect(notices).toEqual(want.notices);
        expect(services.callsOf('setBlocked').map((call) => call.input)).toEqual(want.asked);
      },
    }),
    { input },
  );
}

const input = { toasts: appRefs().toasts, viewerId };
const models = (
  [
    ['the block list', listEvents],
    ['block and unblock', changeEvents],
  ] as const
).map(([name, events]) => ({ name, paths: modelPaths(blacklistMachine, events, { input }), options: { input } }));

it('blacklist model: the two walks together reach every state', () => expect(unreachedStates(blacklistMachine, models)).toEqual([]));

for (const { name, paths } of models) {
  describe(`blacklist model (${name}): every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));
    for (const path of paths) it(path.title, () => walk(path));
  });
}
