import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { profileMachine, type Profile } from '../../../src/machines/profile.machine';
import { appRefs } from '../appRefs';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { answers, describeEvent, unreachedStates, modelPaths, replay } from './model';

const profile: Profile = {
  id: '8',
  firstName: 'Rita',
  lastName: 'Rivera',
  username: 'rita',
  bio: null,
  profilePhoto: null,
  coverPhoto: null,
  isVerified: true,
  isFollowing: true,
  isSubscribed: false,
  isBlocked: false,
  postsCount: 4,
  followersCount: 12,
  followingCount: 3,
  links: { website: null, facebook: null, instagram: null, twitter: null, other: null },
};
const nobody = { message: Messages.userNotFound, status: 404 };
const events: AnyEventObject[] = [
  { type: 'profile.retry' },
  ...answers(profileMachine, 'profile.loading', 'loadProfile', {
    done: { found: profile },
    error: { nobody, offline: fx.offline },
  }),
];
const paths = modelPaths(profileMachine, events, { input: { userId: '8', userStore: appRefs().userStore } });

describe('profile model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(3));
  it('reaches every state', () =>
    expect(unreachedStates(profileMachine, [{ paths, options: { input: { userId: '8', userStore: appRefs().userStore } } }])).toEqual([]));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadProfile']);
      const { userStore } = appRefs();
      const input = { userId: '8', userStore };
      const actor = createActor(profileMachine.provide({ actors: services.actors }), { input }).start();
      const stored = () => userStore.getSnapshot().context.people['8'];
      await replay(
        profileMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            profile: (snapshot) => expect(snapshot.context.userId).toBe('8'),
            'profile.loading': (snapshot, open) => {
              expect(open('loadProfile').map((call) => call.input)).toEqual([{ userId: '8' }]);
              expect(snapshot.context.profile).toBeNull();
            },
            // The header shows the profile; the relation and counts are in the store every follow button reads.
            'profile.ready': (snapshot, open) => {
              expect(snapshot.context.profile).toEqual(profile);
              expect(snapshot.context.failure).toBeNull();
              expect(stored()).toMatchObject({ id: '8', isFollowing: true, followersCount: 12, followingCount: 3 });
              expect(open('loadProfile')).toEqual([]);
            },
            // Unreachable: the page says so and offers a retry.
            'profile.failed': (snapshot, open) => {
              expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong);
              expect(snapshot.context.profile).toBeNull();
              expect(open('loadProfile')).toEqual([]);
            },
            // No such person: nothing more is asked; nothing was stored.
            'profile.notFound': (snapshot, open) => {
              expect(snapshot.status).toBe('done');
              expect(stored()).toBeUndefined();
              expect(open('loadProfile')).toEqual([]);
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step);
            expect(services.calls).toHaveLength(1 + taken.filter((event) => event.type === 'profile.retry').length);
            if (taken.map(describeEvent).includes('loadProfile ✗ nobody')) expect(actor.getSnapshot().status).toBe('done');
          },
        }),
        { input },
      );
    });
  }
});
