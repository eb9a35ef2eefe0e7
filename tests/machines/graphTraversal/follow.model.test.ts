import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { longLived } from '../../../src/app/root/area';
import { rootMachine } from '../../../src/app/root/app';
import { followCallMachine, followMachine, type FollowAnswer } from '../../../src/machines/follow.machine';
import { toastMachine } from '../../../src/machines/toast.machine';
import { userStoreMachine } from '../../../src/machines/userStore.machine';
import { deferredServices, settle } from '../fakeServices';

/**
 * The follow button as the viewer sees it (spec §4): a click shows at once, a newer click supersedes a running one,
 * a no restores the state before the first unanswered click. Walked here, replayed on the real machine and store.
 */
const viewModel = createMachine({
  id: 'followView',
  initial: 'notFollowing',
  states: {
    notFollowing: { meta: { shown: false, restore: null, asked: null }, on: { CLICK: 'followAsked' } },
    following: { meta: { shown: true, restore: null, asked: null }, on: { CLICK: 'unfollowAsked' } },
    followAsked: {
      meta: { shown: true, restore: false, asked: true },
      on: { CLICK: 'followTakenBack', OK: 'following', FAIL: 'notFollowing' },
    },
    unfollowAsked: {
      meta: { shown: false, restore: true, asked: false },
      on: { CLICK: 'unfollowTakenBack', OK: 'notFollowing', FAIL: 'following' },
    },
    // Followed then unfollowed before the server answered: the last wish is to stay unfollowed.
    followTakenBack: {
      meta: { shown: false, restore: false, asked: false },
      on: { CLICK: 'followAsked', OK: 'notFollowing', FAIL: 'notFollowing' },
    },
    unfollowTakenBack: {
      meta: { shown: true, restore: true, asked: true },
      on: { CLICK: 'unfollowAsked', OK: 'following', FAIL: 'following' },
    },
  },
});

interface Meta {
  shown: boolean;
  restore: boolean | null;
  asked: boolean | null;
}

const PERSON = '7';
const VIEWER = '1';
/** The person's followers when the viewer does not follow them. */
const BASE_FOLLOWERS = 10;
const VIEWER_FOLLOWING = 3;
const answerFor = (follow: boolean): FollowAnswer => ({
  isFollowing: follow,
  followersCount: BASE_FOLLOWERS + (follow ? 1 : 0),
  viewerFollowingCount: VIEWER_FOLLOWING + (follow ? 1 : 0),
});

function startApp() {
  const services = deferredServices(['followUser']);
  const root = createActor(
    rootMachine({
      toasts: longLived(toastMachine),
      userStore: longLived(userStoreMachine),
      follow: longLived(followMachine.provide({ actors: { followCall: followCallMachine.provide({ actors: services.actors }) } })),
    }),
  ).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  get('userStore').send({ type: 'people.received', people: [{ id: PERSON, isFollowing: false, followersCount: BASE_FOLLOWERS }] });
  const person = () => get('userStore').getSnapshot().context.people[PERSON];
  const viewer = () => get('userStore').getSnapshot().context.people[VIEWER];
  const toasts = () => get('toasts').getSnapshot().context.toasts as Array<{ kind: string; message: unknown }>;
  return { services, get, person, viewer, toasts };
}

const paths = getSimplePaths(viewModel, { events: [{ type: 'CLICK' }, { type: 'OK' }, { type: 'FAIL' }] });

describe('follow model: every simple path of the button replayed on the follow machine and the user store', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });

  for (const path of paths) {
    const steps = path.steps.slice(1);
    const title = steps.map((step) => step.event.type).join(' → ') || 'start';
    it(`${title} ⇒ ${String(path.state.value)}`, async () => {
      const app = startApp();
      let failures = 0;
      const check = (meta: Meta) => {
        // The button and the count show the state the viewer asked for last.
        expect(app.person()?.isFollowing).toBe(meta.shown);
        expect(app.person()?.followersCount).toBe(BASE_FOLLOWERS + (meta.shown ? 1 : 0));
        const running = app.get('follow').getSnapshot().context.running as Record<string, { restore: { isFollowing: boolean } }>;
        const open = app.services.calls.filter((call) => !call.settled && !call.signal.aborted);
        if (meta.asked === null) {
          expect(running[PERSON]).toBeUndefined();
          expect(open).toEqual([]);
        } else {
          // One call on its way, asking for the latest wish; the state it goes back to is the one before the first click.
          expect(open.map((call) => call.input)).toEqual([{ userId: PERSON, follow: meta.asked }]);
          expect(running[PERSON]?.restore.isFollowing).toBe(meta.restore);
        }
        expect(app.toasts().filter((toast) => toast.kind === 'error')).toHaveLength(failures);
      };
      check(path.steps[0]!.state.getMeta()['followView.notFollowing'] as Meta);
      for (const step of steps) {
        if (step.event.type === 'CLICK') {
          const earlier = app.services.calls.filter((call) => !call.settled && !call.signal.aborted);
          const shown = app.person()!;
          app.get('follow').send({
            type: 'person.follow',
            person: { id: PERSON, isFollowing: shown.isFollowing!, followersCount: shown.followersCount ?? null },
            follow: !shown.isFollowing,
            viewerId: VIEWER,
          });
          await settle();
          // A superseded call is aborted: its answer can no longer land.
          for (const call of earlier) expect(call.signal.aborted).toBe(true);
        } else if (step.event.type === 'OK') {
          const call = app.services.pending('followUser');
          await app.services.succeed('followUser', answerFor((call.input as { follow: boolean }).follow));
          expect(app.viewer()?.followingCount).toBe(VIEWER_FOLLOWING + ((call.input as { follow: boolean }).follow ? 1 : 0));
        } else {
          await app.services.fail('followUser', Object.assign(new Error('You cannot follow this user'), { status: 404 }));
          failures += 1;
          expect(app.toasts().at(-1)).toMatchObject({ kind: 'error', message: 'You cannot follow this user' });
        }
        const state = String(step.state.value);
        check(step.state.getMeta()[`followView.${state}`] as Meta);
      }
    });
  }
});

describe('follow machine rules', () => {
  it('never follows oneself', async () => {
    const app = startApp();
    app
      .get('follow')
      .send({ type: 'person.follow', person: { id: VIEWER, isFollowing: false, followersCount: 0 }, follow: true, viewerId: VIEWER });
    await settle();
    expect(app.services.calls).toEqual([]);
  });

  it('calls for different people run side by side', async () => {
    const app = startApp();
    for (const id of ['7', '8']) {
      app
        .get('follow')
        .send({ type: 'person.follow', person: { id, isFollowing: false, followersCount: null }, follow: true, viewerId: VIEWER });
    }
    await settle();
    expect(app.services.calls.map((call) => call.input)).toEqual([
      { userId: '7', follow: true },
      { userId: '8', follow: true },
    ]);
    expect(app.services.calls.every((call) => !call.signal.aborted)).toBe(true);
  });
});
